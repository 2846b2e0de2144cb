import { useState } from 'react'
import { Alert, Button, Col, Form, Row, Table } from 'react-bootstrap'
import { choiceNamesOf } from '@portal/domain/applications/service-names'
import { isoToDayMonthYear, parseDayMonthYear } from '@portal/domain/dates'
import { describeFailure } from '@/lib/api-client'
import { useAddHoliday, useHolidays, useRemoveHoliday, useServiceTargets, useSetTarget } from '../api/admin'

/** A stored service as everyone else names it: by the forms it files, or as stored if none does. */
const namesOf = (service: string) => {
  const names = choiceNamesOf(service)
  return names.length > 0 ? names : [service]
}

/** Each service's target in working days, and the year's public holidays (DESIGN.md §7). */
export function DeadlinesAdmin() {
  const targets = useServiceTargets()
  const setTarget = useSetTarget()
  const failure = setTarget.error
  return (
    <section aria-labelledby="deadlines-heading" className="mt-4">
      <h2 className="h4" id="deadlines-heading">
        Service deadlines
      </h2>
      <p>
        Targets count working days: weekends and the public holidays below are left out. A change applies to
        applications filed afterwards; those already filed keep the date they were given.
      </p>
      {failure && <Alert variant="warning">{describeFailure(failure).detail}</Alert>}
      <Table responsive className="align-middle">
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Target (working days)</th>
          </tr>
        </thead>
        <tbody>
          {(targets.data ?? [])
            .map((target) => ({ ...target, names: namesOf(target.service) }))
            .map((target) => (
              <tr key={target.key}>
                <td>
                  {target.names.join(', ')}
                  {target.names.length > 1 && (
                    <span className="d-block small">One target for these {target.names.length} services</span>
                  )}
                </td>
                <td>
                  <Form
                    className="d-flex gap-2"
                    onSubmit={(event) => {
                      event.preventDefault()
                      const days = Number(new FormData(event.currentTarget).get('working_days'))
                      setTarget.mutate({ key: target.key, working_days: days })
                    }}
                  >
                    <Form.Control
                      name="working_days"
                      type="number"
                      min={1}
                      max={365}
                      defaultValue={target.working_days}
                      aria-label={`Target for ${target.names.join(', ')}, in working days`}
                      style={{ maxWidth: '6rem' }}
                    />
                    <Button type="submit" size="sm" variant="outline-primary" disabled={setTarget.isPending}>
                      Save<span className="visually-hidden"> the target for {target.names.join(', ')}</span>
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
        </tbody>
      </Table>
      <Holidays />
    </section>
  )
}

function Holidays() {
  const [year, setYear] = useState(new Date().getFullYear())
  const holidays = useHolidays(year)
  const add = useAddHoliday()
  const remove = useRemoveHoliday()
  const [badDay, setBadDay] = useState(false)
  const failure = add.error ?? remove.error
  return (
    <>
      <h3 className="h5 mt-3">
        Public holidays of{' '}
        <Form.Select
          aria-label="Year"
          className="d-inline-block w-auto"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {[year - 1, year, year + 1].map((y) => (
            <option key={y}>{y}</option>
          ))}
        </Form.Select>
      </h3>
      {/* The portal ships only the fixed-date holidays: no published list of the lunar ones
          reaches it (decision 092). */}
      <p className="form-text">
        Only the fixed-date holidays come with the portal. Add Losar and the other holidays that move with the
        Bhutanese calendar from the Royal Civil Service Commission's list for the year.
      </p>
      {failure && <Alert variant="warning">{describeFailure(failure).detail}</Alert>}
      <ul className="list-unstyled">
        {(holidays.data ?? []).map((holiday) => (
          <li key={holiday.day} className="d-flex gap-2 align-items-center mb-1">
            <span>
              {isoToDayMonthYear(holiday.day)} — {holiday.name}
            </span>
            <Button size="sm" variant="link" onClick={() => remove.mutate(holiday.day)}>
              Remove<span className="visually-hidden"> {holiday.name}</span>
            </Button>
          </li>
        ))}
        {holidays.data?.length === 0 && <li>None recorded for {year}.</li>}
      </ul>
      <Form
        aria-label="Add a public holiday"
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          const day = parseDayMonthYear(String(data.get('day')))
          setBadDay(!day)
          if (day) add.mutate({ day, name: String(data.get('name')).trim() })
        }}
      >
        <Row className="g-2 align-items-end">
          <Col sm={4}>
            <Form.Label htmlFor="holiday-day">Day (dd/mm/yyyy)</Form.Label>
            <Form.Control id="holiday-day" name="day" isInvalid={badDay} />
            <Form.Control.Feedback type="invalid">
              Use the form dd/mm/yyyy, with a day that exists.
            </Form.Control.Feedback>
          </Col>
          <Col sm={6}>
            <Form.Label htmlFor="holiday-name">Name</Form.Label>
            <Form.Control id="holiday-name" name="name" maxLength={100} required />
          </Col>
          <Col sm={2}>
            <Button type="submit" disabled={add.isPending}>
              Add
            </Button>
          </Col>
        </Row>
      </Form>
    </>
  )
}
