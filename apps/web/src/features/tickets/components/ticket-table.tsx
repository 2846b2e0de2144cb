import { useTicketWords } from '@/lib/use-ticket-words'
import { Table } from 'react-bootstrap'
import { Link } from 'react-router'
import { formPathFor } from '@portal/domain/applications/form-catalogue'
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
 * Listed (not on the application's own page), each leads by its ID to its page, and one sent
 * back for changes to where they are made (issue 49).
 */
export function TicketTable({ tickets, listed = false }: { tickets: Ticket[]; listed?: boolean }) {
  const narrow = useMediaQuery(`(max-width: ${NARROW_SCREEN_MAX_PX}px)`)
  const { t } = useT()
  const { serviceName } = useTicketWords()
  if (tickets.length === 0) return <p className="fs-5">{t('tickets.none')}</p>
  if (narrow) return <TicketCards tickets={tickets} listed={listed} />
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
            <td>{listed ? <Link to={`/ticket/${ticket.id}`}>{ticket.id}</Link> : ticket.id}</td>
            <td>{serviceName(ticket.service, ticket.request_type)}</td>
            <td>{formatDate(ticket.created)}</td>
            <td>
              <TicketStatus ticket={ticket} />
            </td>
            <td>
              <TicketActions ticket={ticket} listed={listed} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

function TicketCards({ tickets, listed }: { tickets: Ticket[]; listed: boolean }) {
  const { t } = useT()
  const { serviceName } = useTicketWords()
  return (
    <ul className="list-unstyled d-grid gap-3">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="card ticket-card">
          <div className="card-body">
            <h2 className="h6 card-title fw-semibold">
              {listed ? (
                <Link to={`/ticket/${ticket.id}`}>{t('tickets.applicationId', { id: ticket.id })}</Link>
              ) : (
                t('tickets.applicationId', { id: ticket.id })
              )}
            </h2>
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
            <TicketActions ticket={ticket} listed={listed} />
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

/**
 * What the customer can do with a ticket: make the changes asked for (listed; its own page has
 * them in its panel), read the filed form, and download its letter.
 */
function TicketActions({ ticket, listed }: { ticket: Ticket; listed: boolean }) {
  const { t } = useT()
  const page = formPathFor(ticket.service, ticket.request_type)
  return (
    <div className="d-flex flex-wrap gap-3 align-items-center">
      {listed && ticket.status === 'Returned' && ticket.action_needed && page && (
        <Link
          className="btn btn-primary"
          to={`${page}?correct=${ticket.id}`}
          aria-label={t('tickets.makeChangesTo', { id: ticket.id })}
        >
          {t('action.makeChanges')}
        </Link>
      )}
      <ViewApplicationLink ticket={ticket} />
      <LetterDownloadButton ticket={ticket} />
    </div>
  )
}
