import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/**
 * What both sides read of an application once they may see it: its documents and its history.
 * The callers check who may see it first (the customer's owner filter, the officer's divisions).
 */

/** Its documents, in the order they were filed. */
export const attachmentsOf = (db: Kysely<Database>, applicationId: number) =>
  db.selectFrom('attachments').selectAll().where('application_id', '=', applicationId).orderBy('id').execute()

const history = (db: Kysely<Database>, applicationId: number) =>
  db
    .selectFrom('status_history')
    .select(['at', 'to_status', 'actor', 'remarks', 'asked_fields', 'changes', 'kind', 'internal'])
    .where('application_id', '=', applicationId)
    .orderBy('at')
    .orderBy('id')

/** What the customer may read of its history, oldest first: never an internal entry. */
export const historyOf = (db: Kysely<Database>, applicationId: number) =>
  history(db, applicationId).where('internal', '=', false).execute()

/** Everything that happened to it, internal notes and assignments included: the back office's. */
export const fullHistoryOf = (db: Kysely<Database>, applicationId: number) =>
  history(db, applicationId).execute()

/** A customer's own application as a clearance reference reads it, locked against a decision meanwhile. */
export const clearanceForShare = (db: Kysely<Database>, customerCid: string, id: number) =>
  db
    .selectFrom('applications')
    .select(['service', 'status', 'decided_at'])
    .where('id', '=', id)
    .where('customer_cid', '=', customerCid)
    .forShare()
    .executeTakeFirst()

/** When the application was last sent back (now, if never): the wait on the customer began then. */
export const lastReturnedAt = async (db: Kysely<Database>, applicationId: number) =>
  (
    await db
      .selectFrom('status_history')
      .select((eb) => eb.fn.max('at').as('at'))
      .where('application_id', '=', applicationId)
      .where('to_status', '=', 'Returned')
      .where('kind', '=', 'status')
      .executeTakeFirstOrThrow()
  ).at ?? new Date()

/** Removes an application's documents but those kept. */
export const removeAttachmentsBut = (db: Kysely<Database>, applicationId: number, keptIds: number[]) =>
  db
    .deleteFrom('attachments')
    .where('application_id', '=', applicationId)
    .$if(keptIds.length > 0, (q) => q.where('id', 'not in', keptIds))
    .execute()
