import type { Selectable } from 'kysely'
import type { ApplicationTable } from '../../db/schema'
import type { StaffDeskRepository } from '../../repositories/staff-desk'
import { toApiApplication } from '../filings/applications'
import { toHistoryEntry } from '../tickets/history'

/** An application as an officer reads it: with its customer, division, documents and history. */
export async function staffApplicationView(
  desk: StaffDeskRepository,
  application: Selectable<ApplicationTable>,
) {
  const [{ attachments, customer, division, history, decidedBy, assignee }, sms, emails] = await Promise.all([
    desk.detailsOf(application),
    desk.smsAbout(application.id),
    desk.emailsAbout(application.id),
  ])
  const api = toApiApplication(application, attachments)
  return {
    ...api,
    attachments: api.attachments.map((a) => ({ ...a, url: `/api/staff/attachments/${a.id}/` })),
    customer,
    division: division.id,
    division_name: division.name,
    remarks: application.remarks,
    decided: application.decided_at?.toISOString(),
    decided_by: decidedBy?.name,
    action_needed: application.action_needed ?? undefined,
    assignee,
    history: history.map((h) => ({
      ...toHistoryEntry(h),
      actor: h.actor,
      actor_name: h.actor_name,
      internal: h.internal,
    })),
    sms: sms.map((m) => ({
      id: Number(m.id),
      at: m.created_at.toISOString(),
      subject: m.subject,
      delivery: m.delivery,
      sent: m.sent_at !== null,
      receipt_expected: Boolean(m.receipt_expected),
    })),
    emails: emails.map((m) => ({
      id: Number(m.id),
      at: m.created_at.toISOString(),
      subject: m.subject,
      sent: m.sent_at !== null,
    })),
  }
}
