import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { addressGroup } from './client-address'
import { count, refund } from '../limits/rate-limits'
import { ProofOfWorkRequired } from './proof-of-work'

const FIFTEEN_MINUTES = 15 * 60
/** An IPv6 /48 (a site, or a free tunnel's whole allocation) holds 65,536 /64s: it is counted too, more loosely. */
const WIDER_NETWORK_FACTOR = 8

/** Who sent a request, as the limits see it: the address, and whether it paid a proof of work. */
export interface RequestClient {
  ip: string
  /**
   * How much work a valid, unused proof asked for this route and network took: its
   * challenge's factor (services/sign-in/proof-of-work.ts), or 0 when none came.
   */
  proofFactor: number
  /** Failures one network may have in 15 minutes before it is asked for a proof of work. */
  failuresBeforeProof: number
}

/** The network an address is counted in: its IPv4 address, or its IPv6 /64. */
export const networkOf = (ip: string) => addressGroup(ip)

/**
 * A network and what holds it: an IPv6 /64 sits in its /48 (a site, or a free tunnel's whole
 * allocation of 65,536 /64s) and its /32 (a provider's allocation of 65,536 /48s), which a
 * script could hop through next; an IPv4 address stands alone.
 */
export function networksAround(network: string): string[] {
  const v6 = /^(([0-9a-f]+:[0-9a-f]+):[0-9a-f]+):[0-9a-f]+::\/64$/.exec(network)
  return v6 ? [network, `${v6[1]}::/48`, `${v6[2]}::/32`] : [network]
}

/** The counters of a network and their thresholds: each wider prefix more loosely than the one inside it. */
function countersOf(network: string, threshold: number) {
  return networksAround(network).map((around, wider) => ({
    key: `failures:network:${around}`,
    threshold: threshold * WIDER_NETWORK_FACTOR ** wider,
  }))
}

/**
 * Counts an attempt against its network as a failure until it proves otherwise (`honest()`).
 * Past the network's threshold the attempt must carry a proof of work (428 otherwise), never a
 * refusal: thousands of honest customers share a carrier's address (DESIGN.md §5). Counted
 * before anything is evaluated, in one statement, so a burst gets the threshold and no more;
 * an attempt sent back for a proof is not a failure.
 */
export async function admitFromNetwork(db: Kysely<Database>, client: RequestClient) {
  const network = networkOf(client.ip)
  const counters = countersOf(network, client.failuresBeforeProof)
  let past = false
  for (const counter of counters)
    past ||= (await count(db, counter.key, FIFTEEN_MINUTES)).used > counter.threshold
  if (past && client.proofFactor === 0) {
    await honestFromNetwork(db, network)
    throw new ProofOfWorkRequired()
  }
  return {
    network,
    /** The attempt proved honest: it is not a failure. */
    honest: () => honestFromNetwork(db, network),
  }
}

/** The counters a network's attempt that proved honest is given back to. */
export const failureKeys = (network: string) => countersOf(network, 0).map((counter) => counter.key)

/** Gives a network back an attempt that proved honest, possibly by a later request (a code redeemed). */
export const honestFromNetwork = (db: Kysely<Database>, network: string) =>
  refund(db, ...failureKeys(network))
