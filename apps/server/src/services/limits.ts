import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** So many uses of something per window, e.g. 5 sign-in failures per 15 minutes. */
export interface Limit {
  allowance: number
  windowSeconds: number
}

/** A window's count after one more use, and the milliseconds left of it. */
export interface Spent {
  used: number
  msLeft: number
}

/**
 * Counts one use of `key` in its current window, in one statement — the row is locked by
 * the upsert — so of a burst of simultaneous calls each sees its own count, on PGlite and
 * PostgreSQL alike. A window starts with its first use; an ended one starts again.
 */
export async function count(db: Kysely<Database>, key: string, windowSeconds: number): Promise<Spent> {
  const { rows } = await sql<{ used: number; ms_left: number }>`
    INSERT INTO rate_limits (key, used, window_ends)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      used = CASE WHEN rate_limits.window_ends <= now() THEN 1 ELSE rate_limits.used + 1 END,
      window_ends = CASE WHEN rate_limits.window_ends <= now() THEN excluded.window_ends
                         ELSE rate_limits.window_ends END
    RETURNING used, ceil(extract(epoch FROM window_ends - now()) * 1000)::int AS ms_left`.execute(db)
  return { used: rows[0]!.used, msLeft: Math.max(0, rows[0]!.ms_left) }
}

/** Spends one use of `key`'s allowance and says whether it was within it. */
export async function spend(db: Kysely<Database>, key: string, limit: Limit): Promise<boolean> {
  return (await count(db, key, limit.windowSeconds)).used <= limit.allowance
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
