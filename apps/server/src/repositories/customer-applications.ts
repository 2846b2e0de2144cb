import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { newPaperCode } from './paper-code'
import { attachmentsOf, historyOf } from './application-records'
import { prepared } from './prepared'

/** The owner filter; services use it inside their transactions, to lock what they change. */
export const ownApplications = (db: Kysely<Database>, cid: string) =>
  db.selectFrom('applications').where('applications.customer_cid', '=', cid)

/**
 * A customer's own applications: every read of them goes through `own`, the one place that
 * filters by owner (the receipt code's update repeats the filter, as a write cannot use it).
 * Another customer's application, or none, reads as undefined (a 404).
 * The one read without an owner is a letter's or receipt's public check, by its unguessable code.
 */
/** The customer's own application filed through the service at `resource`, or undefined. */
export const ownApplicationOf = (db: Kysely<Database>, cid: string, resource: string, id: number) =>
  ownApplications(db, cid)
    .selectAll()
    .where('id', '=', id)
    .where('resource', '=', resource)
    .executeTakeFirst()

/** The customer's own application, locked for the caller's transaction: a step on it cannot race another. */
export const lockOwnApplication = (db: Kysely<Database>, cid: string, id: number) =>
  ownApplications(db, cid).selectAll().where('id', '=', id).forUpdate().executeTakeFirst()

const ticketColumns = [
  'applications.id',
  'applications.service',
  'applications.request_type',
  'applications.status',
  'applications.created_at',
  'applications.verify_code',
  'applications.action_needed',
  'applications.due_on',
  'customers.name',
] as const
const ticketsOf = (db: Kysely<Database>, cid: string) =>
  ownApplications(db, cid)
    .innerJoin('customers', 'customers.cid', 'applications.customer_cid')
    .select(ticketColumns)

// The ticket page's list, on every visit: built once (repositories/prepared.ts).
const ticketList = prepared((db, cid: string) =>
  ticketsOf(db, cid).orderBy('applications.id', 'desc').limit(1000),
)

export function customerApplicationsRepository(db: Kysely<Database>) {
  const own = (cid: string) => ownApplications(db, cid)

  const tickets = (cid: string) => ticketsOf(db, cid)

  return {
    /** Newest first, as the ticket page lists them. */
    listTickets: (cid: string) => ticketList(db, cid),

    findTicket: (cid: string, id: number) =>
      tickets(cid).where('applications.id', '=', id).executeTakeFirst(),

    /** What happened to an application, oldest first (the route leaves out who did it). */
    historyOf: (applicationId: number) => historyOf(db, applicationId),

    /** What the decision letter prints. */
    findForLetter: (cid: string, id: number) =>
      own(cid)
        .innerJoin('customers', 'customers.cid', 'applications.customer_cid')
        .innerJoin('divisions', 'divisions.id', 'applications.division_id')
        .leftJoin('staff', 'staff.id', 'applications.decided_by')
        .selectAll('applications')
        .select([
          'customers.name as customer_name',
          'customers.language as customer_language',
          'divisions.name as division_name',
          'staff.name as officer_name',
        ])
        .where('applications.id', '=', id)
        .executeTakeFirst(),

    /**
     * What the filing receipt prints, with its documents; an application filed before
     * receipts existed gets its code now (the first of two racing downloads sets it).
     */
    async findForReceipt(cid: string, id: number) {
      // The owner filter rides on the update, so another customer's application gets no code.
      await db
        .updateTable('applications')
        .set({ receipt_code: newPaperCode() })
        .where('id', '=', id)
        .where('customer_cid', '=', cid)
        .where('receipt_code', 'is', null)
        .execute()
      const application = await own(cid)
        .innerJoin('customers', 'customers.cid', 'applications.customer_cid')
        .innerJoin('divisions', 'divisions.id', 'applications.division_id')
        .selectAll('applications')
        .select([
          'customers.name as customer_name',
          'customers.language as customer_language',
          'divisions.name as division_name',
        ])
        .where('applications.id', '=', id)
        .executeTakeFirst()
      if (!application) return undefined
      return { ...application, attachments: await attachmentsOf(db, id) }
    },

    /** The filed forms of one service (its API resource), newest first. */
    listFiled: (cid: string, resource: string) =>
      own(cid).selectAll().where('resource', '=', resource).orderBy('id', 'desc').limit(500).execute(),

    /** One filed form of one service, with its attachments. */
    async findFiled(cid: string, resource: string, id: number) {
      const application = await own(cid)
        .selectAll()
        .where('id', '=', id)
        .where('resource', '=', resource)
        .executeTakeFirst()
      if (!application) return undefined
      return { application, attachments: await attachmentsOf(db, id) }
    },

    /** What a paper's public check shows; the code is the letter's or the receipt's, from its QR code. */
    findByVerifyCode: (code: string) =>
      db
        .selectFrom('applications')
        .innerJoin('customers', 'customers.cid', 'applications.customer_cid')
        .select([
          'applications.id',
          'applications.service',
          'applications.request_type',
          'applications.status',
          'applications.decided_at',
          'applications.created_at',
          'applications.receipt_code',
          'customers.name',
        ])
        .where((eb) =>
          eb.or([eb('applications.verify_code', '=', code), eb('applications.receipt_code', '=', code)]),
        )
        .executeTakeFirst(),

    /** An attachment of one of the customer's applications. */
    findAttachment: (cid: string, attachmentId: number) =>
      own(cid)
        .innerJoin('attachments', 'attachments.application_id', 'applications.id')
        .selectAll('attachments')
        .where('attachments.id', '=', attachmentId)
        .executeTakeFirst(),
  }
}

export type CustomerApplicationsRepository = ReturnType<typeof customerApplicationsRepository>
