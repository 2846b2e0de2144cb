import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** So many uses of something per window, e.g. 5 sign-in failures per 15 minutes. */
export interface Limit {
  allowance: number
  windowSeconds: number
}

/**
 * Spends one use of `key`'s allowance and says whether it was within it. One statement —
 * the row is locked by the upsert — so of a burst of simultaneous calls exactly
 * `allowance` are told yes, on PGlite and PostgreSQL alike. A window starts with its
 * first use; an ended one starts again.
 */
export async function spend(db: Kysely<Database>, key: string, limit: Limit): Promise<boolean> {
  const { rows } = await sql<{ used: number }>`
    INSERT INTO rate_limits (key, used, window_ends)
    VALUES (${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      used = CASE WHEN rate_limits.window_ends <= now() THEN 1 ELSE rate_limits.used + 1 END,
      window_ends = CASE WHEN rate_limits.window_ends <= now() THEN excluded.window_ends
                         ELSE rate_limits.window_ends END
    RETURNING used`.execute(db)
  return rows[0]!.used <= limit.allowance
}

/** Gives back one use, e.g. when the credential it was spent on proved right. */
export async function refund(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ used: sql`greatest(used - 1, 0)` })
    .where('key', '=', key)
    .where('window_ends', '>', sql<Date>`now()`)
    .execute()
}

/** Starts `key`'s window afresh. */
export async function reset(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute()
}

/** How many uses the current window of `key` holds. */
export async function used(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('used')
    .where('key', '=', key)
    .where('window_ends', '>', sql<Date>`now()`)
    .executeTakeFirst()
  return row?.used ?? 0
}
