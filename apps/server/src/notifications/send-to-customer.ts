import type { Insertable, Kysely } from 'kysely'
import type { Database, OutboxTable } from '../db/schema'

/**
 * Queues a customer's messages for sending and keeps their copy for the message centre, in
 * the caller's transaction: what was sent and what the portal shows cannot disagree.
 * Sign-in codes never come here: they go to the outbox alone, and are blanked once sent.
 */
export async function sendToCustomer(
  trx: Kysely<Database>,
  cid: string,
  messages: Insertable<OutboxTable>[],
) {
  await trx.insertInto('outbox').values(messages).execute()
  await trx
    .insertInto('customer_messages')
    .values(
      messages.map((m) => ({
        customer_cid: cid,
        application_id: m.application_id ?? null,
        channel: m.channel,
        subject: m.subject ?? '',
        body: m.body,
      })),
    )
    .execute()
}
