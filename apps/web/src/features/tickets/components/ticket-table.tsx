import { Table } from 'react-bootstrap'
import { Link } from 'react-router'
import { formPathFor } from '@portal/domain/applications/form-catalogue'
import { statusDisplay } from '@portal/domain/status'
import { formatDate } from '@/lib/format'
import type { Ticket } from '@/lib/tickets'

/** ID, Service, Created On, Status and a View link to the filed form (spec §2). */
export function TicketTable({ tickets }: { tickets: Ticket[] }) {
  if (tickets.length === 0) return <p className="fs-5">No Ticket</p>
  return (
    <Table responsive bordered className="align-middle">
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Service</th>
          <th scope="col">Created On</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => {
          const page = formPathFor(ticket.service, ticket.request_type)
          return (
            <tr key={ticket.id}>
              <td>{ticket.id}</td>
              <td>{ticket.service}</td>
              <td>{formatDate(ticket.created)}</td>
              <td>{statusDisplay(ticket.status)}</td>
              <td>
                {page && (
                  <Link
                    to={`${page}?service_id=${ticket.service_id}&ticket=${ticket.id}`}
                    aria-label={`View application ${ticket.id}`}
                  >
                    View
                  </Link>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}
