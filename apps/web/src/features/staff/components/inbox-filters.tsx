import { useState } from 'react'
import { Button, Col, Form, Row } from 'react-bootstrap'
import { SERVICE_CHOICES, requestTypesOf } from '@portal/domain/applications/service-names'
import { DATE_FORMAT_MESSAGE, isoToDayMonthYear, parseDayMonthYear } from '@portal/domain/dates'
import { useDivisions } from '@/lib/lookups'
import { useStaffMe } from '../api/staff-session'
import { useMediaQuery } from '@/lib/use-media-query'
import { APPLICATION_STATUSES } from '@portal/domain/status'
import { NARROW_INBOX_QUERY } from './inbox-results'

/**
 * The service select's values: one per service the customer chose among, which the address
 * keeps as the stored `service` and, for a page of a shared service, its `request_type`.
 */
const SEPARATOR = '|'
const choiceValue = (service?: string, requestType?: string) =>
  service ? [service, requestType].filter(Boolean).join(SEPARATOR) : ''
const choiceFilters = (value: string) => {
  const [service, requestType] = value.split(SEPARATOR)
  return requestType
    ? [
        ['service', service],
        ['request_type', requestType],
      ]
    : [['service', service]]
}
/** The address's service as the select shows it: a request type names its page even alone. */
const addressChoice = (values: Record<string, string>) => {
  const page = SERVICE_CHOICES.find(
    (choice) => choice.requestType && choice.requestType === values.request_type,
  )
  return page ? choiceValue(page.service, page.requestType) : choiceValue(values.service)
}

/** The filters that narrow the default list (every Pending one): the order is no filter. */
export function appliedFilterCount(values: Record<string, string>) {
  const narrowing = [
    values.q,
    values.status !== 'Pending',
    values.service || values.request_type,
    values.division,
    values.assigned,
    values.from,
    values.to,
  ]
  return narrowing.filter(Boolean).length
}

interface InboxFiltersProps {
  values: Record<string, string>
  onApply(values: Record<string, string>): void
}

/** Status, service, division, assignee, date range and a search by Application ID, CID or name. */
export function InboxFilters({ values, onApply }: InboxFiltersProps) {
  const divisions = useDivisions()
  // An officer filters among the divisions they work, an admin among all: no other would show any.
  const me = useStaffMe(true).data
  const offered = (divisions.data ?? []).filter((d) => me?.role === 'admin' || me?.divisions.includes(d.id))
  // Which of the dates could not be read as day/month/year.
  const [badDates, setBadDates] = useState<string[]>([])
  // On a phone, seven filters would fill the first screen: they fold behind one button.
  const narrow = useMediaQuery(NARROW_INBOX_QUERY)
  const [open, setOpen] = useState(false)
  const applied = appliedFilterCount(values)
  return (
    <>
      {narrow && (
        <Button
          variant="outline-primary"
          className="mb-3"
          aria-expanded={open}
          aria-controls="inbox-filters"
          onClick={() => setOpen((shown) => !shown)}
        >
          {applied > 0 ? `Filters (${applied} applied)` : 'Filters'}
        </Button>
      )}
      <Form
        id="inbox-filters"
        role="search"
        aria-label="Filter applications"
        hidden={narrow && !open}
        className="mb-3"
        onSubmit={(event) => {
          event.preventDefault()
          const entries = [...new FormData(event.currentTarget).entries()]
            .map(([k, v]) => [k, String(v).trim()])
            .filter(([, v]) => v !== '')
            .flatMap(([k, v]) => (k === 'service' ? choiceFilters(v!) : [[k, v]]))
          // The browser's own date input writes month first in an English browser: dates are typed.
          const bad: string[] = []
          const values = entries.map(([k, v]) => {
            if (k !== 'from' && k !== 'to') return [k, v]
            const iso = parseDayMonthYear(v!)
            if (!iso) bad.push(k!)
            return [k, iso]
          })
          setBadDates(bad)
          if (bad.length === 0) onApply(Object.fromEntries(values))
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
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </Form.Select>
          </Col>

          <Col sm={6} lg={3}>
            <Form.Label htmlFor="inbox-service">Service</Form.Label>
            <Form.Select id="inbox-service" name="service" defaultValue={addressChoice(values)}>
              <option value="">All</option>
              {SERVICE_CHOICES.map((choice) => (
                <option key={choice.name} value={choiceValue(choice.service, choice.requestType)}>
                  {choice.name}
                </option>
              ))}
              {/* An address from before the fifteen names, filtering by the stored service alone. */}
              {values.service && !values.request_type && requestTypesOf(values.service).length > 0 && (
                <option value={values.service}>Every {values.service} service</option>
              )}
            </Form.Select>
          </Col>
          <Col sm={6} lg={2}>
            <Form.Label htmlFor="inbox-division">Division</Form.Label>
            <Form.Select id="inbox-division" name="division" defaultValue={values.division ?? ''}>
              <option value="">All mine</option>
              {offered.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col sm={6} lg={2}>
            <Form.Label htmlFor="inbox-assigned">Assigned</Form.Label>
            <Form.Select id="inbox-assigned" name="assigned" defaultValue={values.assigned ?? ''}>
              <option value="">Anyone</option>
              <option value="me">To me</option>
              <option value="none">Nobody</option>
            </Form.Select>
          </Col>
          <Col sm={6} lg={3}>
            <Form.Label htmlFor="inbox-sort">Order</Form.Label>
            <Form.Select id="inbox-sort" name="sort" defaultValue={values.sort ?? ''}>
              <option value="">Oldest first</option>
              <option value="due">Nearest deadline first</option>
            </Form.Select>
          </Col>
          <Col xs={6} lg={2}>
            <DateFilter name="from" label="From" value={values.from} invalid={badDates.includes('from')} />
          </Col>
          <Col xs={6} lg={2}>
            <DateFilter name="to" label="To" value={values.to} invalid={badDates.includes('to')} />
          </Col>
          <Col lg={2}>
            <Button type="submit" className="w-100">
              Apply
            </Button>
          </Col>
        </Row>
      </Form>
    </>
  )
}

/** A date typed day/month/year; the page's address keeps it as yyyy-mm-dd. */
function DateFilter({
  name,
  label,
  value,
  invalid,
}: {
  name: string
  label: string
  value?: string
  invalid: boolean
}) {
  const id = `inbox-${name}`
  return (
    <>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        name={name}
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        autoComplete="off"
        defaultValue={value ? isoToDayMonthYear(value) : undefined}
        isInvalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {invalid && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {DATE_FORMAT_MESSAGE}
        </Form.Control.Feedback>
      )}
    </>
  )
}
