import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/**
 * Rows that have done their work: ended limit windows, dead code challenges and wallet
 * threads, ended sessions, old development messages, SMS parts no receipt will come for. Each is kept a while past its end
 * (a support question about "just now" can still be answered), then deleted.
 */
export async function purgeEndedRecords(db: Kysely<Database>): Promise<Record<string, number>> {
  const dayAgo = sql<Date>`now() - interval '1 day'`
  const purges = {
    rate_limits: db.deleteFrom('rate_limits').where('window_ends', '<', sql<Date>`now() - interval '1 hour'`),
    code_challenges: db.deleteFrom('code_challenges').where('expires_at', '<', dayAgo),
    proofs_of_work_used: db.deleteFrom('proofs_of_work_used').where('expires_at', '<', sql<Date>`now()`),
    wallet_threads: db.deleteFrom('wallet_threads').where('expires_at', '<', dayAgo),
    customer_tokens: db
      .deleteFrom('customer_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)])),
    staff_tokens: db
      .deleteFrom('staff_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)])),
    // An admin's block on a number or network answers "why did I get no code?" for a season
    // after it ends, not for ever: it names a person's phone (issue 45).
    sms_blocks: db
      .deleteFrom('sms_blocks')
      .where(sql<Date>`coalesce(least(lifted_at, until), until)`, '<', sql<Date>`now() - interval '90 days'`),
    dev_messages: db.deleteFrom('dev_messages').where('at', '<', sql<Date>`now() - interval '7 days'`),
    // A receipt no sent part claimed within a day is for a message the portal never sent (or an
    // id the SMSC reuses); a settled message's parts, or a code's, or those of a message sent with
    // no receipt due (SMS_DELIVERY_TIMEOUT_MINUTES=off), are done with after 30 days. An awaited
    // message's parts stay, for its receipt; so do those of one waiting to be sent again.
    sms_parts: db.deleteFrom('sms_parts').where((eb) =>
      eb.or([
        eb.and([eb('outbox_id', 'is', null), eb('updated_at', '<', dayAgo)]),
        eb.and([
          eb('updated_at', '<', sql<Date>`now() - interval '30 days'`),
          eb(
            'outbox_id',
            'in',
            eb
              .selectFrom('outbox')
              .select('id')
              .where((outbox) =>
                outbox.or([
                  outbox('delivery', 'is not', null),
                  outbox('sensitive', '=', true),
                  outbox.and([outbox('sent_at', 'is not', null), outbox('receipt_due_at', 'is', null)]),
                ]),
              ),
          ),
        ]),
      ]),
    ),
  }
  const purged: Record<string, number> = {}
  for (const [table, purge] of Object.entries(purges))
    purged[table] = Number((await purge.executeTakeFirst()).numDeletedRows)
  return purged
}
