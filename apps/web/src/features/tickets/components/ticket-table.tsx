import { useTicketWords } from '@/lib/use-ticket-words'
import { Table } from 'react-bootstrap'
import { NARROW_SCREEN_MAX_PX } from '@portal/domain/constants'
import { formatDate } from '@/lib/format'
import type { Ticket } from '@/lib/tickets'
import { useMediaQuery } from '@/lib/use-media-query'
import { useT } from '@/lib/i18n'
import { LetterDownloadButton } from '@/components/letter-download-button'
import { ViewApplicationLink } from './view-application-link'

/**
 * ID, Service, Created On, Status and a View link to the filed form (spec §2). A phone gets the
 * same as a card per application, whose actions stay on the screen; a table would scroll them off.
 */
export function TicketTable({ tickets }: { tickets: Ticket[] }) {
  const narrow = useMediaQuery(`(max-width: ${NARROW_SCREEN_MAX_PX}px)`)
  const { t } = useT()
  const { serviceName } = useTicketWords()
  if (tickets.length === 0) return <p className="fs-5">{t('tickets.none')}</p>
  if (narrow) return <TicketCards tickets={tickets} />
  return (
    <Table bordered className="align-middle">
      <thead>
        <tr>
          <th scope="col">{t('tickets.id')}</th>
          <th scope="col">{t('tickets.service')}</th>
          <th scope="col">{t('tickets.createdOn')}</th>
          <th scope="col">{t('tickets.status')}</th>
          <th scope="col">{t('tickets.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.id}>
            <td>{ticket.id}</td>
            <td>{serviceName(ticket.service, ticket.request_type)}</td>
            <td>{formatDate(ticket.created)}</td>
            <td>
              <TicketStatus ticket={ticket} />
            </td>
            <td>
              <TicketActions ticket={ticket} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

function TicketCards({ tickets }: { tickets: Ticket[] }) {
  const { t } = useT()
  const { serviceName } = useTicketWords()
  return (
    <ul className="list-unstyled d-grid gap-3">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="card">
          <div className="card-body">
            <h2 className="h6 card-title fw-semibold">{t('tickets.applicationId', { id: ticket.id })}</h2>
            <dl className="facts-grid">
              <dt>{t('tickets.service')}</dt>
              <dd>{serviceName(ticket.service, ticket.request_type)}</dd>
              <dt>{t('tickets.createdOn')}</dt>
              <dd>{formatDate(ticket.created)}</dd>
              <dt>{t('tickets.status')}</dt>
              <dd>
                <TicketStatus ticket={ticket} />
              </dd>
            </dl>
            <TicketActions ticket={ticket} />
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The status in the specification's words; while Returned, what the utility asked. */
function TicketStatus({ ticket }: { ticket: Ticket }) {
  const { statusName } = useTicketWords()
  return (
    <>
      {statusName(ticket.status)}
      {ticket.action_needed && (
        <span className="d-block small text-body-secondary remarks">{ticket.action_needed.message}</span>
      )}
    </>
  )
}

/** What the customer can do with a ticket: read the filed form, and download its letter. */
function TicketActions({ ticket }: { ticket: Ticket }) {
  return (
    <div className="d-flex flex-wrap gap-3 align-items-center">
      <ViewApplicationLink ticket={ticket} />
      <LetterDownloadButton ticket={ticket} />
    </div>
  )
}
