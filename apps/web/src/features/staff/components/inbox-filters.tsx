import { Button, Col, Form, Row } from 'react-bootstrap'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { useDivisions } from '@/lib/lookups'

const SERVICES = Object.values(SERVICE_TYPES).map((t) => t.service)

interface InboxFiltersProps {
  values: Record<string, string>
  onApply(values: Record<string, string>): void
}

/** Status, service, division, date range and a search by Application ID, CID or name. */
export function InboxFilters({ values, onApply }: InboxFiltersProps) {
  const divisions = useDivisions()
  return (
    <Form
      role="search"
      aria-label="Filter applications"
      className="mb-3"
      onSubmit={(event) => {
        event.preventDefault()
        const entries = [...new FormData(event.currentTarget).entries()].map(([k, v]) => [k, String(v)])
        onApply(Object.fromEntries(entries.filter(([, v]) => v !== '')))
      }}
    >
      <Row className="g-2 align-items-end">
        <Col sm={6} lg={3}>
          <Form.Label htmlFor="inbox-q">Application ID, CID or name</Form.Label>
          <Form.Control id="inbox-q" name="q" type="search" defaultValue={values.q} />
        </Col>
        <Col sm={6} lg={2}>
          <Form.Label htmlFor="inbox-status">Status</Form.Label>
          <Form.Select id="inbox-status" name="status" defaultValue={values.status ?? 'Pending'}>
            <option value="">All</option>
            <option value="Pending">Pending</option>
            <option value="Approved">Approved</option>
            <option value="Rejected">Rejected</option>
          </Form.Select>
        </Col>
        <Col sm={6} lg={2}>
          <Form.Label htmlFor="inbox-service">Service</Form.Label>
          <Form.Select id="inbox-service" name="service" defaultValue={values.service ?? ''}>
            <option value="">All</option>
            {SERVICES.map((service) => (
              <option key={service}>{service}</option>
            ))}
          </Form.Select>
        </Col>
        <Col sm={6} lg={2}>
          <Form.Label htmlFor="inbox-division">Division</Form.Label>
          <Form.Select id="inbox-division" name="division" defaultValue={values.division ?? ''}>
            <option value="">All mine</option>
            {(divisions.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={6} lg={1}>
          <Form.Label htmlFor="inbox-from">From</Form.Label>
          <Form.Control id="inbox-from" name="from" type="date" defaultValue={values.from} />
        </Col>
        <Col xs={6} lg={1}>
          <Form.Label htmlFor="inbox-to">To</Form.Label>
          <Form.Control id="inbox-to" name="to" type="date" defaultValue={values.to} />
        </Col>
        <Col lg={1}>
          <Button type="submit" className="w-100">
            Apply
          </Button>
        </Col>
      </Row>
    </Form>
  )
}
