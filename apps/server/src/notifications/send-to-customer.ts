import type { Insertable, Kysely } from 'kysely'
import type { Database, OutboxTable } from '../db/schema'
import { customerMessagesRepository } from '../repositories/customer-messages'
import { outboxRepository } from '../repositories/outbox'

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
  const ids = await outboxRepository(trx).queue(messages)
  await customerMessagesRepository(trx).keepCopies(
    cid,
    messages.map((message, index) => ({ ...message, outbox_id: ids[index]! })),
  )
}
