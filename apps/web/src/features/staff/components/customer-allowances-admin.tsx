import { useState } from 'react'
import { Alert, Button, Col, Form, Row, Table } from 'react-bootstrap'
import { CID_LENGTH } from '@portal/domain/constants'
import { describeFailure } from '@/lib/api-client'
import { useChangeCustomerAllowances, useCustomerAllowances } from '../api/admin'

const numberOrNull = (value: FormDataEntryValue | null) => (value ? Number(value) : null)

/**
 * One customer's allowances (issue 31): a contractor or a developer of flats files more than
 * a household. Each change is kept with who made it and why.
 */
export function CustomerAllowancesAdmin() {
  const [cid, setCid] = useState<string>()
  const allowances = useCustomerAllowances(cid)
  const change = useChangeCustomerAllowances()
  const customer = allowances.data
  return (
    <section aria-labelledby="allowances-heading" className="mt-4">
      <h2 className="h4" id="allowances-heading">
        A customer&apos;s allowances
      </h2>
      <p>
        Raise how many applications one customer may file in an hour, and how many MB of documents they may
        keep, for a contractor or a developer who files for many buildings. Leave a box empty for the
        portal&apos;s default.
      </p>
      <Form
        className="d-flex gap-2 align-items-end mb-3"
        onSubmit={(event) => {
          event.preventDefault()
          setCid(String(new FormData(event.currentTarget).get('cid') ?? '').trim())
        }}
      >
        <Form.Group controlId="allowances-cid">
          <Form.Label>CID number</Form.Label>
          <Form.Control name="cid" inputMode="numeric" maxLength={CID_LENGTH} required />
        </Form.Group>
        <Button type="submit" variant="outline-primary">
          Look up
        </Button>
      </Form>
      {allowances.isError && <Alert variant="warning">{describeFailure(allowances.error).detail}</Alert>}
      {customer && (
        <>
          <p>
            <strong>{customer.name}</strong> may file {customer.filings_per_hour} applications an hour
            {customer.own.filings_per_hour ? ' (raised)' : ' (the default)'} and keep{' '}
            {customer.storage_quota_mb} MB of documents
            {customer.own.storage_quota_mb ? ' (raised)' : ' (the default)'}.
          </p>
          {change.isError && <Alert variant="warning">{describeFailure(change.error).detail}</Alert>}
          <Form
            key={customer.history.length}
            onSubmit={(event) => {
              event.preventDefault()
              const form = new FormData(event.currentTarget)
              change.mutate({
                cid: customer.cid,
                filings_per_hour: numberOrNull(form.get('filings_per_hour')),
                storage_quota_mb: numberOrNull(form.get('storage_quota_mb')),
                reason: String(form.get('reason') ?? ''),
              })
            }}
          >
            <Row className="g-2">
              <AllowanceField
                name="filings_per_hour"
                label="Applications an hour"
                max={1000}
                own={customer.own.filings_per_hour ? customer.filings_per_hour : undefined}
              />
              <AllowanceField
                name="storage_quota_mb"
                label="Documents kept, in MB"
                max={10000}
                own={customer.own.storage_quota_mb ? customer.storage_quota_mb : undefined}
              />
              <Col sm={12}>
                <Form.Group controlId="allowances-reason">
                  <Form.Label>Why (kept in the history)</Form.Label>
                  <Form.Control name="reason" maxLength={300} required />
                </Form.Group>
              </Col>
            </Row>
            <Button type="submit" className="mt-2" disabled={change.isPending}>
              Save the allowances
            </Button>
          </Form>
          {customer.history.length > 0 && (
            <Table responsive size="sm" className="mt-3">
              <caption>Changes, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">By</th>
                  <th scope="col">Applications an hour</th>
                  <th scope="col">MB</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {customer.history.map((row) => (
                  <tr key={row.at + row.reason}>
                    <td>{new Date(row.at).toLocaleString('en-GB')}</td>
                    <td>{row.by}</td>
                    <td>{row.filings_per_hour ?? 'default'}</td>
                    <td>{row.storage_quota_mb ?? 'default'}</td>
                    <td>{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </section>
  )
}

/** One allowance's box: the customer's own value, or empty for the default. */
function AllowanceField({
  name,
  label,
  max,
  own,
}: {
  name: string
  label: string
  max: number
  own?: number
}) {
  return (
    <Col sm={4}>
      <Form.Group controlId={`allowances-${name}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control name={name} type="number" min={1} max={max} defaultValue={own ?? ''} />
      </Form.Group>
    </Col>
  )
}
