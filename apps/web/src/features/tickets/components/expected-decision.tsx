import { useT } from '@/lib/i18n'
import { isoToDayMonthYear } from '@portal/domain/dates'
import type { Ticket } from '@/lib/tickets'

/** When a decision is expected; paused while the utility waits on the customer's changes. */
export function ExpectedDecision({ ticket }: { ticket: Ticket }) {
  const { t } = useT()
  if (!ticket.expected_by) return null
  if (ticket.status === 'Returned') return <p className="mb-3">{t('expected.paused')}</p>
  return (
    <p className="mb-3">
      <span className="fw-semibold">{t('expected.by')}</span> {isoToDayMonthYear(ticket.expected_by)}{' '}
      <span className="text-body-secondary">{t('expected.workingDays')}</span>
    </p>
  )
}
