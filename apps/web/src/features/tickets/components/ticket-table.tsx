import { Table } from 'react-bootstrap'
import { NARROW_SCREEN_MAX_PX } from '@portal/domain/constants'
import { statusDisplay } from '@portal/domain/status'
import { formatDate } from '@/lib/format'
import type { Ticket } from '@/lib/tickets'
import { useMediaQuery } from '@/lib/use-media-query'
import { LetterDownloadButton } from '@/components/letter-download-button'
import { ViewApplicationLink } from './view-application-link'

/**
 * ID, Service, Created On, Status and a View link to the filed form (spec §2). A phone gets the
 * same as a card per application, whose actions stay on the screen; a table would scroll them off.
 */
export function TicketTable({ tickets }: { tickets: Ticket[] }) {
  const narrow = useMediaQuery(`(max-width: ${NARROW_SCREEN_MAX_PX}px)`)
  if (tickets.length === 0) return <p className="fs-5">No Ticket</p>
  if (narrow) return <TicketCards tickets={tickets} />
  return (
    <Table bordered className="align-middle">
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Service</th>
          <th scope="col">Created On</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.id}>
            <td>{ticket.id}</td>
            <td>{ticket.service}</td>
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
  return (
    <ul className="list-unstyled d-grid gap-3">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="card">
          <div className="card-body">
            <h2 className="h6 card-title fw-semibold">Application ID {ticket.id}</h2>
            <dl className="facts-grid">
              <dt>Service</dt>
              <dd>{ticket.service}</dd>
              <dt>Created On</dt>
              <dd>{formatDate(ticket.created)}</dd>
              <dt>Status</dt>
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
  return (
    <>
      {statusDisplay(ticket.status)}
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
