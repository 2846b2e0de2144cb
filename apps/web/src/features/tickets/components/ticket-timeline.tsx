import { useTicketWords } from '@/lib/use-ticket-words'
import { useT } from '@/lib/i18n'
import { fieldLabelOf } from '@portal/domain/applications/field-labels'
import { withinSentence } from '@portal/domain/i18n/dzongkha-grammar'
import { formatDateTime } from '@/lib/format'
import type { Ticket } from '@/lib/tickets'
import { FieldChanges } from '@/components/field-changes'
import { CUSTOMER_STEP_REMARKS } from '@portal/domain/lifecycle'
import type { TMessageKey } from '@portal/domain/i18n/en'

/** The history's words for a customer's own steps, by what the server stores. */
const STEP_WORDS: Record<string, TMessageKey> = {
  [CUSTOMER_STEP_REMARKS.filed]: 'history.submitted',
  [CUSTOMER_STEP_REMARKS.resubmitted]: 'history.changesSubmitted',
}

/** What happened to the application, and when: the customer's timeline. */
export function TicketTimeline({ ticket }: { ticket: Ticket }) {
  const history = ticket.history ?? []
  const { t, translate } = useT()
  const { statusName } = useTicketWords()
  // The portal's own words on the customer's entries; an officer's remarks stay as written.
  const ownWords = (entry: (typeof history)[number]) => {
    const key = entry.by === 'staff' ? undefined : STEP_WORDS[entry.remarks ?? '']
    return key && <p className="mb-0">{t(key)}</p>
  }
  // Inside a sentence: a Dzongkha label's own shad would double the list's punctuation.
  const label = (field: string) =>
    withinSentence(translate(fieldLabelOf(ticket.service, ticket.request_type, field)))
  return (
    <section aria-labelledby="timeline-heading" className="mt-4">
      <h2 id="timeline-heading" className="h5">
        {t('history.title')}
      </h2>
      <ol className="list-unstyled border-start ps-3">
        {history.map((entry) => (
          <li key={`${entry.at}-${entry.status}`} className="mb-3">
            <span className="fw-semibold">
              {entry.kind === 'note' ? t('history.note') : statusName(entry.status)}
            </span>{' '}
            <span className="text-body-secondary">{formatDateTime(entry.at)}</span>
            <span className="text-body-secondary">
              {' '}
              · {entry.by === 'staff' ? t('history.byUtility') : t('history.byYou')}
            </span>
            {entry.remarks &&
              // People's words are `.remarks` (kept as written, in the complete font: decision 083).
              (ownWords(entry) ?? <p className="mb-0 remarks">{entry.remarks}</p>)}
            {entry.fields && (
              <p className="mb-0">{t('history.toChange', { fields: entry.fields.map(label).join(', ') })}</p>
            )}
            {entry.changes && <FieldChanges changes={entry.changes} label={label} />}
          </li>
        ))}
      </ol>
    </section>
  )
}
