import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import { MESSAGES, tryAgainIn } from '@portal/domain/messages'
import type { Database } from '../../db/schema'
import { LimitRefusal } from '../../errors'
import { admitFromNetwork, type RequestClient } from './address-failures'
import { addressGroup } from './client-address'
import { count, reset, spend, used, type Limit } from '../limits/rate-limits'
import { ProofOfWorkRequired } from './proof-of-work'

const FIFTEEN_MINUTES = 15 * 60

/**
 * The limits on guessing a credential (DESIGN.md §5). Each attempt is counted before the
 * credential is checked, so a burst is evaluated only as often as the allowance. A right
 * credential clears the account's slate for its network and is not counted against the
 * network, so only failures use an allowance up.
 */
export const SIGN_IN_LIMITS = {
  /** One account from one network (IPv4 address, IPv6 /64): the hard limit, which nobody
   *  else's failures touch. Past it a customer proves work; a staff member waits. */
  accountFromClient: { allowance: 5, windowSeconds: FIFTEEN_MINUTES },
  /** Failures on the account from anywhere: they slow it down, never lock it. */
  accountFailures: { allowance: Number.MAX_SAFE_INTEGER, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, Limit>

/** Free for the first failures, then doubling from ¼ s up to 4 s. */
export const ACCOUNT_FAILURES_BEFORE_DELAY = 5
export const MAX_ACCOUNT_DELAY_MS = 4_000
export const accountDelayMs = (failures: number) =>
  failures < ACCOUNT_FAILURES_BEFORE_DELAY
    ? 0
    : Math.min(MAX_ACCOUNT_DELAY_MS, 250 * 2 ** (failures - ACCOUNT_FAILURES_BEFORE_DELAY))

/** `account` is 'cid:<cid>' or 'staff:<username>'. */
export interface SignInAttempt {
  client: RequestClient
  account: string
  /**
   * Past the account's allowance from one network: 'prove' asks a customer for a proof of
   * work (a carrier's address is shared with whoever guesses at their CID); 'refuse' makes a
   * staff account wait.
   */
  pastAllowance: 'prove' | 'refuse'
}

/**
 * Runs `check` — which answers the account's id when the credential is right — within the
 * limits, after a delay that grows with the account's recent failures from anywhere.
 */
export async function withinSignInLimits<T>(
  db: Kysely<Database>,
  { client, account, pastAllowance }: SignInAttempt,
  check: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const network = await admitFromNetwork(db, client)
  const pairKey = `sign-in:${account}:client:${addressGroup(client.ip)}`
  const failuresKey = `sign-in:${account}:failures`
  const pair = await count(db, pairKey, SIGN_IN_LIMITS.accountFromClient.windowSeconds)
  if (pair.used > SIGN_IN_LIMITS.accountFromClient.allowance) {
    if (pastAllowance === 'refuse')
      throw new LimitRefusal(
        429,
        `${MESSAGES.tooManyLoginAttempts} ${tryAgainIn(pair.msLeft)}`,
        'sign-in',
        pair.msLeft,
      )
    if (client.proofFactor === 0) {
      // Sent back for a proof, not evaluated: no failure of the network (decision 036).
      await network.honest()
      throw new ProofOfWorkRequired()
    }
  }

  const delay = accountDelayMs(await used(db, failuresKey))
  if (delay > 0) await sleep(delay)

  const result = await check()
  if (result === undefined) {
    await spend(db, failuresKey, SIGN_IN_LIMITS.accountFailures)
    return undefined
  }
  await reset(db, pairKey)
  await network.honest()
  return result
}
