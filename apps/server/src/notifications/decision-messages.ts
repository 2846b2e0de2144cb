import type { Insertable, Selectable } from 'kysely'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { hasLetter } from '@portal/domain/status'
import { withinSentence } from '@portal/domain/i18n/dzongkha-grammar'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { fieldLabelOf } from '@portal/domain/applications/field-labels'
import type { ApplicationTable, OutboxTable } from '../db/schema'
import { formTextIn, serviceNameIn, wordsIn } from './wording'

interface Recipient {
  name: string
  mobile: string
  email: string
  language: TLanguage
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
  const say = wordsIn(customer.language)
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
        say('notice.email.dear', { name: customer.name }),
        '',
        ...words.email,
        '',
        say('notice.email.help', { phone: ENQUIRY_PHONE }),
        say('notice.email.signature'),
      ].join('\n'),
    })
  }
  return messages
}

/** What every message about an application fills in, in the customer's language. */
function aboutIn({ application, customer, publicUrl }: About) {
  const language = customer.language
  return {
    say: wordsIn(language),
    language,
    values: {
      service: serviceNameIn(language, application.service, application.request_type),
      id: application.id,
      link: `${publicUrl}/ticket/${application.id}`,
    },
  }
}

/** Tells a customer of a decision. */
export function decisionMessages(about: About) {
  const { application } = about
  const { say, values } = aboutIn(about)
  const approved = application.status === 'Approved'
  const remarks = application.remarks ? say('notice.remarks', { remarks: application.remarks }) : ''
  return applicationMessages(about, {
    sms: say(approved ? 'notice.sms.approved' : 'notice.sms.rejected', { ...values, remarks }),
    subject: say('notice.subject', {
      id: application.id,
      status: say(approved ? 'notice.status.Approved' : 'notice.status.Rejected'),
    }),
    email: [
      say(approved ? 'notice.email.approved' : 'notice.email.rejected', { ...values, remarks }),
      // Only some services' tickets offer a letter (spec §2): the others' email points to the details.
      say(
        hasLetter(application.service, application.status)
          ? 'notice.email.letterAt'
          : 'notice.email.detailsAt',
        values,
      ),
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
  const { say, language, values } = aboutIn(about)
  const fields = request.fields
    .map((field) =>
      withinSentence(
        formTextIn(language, fieldLabelOf(application.service, application.request_type, field)),
      ),
    )
    .join(', ')
  return applicationMessages(about, {
    sms: say('notice.sms.returned', { ...values, message: shortened(request.message.replace(/\s+/g, ' ')) }),
    subject: say('notice.subject', { id: application.id, status: say('notice.status.Returned') }),
    email: [
      say('notice.email.returned', values),
      '',
      request.message,
      '',
      say('notice.email.toChange', { fields }),
      say('notice.email.changeAt', values),
    ],
  })
}
