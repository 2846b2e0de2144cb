import { Badge } from 'react-bootstrap'
import type { TStaffEmail, TStaffSms } from '@portal/domain/applications/responses'
import { EN } from '@portal/domain/i18n/en'
import { APPLICATION_STATUSES, statusDisplay } from '@portal/domain/status'
import { FieldChanges } from '@/components/field-changes'
import { formatDateTime } from '@/lib/format'
import type { StaffApplication } from '../api/staff-applications'

const KIND_WORDS = { assignment: 'Assignment', note: 'Note' } as const

/** The message centre's own words, so that officer and customer read the same thing. */
const DELIVERY_WORDS = {
  delivered: EN['messages.delivered'],
  not_delivered: EN['messages.notDelivered'],
} as const
/** Until a receipt settles it: queued, awaited, or sent through a gateway that gives none. */
const stateOf = (sms: TStaffSms) => {
  if (sms.delivery) return DELIVERY_WORDS[sms.delivery]
  if (!sms.sent) return 'Waiting to be sent'
  return sms.receipt_expected ? 'Waiting for the operator’s receipt' : 'Sent; this gateway gives no receipt'
}

/** An email has no receipt: the mail server took it, and that is all anyone learns. */
const emailStateOf = (email: TStaffEmail) =>
  email.sent ? 'Sent; an email gives no receipt' : 'Waiting to be sent'

/**
 * A message's subject as the customer got it; where it names a status in the customer's word
 * (an approval is "Delivered", spec §4), the stored name officers read everywhere follows: the
 * decision, not a letter or the message delivered.
 */
function subjectForStaff(subject: string) {
  const status = APPLICATION_STATUSES.find(
    (stored) => statusDisplay(stored) !== stored && subject.endsWith(`: ${statusDisplay(stored)}`),
  )
  return status ? `${subject} (${status})` : subject
}

type Step = StaffApplication['history'][number]
type Item = { at: string; step: Step } | { at: string; sms: TStaffSms } | { at: string; email: TStaffEmail }

/**
 * Every step of the application, and among them each SMS and email that told the customer of
 * one, under the subject the customer got, with whether an SMS reached the phone. A message is
 * queued with its step, so it follows it; the SMS before the email, as they were queued.
 */
export function ApplicationHistory({
  application: a,
  labelOf,
}: {
  application: StaffApplication
  labelOf: (field: string) => string
}) {
  const items: Item[] = [
    ...a.history.map((step) => ({ at: step.at, step })),
    ...a.sms.map((sms) => ({ at: sms.at, sms })),
    ...a.emails.map((email) => ({ at: email.at, email })),
  ].toSorted((x, y) => Date.parse(x.at) - Date.parse(y.at))
  return (
    <ol className="list-unstyled border-start ps-3">
      {items.map((item) =>
        'sms' in item ? (
          <SmsItem key={`sms-${item.sms.id}`} sms={item.sms} />
        ) : 'email' in item ? (
          <EmailItem key={`email-${item.email.id}`} email={item.email} />
        ) : (
          <StepItem key={`${item.step.at}-${item.step.status}`} entry={item.step} labelOf={labelOf} />
        ),
      )}
    </ol>
  )
}

function StepItem({ entry, labelOf }: { entry: Step; labelOf: (field: string) => string }) {
  return (
    <li className="mb-2">
      <span className="fw-semibold">{entry.kind === 'status' ? entry.status : KIND_WORDS[entry.kind]}</span>{' '}
      {formatDateTime(entry.at)} · {entry.actor_name}
      {entry.kind === 'note' && (
        <Badge bg={entry.internal ? 'secondary' : 'primary'} className="ms-2">
          {entry.internal ? 'Internal' : 'Shown to the customer'}
        </Badge>
      )}
      {entry.remarks && <p className="mb-0 remarks">{entry.remarks}</p>}
      {entry.fields && <p className="mb-0">To change: {entry.fields.map(labelOf).join(', ')}</p>}
      {entry.changes && <FieldChanges changes={entry.changes} label={labelOf} />}
    </li>
  )
}

function SmsItem({ sms }: { sms: TStaffSms }) {
  return (
    <li className="mb-2">
      <span className="fw-semibold">SMS to the customer</span> {formatDateTime(sms.at)} ·{' '}
      {subjectForStaff(sms.subject)}
      <p className={`mb-0${sms.delivery === 'not_delivered' ? ' text-danger-emphasis' : ''}`}>
        {stateOf(sms)}
      </p>
    </li>
  )
}

function EmailItem({ email }: { email: TStaffEmail }) {
  return (
    <li className="mb-2">
      <span className="fw-semibold">Email to the customer</span> {formatDateTime(email.at)} ·{' '}
      {subjectForStaff(email.subject)}
      <p className="mb-0">{emailStateOf(email)}</p>
    </li>
  )
}
