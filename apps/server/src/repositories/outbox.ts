import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { Database, OutboxTable, TDelivery } from '../db/schema'

/** A message is given up on after this many sends (notifications/outbox-worker.ts). */
export const MAX_ATTEMPTS = 10

/** What the portal sends: the queue, its backlog, and the development inbox's copies of SMS and e-mail. */
export function outboxRepository(db: Kysely<Database>) {
  return {
    /** Queues messages for the worker, in the caller's transaction when it has one; their ids in order. */
    queue: async (messages: Insertable<OutboxTable>[]) => {
      const rows = await db.insertInto('outbox').values(messages).returning('id').execute()
      return rows.map((row) => Number(row.id))
    },

    /**
     * Claims up to `batch` due messages (of one `channel`, when given) for `leaseSeconds`,
     * counting the attempt: codes before notifications, and within each lane the networks take
     * turns (a network's second message after every network's first), so no code waits behind
     * another network's burst. SKIP LOCKED, so instances share the work; a claimed message is
     * not claimed again until its lease ends (a process that dies mid-send resends it then).
     */
    claimDue: async (batch: number, leaseSeconds: number, channel?: OutboxTable['channel']) => {
      const ofChannel = channel ? sql`AND channel = ${channel}` : sql``
      const { rows } = await sql<Selectable<OutboxTable> & { notification: boolean; turn: number }>`
        WITH picked AS (
          SELECT o.id, due.notification, due.turn FROM outbox o
          JOIN (
            SELECT id, code_challenge IS NULL AS notification,
              row_number() OVER (PARTITION BY code_challenge IS NULL, network
                                 ORDER BY next_attempt_at, id) AS turn
            FROM outbox
            WHERE sent_at IS NULL AND delivery IS NULL AND attempts < ${MAX_ATTEMPTS}
              AND next_attempt_at <= now() ${ofChannel}
          ) due ON due.id = o.id
          -- Asked again of the row itself: a row another instance claimed while this one ranked
          -- is read anew once its lock is free (PostgreSQL rechecks only these), and skipped.
          WHERE o.sent_at IS NULL AND o.delivery IS NULL AND o.attempts < ${MAX_ATTEMPTS}
            AND o.next_attempt_at <= now()
          ORDER BY due.notification, due.turn, o.next_attempt_at, o.id
          LIMIT ${batch}
          FOR UPDATE OF o SKIP LOCKED
        ), claimed AS (
          UPDATE outbox SET attempts = attempts + 1,
            next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
          FROM picked WHERE outbox.id = picked.id
          RETURNING outbox.*, picked.notification, picked.turn
        )
        SELECT * FROM claimed ORDER BY notification, turn, id`.execute(db)
      return rows.map(({ notification: _lane, turn: _turn, ...row }) => ({ ...row, id: Number(row.id) }))
    },

    /** Holds the claim on messages still unsent for `leaseSeconds` more: their sender is alive. */
    holdClaims: async (ids: number[], leaseSeconds: number) => {
      if (ids.length === 0) return
      await db
        .updateTable('outbox')
        .set({ next_attempt_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds})` })
        .where('id', 'in', ids)
        .where('sent_at', 'is', null)
        .execute()
    },

    /**
     * Gives up on each code that could no longer reach its phone with `secondsToRead` of its
     * life left, and ends its challenge (and the challenges sharing its code): asked again, the
     * page says the code has ended, and no later challenge takes it for one already sent. How
     * many were given up.
     */
    dropLateCodes: async (secondsToRead: number) => {
      const { rows } = await sql<{ dropped: number }>`
        WITH dropped AS (
          UPDATE outbox SET attempts = greatest(attempts, ${MAX_ATTEMPTS}), body = '',
            last_error = 'not sent: the code would have expired before it could be read'
          WHERE sent_at IS NULL AND code_challenge IS NOT NULL AND attempts < ${MAX_ATTEMPTS}
            AND expires_at < now() + make_interval(secs => ${secondsToRead})
          RETURNING code_challenge
        ), ended AS (
          UPDATE code_challenges SET expires_at = least(expires_at, now())
          WHERE id_hash IN (SELECT code_challenge FROM dropped)
             OR code_of IN (SELECT code_challenge FROM dropped)
        )
        SELECT count(*)::int AS dropped FROM dropped`.execute(db)
      return rows[0]?.dropped ?? 0
    },

    /**
     * Sent: a sensitive message (a sign-in code) loses its body. An SMS handed to an SMSC keeps
     * its parts' message ids for their delivery receipts, and awaits them `receiptWithinSeconds`
     * (a sign-in code is never sent again: it is stale long before); returns the delivery when
     * receipts that came first already settle it.
     */
    markSent: async (id: number, smscMessageIds: string[] = [], receiptWithinSeconds?: number) => {
      const awaited = smscMessageIds.length > 0 && receiptWithinSeconds !== undefined
      const sent = await db
        .updateTable('outbox')
        .set({
          sent_at: new Date(),
          last_error: null,
          body: sql<string>`CASE WHEN sensitive THEN '' ELSE body END`,
          receipt_due_at: awaited
            ? sql<Date>`CASE WHEN sensitive THEN NULL ELSE now() + make_interval(secs => ${receiptWithinSeconds}) END`
            : null,
        })
        .where('id', '=', id)
        .returning('resent_at')
        .executeTakeFirst()
      if (smscMessageIds.length === 0) return undefined
      const sending = sent?.resent_at ? 2 : 1
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sms_parts')
          .values(
            smscMessageIds.map((smscMessageId) => ({
              smsc_message_id: smscMessageId,
              outbox_id: id,
              sending,
            })),
          )
          // A row no message owns yet is this part's early receipt: its delivery stands. A row
          // another message owns is an old part whose id the SMSC has reused (its counter
          // wrapped, or restarted): its receipt says nothing of this one.
          .onConflict((conflict) =>
            conflict.column('smsc_message_id').doUpdateSet({
              outbox_id: id,
              sending,
              delivery: sql`CASE WHEN sms_parts.outbox_id IS NULL OR sms_parts.outbox_id = ${id} THEN sms_parts.delivery END`,
              updated_at: sql`now()`,
            }),
          )
          .execute()
        return settledDelivery(trx, id)
      })
    },

    /**
     * Puts back to be sent again, once, each SMS whose receipt is overdue; its ids. Its first
     * sending's parts stay: a late receipt for them still delivers it.
     */
    resendOverdue: async (batch: number) => {
      const rows = await db
        .updateTable('outbox')
        .set({
          resent_at: sql`now()`,
          sent_at: null,
          receipt_due_at: null,
          attempts: 0,
          next_attempt_at: sql`now()`,
        })
        .where('id', 'in', overdue(db, batch).where('resent_at', 'is', null))
        .returning('id')
        .execute()
      return rows.map((row) => Number(row.id))
    },

    /** Reports not delivered each SMS sent again whose second receipt is overdue too; its ids. */
    giveUpOverdue: async (batch: number) => {
      const rows = await db
        .updateTable('outbox')
        .set({ delivery: 'not_delivered', receipt_due_at: null })
        .where('id', 'in', overdue(db, batch).where('resent_at', 'is not', null))
        .returning('id')
        .execute()
      return rows.map((row) => Number(row.id))
    },

    /**
     * A delivery receipt for one part: whether it is for a part written down (matched), and the
     * message's delivery when this receipt settles it (every part delivered, or one not). A
     * receipt for a part not yet written down is kept for markSent; one for a part never sent
     * stays alone, until housekeeping deletes it.
     */
    recordReceipt: (
      smscMessageId: string,
      delivery: TDelivery,
    ): Promise<{ matched: boolean; settled?: TDelivery }> =>
      db.transaction().execute(async (trx) => {
        const part = await trx
          .insertInto('sms_parts')
          .values({ smsc_message_id: smscMessageId, delivery })
          .onConflict((conflict) =>
            conflict.column('smsc_message_id').doUpdateSet({ delivery, updated_at: sql`now()` }),
          )
          .returning('outbox_id')
          .executeTakeFirstOrThrow()
        if (part.outbox_id === null) return { matched: false }
        return { matched: true, settled: await settledDelivery(trx, Number(part.outbox_id)) }
      }),

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

    /** Not sent, and never to be: the error is kept and the message given up on now. */
    giveUp: async (id: number, error: string) => {
      await db
        .updateTable('outbox')
        .set({ last_error: error, attempts: sql`greatest(attempts, ${MAX_ATTEMPTS})` })
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

/** SMS whose receipt was due and has not settled them, locked for this instance's scan. */
const overdue = (db: Kysely<Database>, batch: number) =>
  db
    .selectFrom('outbox')
    .select('id')
    .where('receipt_due_at', '<=', sql<Date>`now()`)
    .where('delivery', 'is', null)
    .orderBy('receipt_due_at')
    .limit(batch)
    .forUpdate()
    .skipLocked()

/**
 * Sets a message's delivery from its parts' receipts, and returns it when it changed. The row
 * is locked first, so that the last of two receipts written at once sees the other.
 */
async function settledDelivery(trx: Kysely<Database>, id: number): Promise<TDelivery | undefined> {
  await trx.selectFrom('outbox').select('id').where('id', '=', id).forUpdate().execute()
  // Delivered once one sending is delivered whole; not delivered once every sending has a part
  // that is not (a message sent again waits for its second sending, or for the scan). A message
  // put back to be sent again and not yet sent is settled by its first sending's late receipt:
  // it is sent (once), and no longer waits in the queue.
  const { rows } = await sql<{ delivery: TDelivery }>`
    UPDATE outbox SET delivery = settled.delivery, receipt_due_at = NULL,
      sent_at = coalesce(outbox.sent_at, now())
    FROM (
      SELECT CASE
          WHEN bool_or(delivered) THEN 'delivered'
          WHEN bool_and(failed) THEN 'not_delivered'
        END AS delivery
      FROM (
        SELECT bool_and(coalesce(delivery = 'delivered', false)) AS delivered,
          coalesce(bool_or(delivery = 'not_delivered'), false) AS failed
        FROM sms_parts WHERE outbox_id = ${id} GROUP BY sending
      ) AS sendings
    ) AS settled
    WHERE outbox.id = ${id} AND settled.delivery IS NOT NULL
      AND outbox.delivery IS DISTINCT FROM settled.delivery
    RETURNING outbox.delivery`.execute(trx)
  return rows[0]?.delivery
}

export type OutboxRepository = ReturnType<typeof outboxRepository>
