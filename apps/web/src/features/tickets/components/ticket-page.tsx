import { AxiosError } from 'axios'
import { Alert, Container, Spinner, Table } from 'react-bootstrap'
import { Link, useParams, useSearchParams } from 'react-router'
import { formPathFor } from '@portal/domain/applications/form-catalogue'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { statusDisplay } from '@portal/domain/status'
import { formatDate } from '@/lib/format'
import { useTicket, type Ticket } from '@/lib/tickets'
import { usePageTitle } from '@/lib/use-page-title'

/** /ticket/{n}: one application's ticket, with the green notice right after filing. */
export default function TicketPage() {
  const { ticketNo } = useParams()
  const [search] = useSearchParams()
  const single = ticketNo && ticketNo !== 'all' ? ticketNo : undefined
  usePageTitle(single ? `Application ${single}` : 'Your applications')
  const ticket = useTicket(single)

  return (
    <Container className="py-4">
      <h1 className="h2">{single ? `Application ID ${single}` : 'Your applications'}</h1>
      {single && search.has('success') && (
        <Alert variant="success" role="status">
          Your application has been submitted. Your Application ID is <strong>{single}</strong>. You can check
          its status here anytime. For help, contact {ENQUIRY_PHONE}.
        </Alert>
      )}
      {!single && (
        <Alert variant="info">
          The list of all your applications opens soon. Open one by its number: /ticket/&lt;Application
          ID&gt;, or call {ENQUIRY_PHONE} toll-free.
        </Alert>
      )}
      {single && ticket.isPending && (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      )}
      {single && ticket.isError && (
        <Alert variant="danger">
          {ticket.error instanceof AxiosError && ticket.error.response?.status === 404
            ? M.applicationNotFound(single)
            : 'The application could not be loaded. Please try again later.'}
        </Alert>
      )}
      {ticket.data && <TicketTable tickets={[ticket.data]} />}
    </Container>
  )
}

function TicketTable({ tickets }: { tickets: Ticket[] }) {
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
