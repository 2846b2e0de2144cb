import { fieldLabelOf } from '@portal/domain/service-guides'
import { statusDisplay } from '@portal/domain/status'
import { formatDateTime } from '@/lib/format'
import type { Ticket } from '@/lib/tickets'
import { FieldChanges } from '@/components/field-changes'

/** What happened to the application, and when: the customer's timeline. */
export function TicketTimeline({ ticket }: { ticket: Ticket }) {
  const history = ticket.history ?? []
  const label = (field: string) => fieldLabelOf(ticket.service, ticket.request_type, field)
  return (
    <section aria-labelledby="timeline-heading" className="mt-4">
      <h2 id="timeline-heading" className="h5">
        History
      </h2>
      <ol className="list-unstyled border-start ps-3">
        {history.map((entry) => (
          <li key={`${entry.at}-${entry.status}`} className="mb-3">
            <span className="fw-semibold">
              {entry.kind === 'note' ? 'Note from the utility' : statusDisplay(entry.status)}
            </span>{' '}
            <span className="text-body-secondary">{formatDateTime(entry.at)}</span>
            <span className="text-body-secondary"> · {entry.by === 'staff' ? 'the utility' : 'you'}</span>
            {entry.remarks && <p className="mb-0 remarks">{entry.remarks}</p>}
            {entry.fields && <p className="mb-0">To change: {entry.fields.map(label).join(', ')}</p>}
            {entry.changes && <FieldChanges changes={entry.changes} label={label} />}
          </li>
        ))}
      </ol>
    </section>
  )
}
