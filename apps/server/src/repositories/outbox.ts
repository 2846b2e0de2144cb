import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { MAX_ATTEMPTS } from '../notifications/outbox-worker'

/** What the portal sends: the queue's backlog, and the development inbox's copies of SMS and e-mail. */
export function outboxRepository(db: Kysely<Database>) {
  return {
    /** Messages still to send, those given up on, and how long the oldest has waited. */
    backlog: async () => {
      const { rows } = await sql<{ unsent: number; given_up: number; oldest_age: number | null }>`
        SELECT count(*) FILTER (WHERE attempts < ${MAX_ATTEMPTS})::int AS unsent,
          count(*) FILTER (WHERE attempts >= ${MAX_ATTEMPTS})::int AS given_up,
          extract(epoch FROM now() - min(created_at) FILTER (WHERE attempts < ${MAX_ATTEMPTS}))::float AS oldest_age
        FROM outbox WHERE sent_at IS NULL`.execute(db)
      return {
        unsent: rows[0]!.unsent,
        givenUp: rows[0]!.given_up,
        oldestAgeSeconds: rows[0]!.oldest_age ?? 0,
      }
    },

    /** The last 50 SMS to a number, newest first (development only). */
    developmentSmsTo: (mobile: string) =>
      db
        .selectFrom('dev_messages')
        .select(['recipient as to', 'body', 'at'])
        .where('channel', '=', 'sms')
        .where('recipient', '=', mobile)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),
  }
}

export type OutboxRepository = ReturnType<typeof outboxRepository>
