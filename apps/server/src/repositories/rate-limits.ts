import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** A window's count after one more use, and the milliseconds left of it. */
export interface Spent {
  used: number
  msLeft: number
}

/** The limits' counters (`rate_limits`), one row per key and window (services/limits/rate-limits.ts). */
export function rateLimitsRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one use of `key` in its current window, in one statement — the row is locked by
     * the upsert — so of a burst of simultaneous calls each sees its own count, on PGlite and
     * PostgreSQL alike. A window starts with its first use; an ended one starts again.
     */
    count: async (key: string, windowSeconds: number): Promise<Spent> => {
      const { rows } = await sql<{ used: number; ms_left: number }>`
        INSERT INTO rate_limits (key, used, window_ends)
        VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        ON CONFLICT (key) DO UPDATE SET
          used = CASE WHEN rate_limits.window_ends <= now() THEN 1 ELSE rate_limits.used + 1 END,
          window_ends = CASE WHEN rate_limits.window_ends <= now() THEN excluded.window_ends
                             ELSE rate_limits.window_ends END
        RETURNING used, ceil(extract(epoch FROM window_ends - now()) * 1000)::int AS ms_left`.execute(db)
      return { used: rows[0]!.used, msLeft: Math.max(0, rows[0]!.ms_left) }
    },

    /**
     * Gives back one use of each key's current window (never below nought), all in one
     * statement: a key named twice gets two back.
     */
    refund: async (keys: string[]) => {
      if (keys.length === 0) return
      await sql`
        UPDATE rate_limits SET used = greatest(used - given.uses, 0)
        FROM (SELECT key, count(*)::int AS uses FROM unnest(${keys}::text[]) AS key GROUP BY key) given
        WHERE rate_limits.key = given.key AND rate_limits.window_ends > now()`.execute(db)
    },

    /** Forgets `key`'s window: the next use starts a new one. */
    reset: async (key: string) => {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute()
    },

    /** How many uses the current window of `key` holds. */
    used: async (key: string) => {
      const row = await db
        .selectFrom('rate_limits')
        .select('used')
        .where('key', '=', key)
        .where('window_ends', '>', sql<Date>`now()`)
        .executeTakeFirst()
      return row?.used ?? 0
    },
  }
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>
