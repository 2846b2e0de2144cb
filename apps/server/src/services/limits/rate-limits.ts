import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { rateLimitsRepository, type Spent } from '../../repositories/rate-limits'

export type { Spent }

/** So many uses of something per window, e.g. 5 sign-in failures per 15 minutes. */
export interface Limit {
  allowance: number
  windowSeconds: number
}

/**
 * Counts one use of `key` in its current window. The count is one atomic statement (the
 * repository's upsert), so of a burst of simultaneous calls each sees its own count.
 */
export const count = (db: Kysely<Database>, key: string, windowSeconds: number): Promise<Spent> =>
  rateLimitsRepository(db).count(key, windowSeconds)

/** Spends one use of `key`'s allowance and says whether it was within it. */
export async function spend(db: Kysely<Database>, key: string, limit: Limit): Promise<boolean> {
  return (await count(db, key, limit.windowSeconds)).used <= limit.allowance
}

/** Gives back one use of each key, e.g. when the credential it was spent on proved right. */
export const refund = (db: Kysely<Database>, ...keys: string[]): Promise<void> =>
  rateLimitsRepository(db).refund(keys)

/** Starts `key`'s window afresh. */
export const reset = (db: Kysely<Database>, key: string): Promise<void> => rateLimitsRepository(db).reset(key)

/** How many uses the current window of `key` holds. */
export const used = (db: Kysely<Database>, key: string): Promise<number> => rateLimitsRepository(db).used(key)
