// The one-SIM attacker of issue 45 (a): an account of their own on a phone they read, signed
// in to again and again for the whole run, every proof of work asked solved. Before decision
// 074 its codes, used or not, filled the hour's ceiling and every customer got 503; now a
// used code gives its place back and the phone's own budget bounds its SMS.
import { setTimeout as sleep } from 'node:timers/promises'
import { signIn, type Caller } from './customers'
import { newestSms } from './inbox'
import { ONE_SIM } from './people'

// A refusal says when to try again; trying at once would only spend the two cores the bench
// shares with the portal, which is a load test, not this attack.
const AFTER_REFUSAL_MS = 1_000

export interface OneSimResult {
  tries: number
  signIns: number
}

/** Signs in as ONE_SIM until `over()`; its answers go to the caller's tally. */
export async function oneSim(caller: Caller, over: () => boolean): Promise<OneSimResult> {
  const result = { tries: 0, signIns: 0 }
  while (!over()) {
    result.tries++
    // Read afresh each time: a try that stopped after its SMS came leaves that SMS the newest.
    const done = await signIn(caller, ONE_SIM, await newestSms(caller.inbox, ONE_SIM.mobile))
    if (done.ok) result.signIns++
    else await sleep(AFTER_REFUSAL_MS)
  }
  return result
}
