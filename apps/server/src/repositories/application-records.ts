import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/**
 * What both sides read of an application once they may see it: its documents and its history.
 * The callers check who may see it first (the customer's owner filter, the officer's divisions).
 */

/** Its documents, in the order they were filed. */
export const attachmentsOf = (db: Kysely<Database>, applicationId: number) =>
  db.selectFrom('attachments').selectAll().where('application_id', '=', applicationId).orderBy('id').execute()

/** What happened to it, oldest first, with who did it: the routes choose what to show. */
export const historyOf = (db: Kysely<Database>, applicationId: number) =>
  db
    .selectFrom('status_history')
    .select(['at', 'to_status', 'actor', 'remarks', 'asked_fields', 'changes'])
    .where('application_id', '=', applicationId)
    .orderBy('at')
    .orderBy('id')
    .execute()
