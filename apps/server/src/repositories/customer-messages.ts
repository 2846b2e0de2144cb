import { sql, type Insertable, type Kysely } from 'kysely'
import { MESSAGE_CENTRE_SIZE } from '@portal/domain/notifications'
import type { Database, OutboxTable } from '../db/schema'

/** The message centre: one customer's copies of what was sent them, and which they have read. */
export function customerMessagesRepository(db: Kysely<Database>) {
  return {
    /** The message centre's copies of messages queued for the customer (notifications/send-to-customer.ts). */
    keepCopies: async (cid: string, messages: (Insertable<OutboxTable> & { outbox_id: number })[]) => {
      await db
        .insertInto('customer_messages')
        .values(
          messages.map((m) => ({
            customer_cid: cid,
            application_id: m.application_id ?? null,
            channel: m.channel,
            subject: m.subject ?? '',
            body: m.body,
            outbox_id: m.outbox_id,
          })),
        )
        .execute()
    },

    newestOf: async (cid: string) => {
      const rows = await db
        .selectFrom('customer_messages')
        .leftJoin('outbox', 'outbox.id', 'customer_messages.outbox_id')
        .select([
          'customer_messages.id',
          'customer_messages.created_at',
          'customer_messages.channel',
          'customer_messages.subject',
          'customer_messages.body',
          'customer_messages.read_at',
          'customer_messages.application_id',
          'outbox.delivery',
        ])
        .where('customer_cid', '=', cid)
        .orderBy('customer_messages.id', 'desc')
        .limit(MESSAGE_CENTRE_SIZE)
        .execute()
      return rows.map((row) => ({
        id: Number(row.id),
        at: row.created_at.toISOString(),
        channel: row.channel,
        subject: row.subject,
        body: row.body,
        read: row.read_at !== null,
        application_id: row.application_id === null ? null : Number(row.application_id),
        // Only an SMS has a receipt; an email is known sent, never read.
        delivery: row.channel === 'sms' ? (row.delivery ?? null) : null,
      }))
    },

    /**
     * Marks the message read, and the other copy of the same news (the SMS and the email one event
     * sent, kept by one statement: the same moment and application). False when the message is not
     * this customer's (or does not exist): the same 404 for both.
     */
    markRead: async (cid: string, id: number) => {
      // One statement: the owner filter and the first reading's time, kept on a second opening.
      const result = await db
        .updateTable('customer_messages')
        .set({ read_at: sql`coalesce(read_at, now())` })
        .where('customer_cid', '=', cid)
        .where(
          sql<boolean>`(created_at, coalesce(application_id, 0)) = (
            select created_at, coalesce(application_id, 0) from customer_messages
            where id = ${id} and customer_cid = ${cid})`,
        )
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
  }
}

export type CustomerMessagesRepository = ReturnType<typeof customerMessagesRepository>
