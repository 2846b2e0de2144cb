import type { Insertable, Selectable } from 'kysely'
import { ENQUIRY_PHONE, UTILITY_NAME } from '@portal/domain/constants'
import { fieldLabelOf } from '@portal/domain/service-guides'
import { statusDisplay } from '@portal/domain/status'
import type { ApplicationTable, OutboxTable } from '../db/schema'

interface Recipient {
  name: string
  mobile: string
  email: string
}

interface About {
  application: Selectable<ApplicationTable>
  customer: Recipient
  publicUrl: string
}

/** The SMS, and the email when one is on file, about one application: one shape for every step. */
function applicationMessages(
  { application, customer }: About,
  words: { sms: string; email: string[]; subject: string },
): Insertable<OutboxTable>[] {
  const messages: Insertable<OutboxTable>[] = [
    // An SMS carries no subject; the message centre shows it under the email's.
    {
      application_id: application.id,
      channel: 'sms',
      recipient: customer.mobile,
      subject: words.subject,
      body: words.sms,
    },
  ]
  if (customer.email) {
    messages.push({
      application_id: application.id,
      channel: 'email',
      recipient: customer.email,
      subject: words.subject,
      body: [
        `Dear ${customer.name},`,
        '',
        ...words.email,
        '',
        `For help, call ${ENQUIRY_PHONE} toll-free.`,
        UTILITY_NAME,
      ].join('\n'),
    })
  }
  return messages
}

const ticketLink = ({ application, publicUrl }: About) => `${publicUrl}/ticket/${application.id}`

/** Tells a customer of a decision. */
export function decisionMessages(about: About) {
  const { application } = about
  const approved = application.status === 'Approved'
  const link = ticketLink(about)
  const outcome = approved ? 'has been approved' : 'has been rejected'
  const remarks = application.remarks ? ` Remarks: ${application.remarks}` : ''
  return applicationMessages(about, {
    sms: `BPC: Your ${application.service} application ${application.id} ${outcome}.${remarks} Details: ${link}`,
    subject: `Application ${application.id}: ${statusDisplay(application.status)}`,
    email: [
      `Your ${application.service} application (Application ID ${application.id}) ${outcome}.${remarks}`,
      approved ? `You can download your approval letter at ${link}.` : `You can see the details at ${link}.`,
    ],
  })
}

/** An SMS stays short: the officer's message is cut, the whole of it is on the ticket page. */
const SMS_MESSAGE_CHARS = 300
const shortened = (text: string) =>
  text.length > SMS_MESSAGE_CHARS ? `${text.slice(0, SMS_MESSAGE_CHARS - 1)}…` : text

/** Tells a customer that an officer sent their application back, and what to change. */
export function returnMessages(about: About, request: { message: string; fields: string[] }) {
  const { application } = about
  const link = ticketLink(about)
  const fields = request.fields
    .map((field) => fieldLabelOf(application.service, application.request_type, field))
    .join(', ')
  return applicationMessages(about, {
    sms: `BPC: Action needed on your ${application.service} application ${application.id}: ${shortened(request.message.replace(/\s+/g, ' '))} Please make the changes at ${link}`,
    subject: `Application ${application.id}: ${statusDisplay('Returned')}`,
    email: [
      `Your ${application.service} application (Application ID ${application.id}) needs changes before it can be decided.`,
      '',
      request.message,
      '',
      `To change: ${fields}.`,
      `Please make the changes and send it again at ${link}. Until then it is kept as it is.`,
    ],
  })
}
