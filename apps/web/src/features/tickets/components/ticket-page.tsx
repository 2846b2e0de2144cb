import { Alert, Container } from 'react-bootstrap'
import { Link, useParams } from 'react-router'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { usePageTitle } from '@/lib/use-page-title'

/** The ticket list and lookup. Applications cannot be filed yet, so there is nothing to list. */
export default function TicketPage() {
  const { ticketNo } = useParams()
  const single = ticketNo && ticketNo !== 'all' ? ticketNo : undefined
  usePageTitle(single ? `Application ${single}` : 'Your applications')
  return (
    <Container className="py-4 form-narrow">
      <h1 className="h2">{single ? `Application ID ${single}` : 'Your applications'}</h1>
      <Alert variant="info">
        Following applications online opens soon. For the status of an application, call {ENQUIRY_PHONE}{' '}
        toll-free.
      </Alert>
      <Link to="/">Back to all services</Link>
    </Container>
  )
}
