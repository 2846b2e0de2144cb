import { isoToDayMonthYear } from '@portal/domain/dates'
import type { Ticket } from '@/lib/tickets'

/** When a decision is expected; paused while the utility waits on the customer's changes. */
export function ExpectedDecision({ ticket }: { ticket: Ticket }) {
  if (!ticket.expected_by) return null
  if (ticket.status === 'Returned')
    return (
      <p className="mb-3">
        The expected decision date is paused until you send your changes: the days you take do not count.
      </p>
    )
  return (
    <p className="mb-3">
      <span className="fw-semibold">Expected decision by:</span> {isoToDayMonthYear(ticket.expected_by)}{' '}
      <span className="text-body-secondary">(working days, weekends and public holidays excluded)</span>
    </p>
  )
}
