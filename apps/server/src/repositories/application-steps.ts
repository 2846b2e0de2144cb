import type { Kysely, Selectable, Updateable } from 'kysely'
import type { ApplicationTable, Database } from '../db/schema'

type HistoryEntry = {
  actor: string
  remarks: string
  kind?: 'assignment' | 'note'
  internal?: boolean
  asked_fields?: string | null
  changes?: string | null
}

/** The writes of an application's life: its row and its history, one entry per step. */
export function applicationStepsRepository(db: Kysely<Database>) {
  return {
    update: (id: number, set: Updateable<ApplicationTable>) =>
      db.updateTable('applications').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    /** A history entry from the status it had to the one it has now (the same for a note). */
    record: (
      from: Selectable<ApplicationTable>,
      to: Pick<Selectable<ApplicationTable>, 'status'>,
      entry: HistoryEntry,
    ) =>
      db
        .insertInto('status_history')
        .values({ application_id: from.id, from_status: from.status, to_status: to.status, ...entry })
        .returning(['at'])
        .executeTakeFirstOrThrow(),

    /** The customer a step's messages go to. */
    recipientOf: (cid: string) =>
      db
        .selectFrom('customers')
        .select(['name', 'mobile', 'email', 'language'])
        .where('cid', '=', cid)
        .executeTakeFirstOrThrow(),
  }
}
