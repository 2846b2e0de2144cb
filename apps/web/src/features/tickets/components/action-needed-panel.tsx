import { Link } from 'react-router'
import { formPathFor } from '@portal/domain/applications/form-catalogue'
import { fieldLabelOf } from '@portal/domain/applications/field-labels'
import { useT } from '@/lib/i18n'
import type { Ticket } from '@/lib/tickets'

/** At the top of a returned ticket: what the utility asked to change, and the way to change it. */
export function ActionNeededPanel({ ticket }: { ticket: Ticket }) {
  const asked = ticket.action_needed
  const page = formPathFor(ticket.service, ticket.request_type)
  const { t, translate } = useT()
  if (ticket.status !== 'Returned' || !asked) return null
  return (
    <section aria-labelledby="action-needed-heading" className="alert alert-warning">
      <h2 id="action-needed-heading" className="h5">
        {t('action.title')}
      </h2>
      <p>{t('action.intro')}</p>
      <p className="remarks">{asked.message}</p>
      <h3 className="h6 mb-1">{t('action.toChange')}</h3>
      <ul>
        {asked.fields.map((field) => (
          <li key={field}>{translate(fieldLabelOf(ticket.service, ticket.request_type, field))}</li>
        ))}
      </ul>
      {page && (
        <Link className="btn btn-primary" to={`${page}?correct=${ticket.id}`}>
          {t('action.makeChanges')}
        </Link>
      )}
    </section>
  )
}
