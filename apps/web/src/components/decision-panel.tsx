import { Link } from 'react-router'
import { formPathFor } from '@portal/domain/applications/form-catalogue'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { formatDate } from '@/lib/format'
import { decisionOf, type Ticket } from '@/lib/tickets'
import { LetterDownloadButton } from './letter-download-button'
import { useT } from '@/lib/i18n'

/** At the top of a decided ticket: the decision in plain words, its date, the remarks and the letter. */
export function DecisionPanel({ ticket }: { ticket: Ticket }) {
  const decision = decisionOf(ticket)
  const { t } = useT()
  if (!decision) return null
  const approved = decision.status === 'Approved'
  return (
    <section
      aria-labelledby="decision-heading"
      className={`alert ${approved ? 'alert-success' : 'alert-danger'} decision-panel`}
    >
      <h2 id="decision-heading" className="h5">
        {approved ? t('decision.approved') : t('decision.rejected')}
      </h2>
      <p>{t('decision.on', { date: formatDate(decision.at) })}</p>
      {decision.remarks && (
        <>
          <h3 className="h6 mb-1">{t('decision.remarks')}</h3>
          <p className="remarks">{decision.remarks}</p>
        </>
      )}
      <LetterDownloadButton ticket={ticket} />
      {!approved && <AfterRejection ticket={ticket} />}
    </section>
  )
}

/** A refusal is not the end: the citizen may apply again, or call to ask why. */
function AfterRejection({ ticket }: { ticket: Ticket }) {
  const { t } = useT()
  const form = formPathFor(ticket.service, ticket.request_type)
  return (
    <>
      <h3 className="h6 mt-3 mb-1">{t('decision.nextSteps')}</h3>
      <p className="mb-2">{t('decision.applyAgainHow')}</p>
      {form && (
        <p className="mb-2">
          <Link to={form} className="alert-link">
            {t('decision.applyAgain')}
          </Link>
        </p>
      )}
      <p className="mb-0">{t('decision.callToAsk', { phone: ENQUIRY_PHONE })}</p>
    </>
  )
}
