import { Alert, Container } from 'react-bootstrap'
import { Link, useLocation } from 'react-router'
import { REQUEST_PAGES } from '@portal/domain/catalogue'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { usePageTitle } from '@/lib/use-page-title'

/** A service request page. Its form is not built yet, so it says so rather than show a fake one. */
export default function RequestPage() {
  const { pathname } = useLocation()
  const page = REQUEST_PAGES.find((p) => p.path === pathname)
  const title = page?.title ?? 'Service request'
  usePageTitle(title)
  return (
    <Container className="py-4 form-narrow">
      <h1 className="h2">{title}</h1>
      <p className="lead">{page?.summary}</p>
      <Alert variant="info">
        This request type opens soon on the portal. Until then, please apply at your electricity services
        division office or call {ENQUIRY_PHONE} toll-free.
      </Alert>
      <Link to="/">Back to all services</Link>
    </Container>
  )
}
