import type { Kysely, Selectable } from 'kysely'
import type { ApplicationTable, Database } from '../db/schema'
import type { StaffMember } from './staff-accounts'
import { visibleApplication } from './staff-scope'
import { attachmentsOf, fullHistoryOf } from './application-records'

/**
 * What an officer reads and keeps at the desk: an application within their divisions with
 * everything about it and its documents.
 */
export function staffDeskRepository(db: Kysely<Database>) {
  return {
    /** An application the member may see, or undefined (another division's reads as none). */
    visibleApplication: (staff: StaffMember, id: number) => visibleApplication(db, staff, id),

    /** Its documents, customer, division, whole history, and who decided it and who works it. */
    async detailsOf(application: Selectable<ApplicationTable>) {
      const [attachments, customer, division, history, decidedBy, assignee] = await Promise.all([
        attachmentsOf(db, application.id),
        db
          .selectFrom('customers')
          .select(['cid', 'name', 'mobile', 'email', 'language'])
          .where('cid', '=', application.customer_cid)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('divisions')
          .select(['id', 'name'])
          .where('id', '=', application.division_id)
          .executeTakeFirstOrThrow(),
        fullHistoryOf(db, application.id),
        application.decided_by
          ? db.selectFrom('staff').select('name').where('id', '=', application.decided_by).executeTakeFirst()
          : undefined,
        application.assignee_id
          ? db
              .selectFrom('staff')
              .select(['id', 'name'])
              .where('id', '=', application.assignee_id)
              .executeTakeFirst()
          : undefined,
      ])
      // Who took each step, by name: the customer, or the officer by the name their account shows.
      const usernames = [...new Set(history.flatMap(({ actor }) => actor.match(/^staff:(.+)$/)?.[1] ?? []))]
      const staffNames = new Map(
        usernames.length === 0
          ? []
          : (
              await db
                .selectFrom('staff')
                .select(['username', 'name'])
                .where('username', 'in', usernames)
                .execute()
            ).map(({ username, name }) => [`staff:${username}`, name]),
      )
      const nameOf = (actor: string) =>
        actor === `customer:${customer.cid}` ? customer.name : (staffNames.get(actor) ?? actor)
      return {
        attachments,
        customer,
        division,
        history: history.map((entry) => ({ ...entry, actor_name: nameOf(entry.actor) })),
        decidedBy,
        assignee,
      }
    },

    /**
     * The SMS sent about an application, oldest first, with what their receipts settled. A
     * receipt is expected while one is due: an SMSC took the SMS and SMS_DELIVERY_TIMEOUT_MINUTES
     * is not off (with off, or through a gateway, none is awaited; one that comes still settles it).
     */
    smsAbout: (applicationId: number) =>
      db
        .selectFrom('outbox')
        .select((eb) => [
          'id',
          'created_at',
          'subject',
          'delivery',
          'sent_at',
          eb('receipt_due_at', 'is not', null).as('receipt_expected'),
        ])
        .where('application_id', '=', applicationId)
        .where('channel', '=', 'sms')
        // A code is never shown in the back office, even one filed with an application.
        .where('sensitive', '=', false)
        .orderBy('id')
        .execute(),

    /** The emails sent about an application, oldest first: their subject, and whether they left. */
    emailsAbout: (applicationId: number) =>
      db
        .selectFrom('outbox')
        .select(['id', 'created_at', 'subject', 'sent_at'])
        .where('application_id', '=', applicationId)
        .where('channel', '=', 'email')
        .where('sensitive', '=', false)
        .orderBy('id')
        .execute(),

    /** A document, if it belongs to an application the member may see. */
    async visibleAttachment(staff: StaffMember, id: number) {
      const attachment = await db
        .selectFrom('attachments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      if (!attachment || !(await visibleApplication(db, staff, attachment.application_id))) return undefined
      return attachment
    },
  }
}

export type StaffDeskRepository = ReturnType<typeof staffDeskRepository>
