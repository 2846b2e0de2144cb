import { sql, type Insertable, type Kysely } from 'kysely'
import type { Database, OutboxTable } from '../db/schema'

/** A message is given up on after this many sends (notifications/outbox-worker.ts). */
export const MAX_ATTEMPTS = 10

/** What the portal sends: the queue, its backlog, and the development inbox's copies of SMS and e-mail. */
export function outboxRepository(db: Kysely<Database>) {
  return {
    /** Queues messages for the worker, in the caller's transaction when it has one. */
    queue: async (messages: Insertable<OutboxTable>[]) => {
      await db.insertInto('outbox').values(messages).execute()
    },

    /**
     * Claims up to `batch` due messages for `leaseSeconds`, counting the attempt: SKIP LOCKED,
     * so instances share the work, and a claimed message is not claimed again until its lease
     * ends (a process that dies mid-send resends it then).
     */
    claimDue: (batch: number, leaseSeconds: number) =>
      db
        .updateTable('outbox')
        .set({
          attempts: sql`attempts + 1`,
          next_attempt_at: sql`now() + make_interval(secs => ${leaseSeconds})`,
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
        .execute(),

    /** Sent: a sensitive message (a sign-in code) loses its body. */
    markSent: async (id: number) => {
      await db
        .updateTable('outbox')
        .set({
          sent_at: new Date(),
          last_error: null,
          body: sql<string>`CASE WHEN sensitive THEN '' ELSE body END`,
        })
        .where('id', '=', id)
        .execute()
    },

    /** Not sent: the error is kept and the message tried again in `afterSeconds`. */
    retryLater: async (id: number, error: string, afterSeconds: number) => {
      await db
        .updateTable('outbox')
        .set({
          last_error: error,
          next_attempt_at: sql`now() + make_interval(secs => ${afterSeconds})`,
        })
        .where('id', '=', id)
        .execute()
    },

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

    /** Keeps a message for the development inbox, where a tester reads it instead of a phone. */
    keepForDevelopment: async (message: {
      channel: string
      recipient: string
      subject: string
      body: string
    }) => {
      // Named one by one: a transport is handed the whole outbox row.
      await db
        .insertInto('dev_messages')
        .values({
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
        })
        .execute()
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
