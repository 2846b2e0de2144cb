// The phone-less registrations of issue 45 (b): made-up CIDs with strangers' numbers, from five
// addresses of their own, never finished, as fast as they go for the whole run, every proof of
// work asked solved. Each 202 with a new code is an SMS to a stranger who never asked for it.
import { setTimeout as sleep } from 'node:timers/promises'
import { field, type Client } from './http'
import { madeUpCid, madeUpMobile, registration, type Places } from './people'
import { sendGuarded } from './proof-of-work'
import { Tally } from './tally'

export const PHONE_LESS_ADDRESSES = ['127.0.1.1', '127.0.1.2', '127.0.1.3', '127.0.1.4', '127.0.1.5']
export const PHONE_LESS_STEP = 'register a made-up CID and number, never finished'
// As in one-sim.ts: a refusal is not retried at once, which would only load the shared cores.
const AFTER_REFUSAL_MS = 1_000

export interface PhoneLessResult {
  tally: Tally
  /** 202s with a new code: SMS sent to strangers. */
  strangersSms: number
  /** Of those, the ones sent without a solved proof of work, by source address. */
  unproved: Map<string, number>
}

/** One registration after another from each client until `over()`. */
export async function phoneLess(clients: Client[], places: Places, over: () => boolean) {
  const tally = new Tally()
  const result: PhoneLessResult = { tally, strangersSms: 0, unproved: new Map() }
  const guard = { solves: true, count: tally.proofOfWork }
  const from = async (client: Client) => {
    while (!over()) {
      const body = registration({ cid: madeUpCid(), mobile: madeUpMobile() }, places, 'Made Up Name')
      const answer = await sendGuarded(client, '/api/customers/', body, guard)
      if (!tally.expect(PHONE_LESS_STEP, answer, 202)) {
        await sleep(AFTER_REFUSAL_MS)
        continue
      }
      if (field(answer, 'new_code') === false) continue
      result.strangersSms++
      if (answer.provedAt === undefined)
        result.unproved.set(client.address, (result.unproved.get(client.address) ?? 0) + 1)
    }
  }
  await Promise.all(clients.map(from))
  return result
}
