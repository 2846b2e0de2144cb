import { sql, type Insertable, type Kysely } from 'kysely'
import type { ApplicationTable, AttachmentTable, Database } from '../db/schema'
import { ownApplications } from './customer-applications'

/** What filing an application writes and checks: its row, its documents, the customer's quota. */
export function filingsRepository(db: Kysely<Database>) {
  return {
    /**
     * The new application; undefined when the customer's idempotency key filed one already
     * (of two requests with one key, the second waits on the index, then finds the first's row).
     */
    insert: (application: Insertable<ApplicationTable>) =>
      db
        .insertInto('applications')
        .values(application)
        .onConflict((oc) =>
          oc
            .columns(['customer_cid', 'idempotency_key'])
            .where('idempotency_key', 'is not', null)
            .doNothing(),
        )
        .returningAll()
        .executeTakeFirst(),

    /** The history's first entry: filed, Pending. */
    recordFiled: (applicationId: number, actor: string, remarks: string) =>
      db
        .insertInto('status_history')
        .values({ application_id: applicationId, to_status: 'Pending', actor, remarks })
        .execute(),

    insertAttachments: (attachments: Insertable<AttachmentTable>[]) =>
      attachments.length ? db.insertInto('attachments').values(attachments).returningAll().execute() : [],

    /** The application a customer's idempotency key filed, if any. */
    filedWithKey: (cid: string, key: string) =>
      ownApplications(db, cid).selectAll().where('idempotency_key', '=', key).executeTakeFirst(),

    /** Whether the division takes new applications; undefined when there is no such division. */
    divisionIsOpen: async (id: number) =>
      (await db.selectFrom('divisions').select('active').where('id', '=', id).executeTakeFirst())?.active,

    /** Locks the customer's row: inside the transaction, one customer's filings count one after another. */
    lockCustomer: (cid: string) =>
      db.selectFrom('customers').select('cid').where('cid', '=', cid).forUpdate().execute(),

    /** The bytes of the documents of the customer's applications of the last `days`. */
    storedBytes: async (cid: string, days: number) =>
      Number(
        (
          await db
            .selectFrom('attachments')
            .innerJoin('applications', 'applications.id', 'attachments.application_id')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('attachments.size'), eb.val(0)).as('kept'))
            .where('applications.customer_cid', '=', cid)
            .where('applications.created_at', '>', sql<Date>`now() - make_interval(days => ${days})`)
            .executeTakeFirstOrThrow()
        ).kept,
      ),
  }
}
