import { Container } from 'react-bootstrap'
import { Link } from 'react-router'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { usePageTitle } from '@/lib/use-page-title'

export default function NotFoundPage() {
  usePageTitle('Page not found')
  return (
    <Container className="py-5 form-narrow">
      <h1>Page not found</h1>
      <p className="lead">The page you asked for does not exist or has moved.</p>
      <p>
        Check the address, or go to the <Link to="/">home page</Link> to choose a service. For help, call{' '}
        {ENQUIRY_PHONE} toll-free.
      </p>
    </Container>
  )
}
