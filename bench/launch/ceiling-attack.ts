// The two attackers of issue 45, who aim at the hour's SMS ceiling: the one SIM (one-sim.ts) on a
// carrier's address among the customers, and the phone-less registrations (phone-less.ts) from
// five addresses of their own; both until the honest part of the run is over.
import { clientFrom, type Client } from './http'
import { oneSim, type OneSimResult } from './one-sim'
import type { Places } from './people'
import { PHONE_LESS_ADDRESSES, phoneLess, type PhoneLessResult } from './phone-less'
import { Tally } from './tally'

export interface CeilingAttackResult {
  oneSim: OneSimResult & { tally: Tally }
  phoneLess: PhoneLessResult
}

export interface CeilingAttack {
  base: string
  /** Where the one SIM's requests leave from. */
  carrier: Client
  /** Where the one SIM reads its phone. */
  inbox: Client
  places: Places
  over: () => boolean
}

export async function ceilingAttack({ base, carrier, inbox, places, over }: CeilingAttack) {
  const clients = PHONE_LESS_ADDRESSES.map((address) => clientFrom(base, address))
  const tally = new Tally()
  try {
    const [sim, registrations] = await Promise.all([
      oneSim({ client: carrier, inbox, tally, solves: true }, over),
      phoneLess(clients, places, over),
    ])
    return { oneSim: { ...sim, tally }, phoneLess: registrations } satisfies CeilingAttackResult
  } finally {
    for (const client of clients) client.close()
  }
}
