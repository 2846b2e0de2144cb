import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import { MESSAGES } from '@portal/domain/messages'
import type { Database } from '../db/schema'
import { HttpError } from '../errors'
import { refund, reset, spend, used, type Limit } from './limits'

const FIFTEEN_MINUTES = 15 * 60

/**
 * The limits on guessing a credential (DESIGN.md §5). Each attempt spends before the
 * credential is checked, so a burst is evaluated only as often as the allowance. A right
 * credential gives the client its spend back and clears its slate for the account, so
 * only failures use the allowance up.
 */
export const SIGN_IN_LIMITS = {
  /** One account from one client: the hard limit, which nobody else's failures touch. */
  accountFromClient: { allowance: 5, windowSeconds: FIFTEEN_MINUTES },
  /** One client over every account: a script walking through CIDs. Generous, because a
   *  mobile operator's NAT puts many customers behind one address. */
  client: { allowance: 50, windowSeconds: FIFTEEN_MINUTES },
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
  clientIp: string
  account: string
}

/**
 * Runs `check` — which answers the account's id when the credential is right — within the
 * limits: 429 when this client has used up its attempts, else the result, after a delay
 * that grows with the account's recent failures from anywhere.
 */
export async function withinSignInLimits<T>(
  db: Kysely<Database>,
  { clientIp, account }: SignInAttempt,
  check: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const clientKey = `sign-in:client:${clientIp}`
  const pairKey = `sign-in:${account}:client:${clientIp}`
  const failuresKey = `sign-in:${account}:failures`
  if (!(await spend(db, clientKey, SIGN_IN_LIMITS.client))) throw tooMany()
  if (!(await spend(db, pairKey, SIGN_IN_LIMITS.accountFromClient))) throw tooMany()

  const delay = accountDelayMs(await used(db, failuresKey))
  if (delay > 0) await sleep(delay)

  const result = await check()
  if (result === undefined) {
    await spend(db, failuresKey, SIGN_IN_LIMITS.accountFailures)
    return undefined
  }
  await reset(db, pairKey)
  await refund(db, clientKey)
  return result
}

const tooMany = () => new HttpError(429, MESSAGES.tooManyLoginAttempts)
