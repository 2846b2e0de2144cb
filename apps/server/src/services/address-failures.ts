import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { addressGroup } from './client-address'
import { count, refund } from './limits'
import { ProofOfWorkRequired } from './proof-of-work'

const FIFTEEN_MINUTES = 15 * 60

/** Who sent a request, as the limits see it: the address, and whether it paid a proof of work. */
export interface RequestClient {
  ip: string
  /** A valid, unused proof of work came with the request. */
  provedWork: boolean
  /** Failures one network may have in 15 minutes before it is asked for a proof of work. */
  failuresBeforeProof: number
}

/**
 * Counts an attempt against its network (IPv4 address, IPv6 /64) as a failure until it proves
 * otherwise: the caller calls `honest()` once it has. Past the network's threshold the attempt
 * must carry a proof of work (428 otherwise), never a refusal: thousands of honest customers
 * share a carrier's address (DESIGN.md §5). Counted before anything is evaluated, in one
 * statement, so a burst gets the threshold and no more.
 */
export async function admitFromNetwork(db: Kysely<Database>, client: RequestClient) {
  const key = `failures:network:${addressGroup(client.ip)}`
  const { used } = await count(db, key, FIFTEEN_MINUTES)
  if (used > client.failuresBeforeProof && !client.provedWork) throw new ProofOfWorkRequired()
  return {
    /** The attempt proved honest: it is not a failure. */
    honest: () => refund(db, key),
  }
}

/** Gives the network back an attempt that another request completed (a registration's code). */
export const honestFromNetwork = (db: Kysely<Database>, ip: string) =>
  refund(db, `failures:network:${addressGroup(ip)}`)
