import { Card, Col, Container, Row } from 'react-bootstrap'
import { Link } from 'react-router'
import { REQUEST_PAGES } from '@portal/domain/catalogue'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { usePageTitle } from '@/lib/use-page-title'

export default function LandingPage() {
  usePageTitle('Online services')
  return (
    <>
      <section className="banner" aria-labelledby="banner-title">
        <Container className="banner-text">
          <h1 id="banner-title" className="display-6 fw-bold">
            Electricity services, online
          </h1>
          <p className="lead mb-0">
            Apply for a service, follow your application, and download your approval — without a trip to the
            office.
          </p>
        </Container>
      </section>
      <Container className="py-4">
        <h2 className="h4 mb-3">Choose a service</h2>
        <Row as="ol" xs={1} sm={2} lg={3} className="g-3 list-unstyled">
          {REQUEST_PAGES.map((page, index) => (
            <Col as="li" key={page.path}>
              <Card className="service-card h-100">
                <Card.Body>
                  <span className="card-number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <Card.Title as="h3" className="h5 mt-1">
                    <Link to={page.path} className="stretched-link text-decoration-none">
                      {page.title}
                    </Link>
                  </Card.Title>
                  <Card.Text>{page.summary}</Card.Text>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
        <p className="mt-4 mb-0">Not sure which service you need? Call {ENQUIRY_PHONE} toll-free.</p>
      </Container>
    </>
  )
}
