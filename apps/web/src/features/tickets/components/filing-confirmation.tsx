import { Link } from 'react-router'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { useT } from '@/lib/i18n'
import type { Ticket } from '@/lib/tickets'
import { ExpectedDecision } from './expected-decision'

/**
 * Right after filing or sending changes (GOV.UK's confirmation page): the specification's green
 * notice with the Application ID large enough to copy down, then what happens next. Shown from
 * the address alone, before the ticket has loaded; the decision date follows with it.
 */
export function FilingConfirmation({
  id,
  resubmitted,
  ticket,
}: {
  id: string
  resubmitted: boolean
  ticket?: Ticket
}) {
  const { t } = useT()
  return (
    <>
      <section role="status" className="confirmation-panel mb-4">
        <p>
          {resubmitted
            ? t('tickets.resubmitted', { id })
            : t('tickets.submitted', { id, phone: ENQUIRY_PHONE })}
        </p>
        <p className="mb-0">
          {t('confirmation.yourId')}
          <strong className="confirmation-id">{id}</strong>
        </p>
      </section>
      <section aria-labelledby="what-happens-next" className="mb-4">
        <h2 id="what-happens-next" className="h5">
          {t('confirmation.next')}
        </h2>
        <ol>
          <li>
            {t('confirmation.checks')}
            {ticket && <ExpectedDecision ticket={ticket} />}
          </li>
          <li>{t('confirmation.sms')}</li>
          <li>
            {t('confirmation.follow')} <Link to={`/ticket/${id}`}>{t('confirmation.open', { id })}</Link>
          </li>
        </ol>
      </section>
    </>
  )
}
