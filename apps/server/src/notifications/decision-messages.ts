import type { Insertable, Selectable } from 'kysely'
import { ENQUIRY_PHONE, UTILITY_NAME } from '@portal/domain/constants'
import { statusDisplay } from '@portal/domain/status'
import type { ApplicationTable, OutboxTable } from '../db/schema'

interface Recipient {
  name: string
  mobile: string
  email: string
}

/** The SMS, and the email when one is on file, that tell a customer of a decision. */
export function decisionMessages({
  application,
  customer,
  publicUrl,
}: {
  application: Selectable<ApplicationTable>
  customer: Recipient
  publicUrl: string
}) {
  const approved = application.status === 'Approved'
  const link = `${publicUrl}/ticket/${application.id}`
  const outcome = approved ? 'has been approved' : 'has been rejected'
  const remarks = application.remarks ? ` Remarks: ${application.remarks}` : ''
  const sms = `BPC: Your ${application.service} application ${application.id} ${outcome}.${remarks} Details: ${link}`
  const messages: Insertable<OutboxTable>[] = [
    { application_id: application.id, channel: 'sms', recipient: customer.mobile, body: sms },
  ]
  if (customer.email) {
    messages.push({
      application_id: application.id,
      channel: 'email',
      recipient: customer.email,
      subject: `Application ${application.id}: ${statusDisplay(application.status)}`,
      body: [
        `Dear ${customer.name},`,
        '',
        `Your ${application.service} application (Application ID ${application.id}) ${outcome}.${remarks}`,
        approved
          ? `You can download your approval letter at ${link}.`
          : `You can see the details at ${link}.`,
        '',
        `For help, call ${ENQUIRY_PHONE} toll-free.`,
        UTILITY_NAME,
      ].join('\n'),
    })
  }
  return messages
}
