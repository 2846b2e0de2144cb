import { Button, Table } from 'react-bootstrap'
import { Link } from 'react-router'
import { formPathFor } from '@portal/domain/applications/form-catalogue'
import { hasLetter, statusDisplay } from '@portal/domain/status'
import { api, downloadFile } from '@/lib/api-client'
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
              <td className="d-flex flex-wrap gap-3 align-items-center">
                {page && (
                  <Link
                    to={`${page}?service_id=${ticket.service_id}&ticket=${ticket.id}`}
                    aria-label={`View application ${ticket.id}`}
                  >
                    View
                  </Link>
                )}
                {hasLetter(ticket.service, ticket.status) && (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    aria-label={`Download the letter of application ${ticket.id}`}
                    onClick={() =>
                      void downloadFile(
                        api,
                        `/tickets/${ticket.id}/download/`,
                        `${ticket.service}-${ticket.id}.pdf`,
                      )
                    }
                  >
                    Download
                  </Button>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}
