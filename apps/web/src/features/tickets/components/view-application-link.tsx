import { Link } from 'react-router'
import { formPathFor } from '@portal/domain/applications/form-catalogue'
import { useT } from '@/lib/i18n'
import type { Ticket } from '@/lib/tickets'

/** The filed form, read-only (spec §2: ?service_id=..&ticket=..). */
export function ViewApplicationLink({ ticket }: { ticket: Ticket }) {
  const page = formPathFor(ticket.service, ticket.request_type)
  const { t } = useT()
  if (!page) return null
  return (
    <Link to={`${page}?service_id=${ticket.service_id}&ticket=${ticket.id}`}>
      {t('tickets.view')}
      <span className="visually-hidden"> {t('tickets.viewApplication', { id: ticket.id })}</span>
    </Link>
  )
}
