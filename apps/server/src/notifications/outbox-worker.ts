import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Transports } from './transports'

/** A claimed message is not claimed again for this long: a process that dies mid-send resends it then. */
const LEASE_SECONDS = 300
export const MAX_ATTEMPTS = 10

/** Retry after 30 s, 1 min, 2 min … at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1))

/**
 * Sends what the outbox holds: claims due messages (SKIP LOCKED, so instances share the
 * work), sends each outside any transaction, then marks it sent or schedules a retry.
 * Delivery is at least once: nothing is lost if the process dies between commit and send.
 */
export async function deliverDueMessages(db: Kysely<Database>, transports: Transports, batch = 20) {
  const claimed = await db
    .updateTable('outbox')
    .set({
      attempts: sql`attempts + 1`,
      next_attempt_at: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(
      'id',
      'in',
      db
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('next_attempt_at')
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute()

  for (const message of claimed) {
    try {
      await transports[message.channel](message)
      await db
        .updateTable('outbox')
        .set({
          sent_at: new Date(),
          last_error: null,
          body: sql<string>`CASE WHEN sensitive THEN '' ELSE body END`,
        })
        .where('id', '=', message.id)
        .execute()
    } catch (error) {
      await db
        .updateTable('outbox')
        .set({
          last_error: String(error).slice(0, 500),
          next_attempt_at: sql`now() + make_interval(secs => ${backoffSeconds(message.attempts)})`,
        })
        .where('id', '=', message.id)
        .execute()
    }
  }
  return claimed.length
}
