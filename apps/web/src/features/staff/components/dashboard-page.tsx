import { useState } from 'react'
import { Alert, Button, Card, Col, Container, Form, Row, Table } from 'react-bootstrap'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { TDashboard } from '@portal/domain/dashboard'
import { isoToDayMonthYear, parseDayMonthYear } from '@portal/domain/dates'
import { LoadingSpinner } from '@/components/page-loading'
import { describeFailure } from '@/lib/api-client'
import { usePageTitle } from '@/lib/use-page-title'
import { useDashboard } from '../api/dashboard'

/** /staff/dashboard: the figures of the member's divisions, as charts and as tables. */
export default function DashboardPage() {
  usePageTitle('Dashboard')
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({})
  const dashboard = useDashboard(period)
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="h2">Dashboard</h1>
      <PeriodForm period={dashboard.data} onApply={setPeriod} />
      {dashboard.isPending && <LoadingSpinner />}
      {dashboard.isError && <Alert variant="danger">{describeFailure(dashboard.error).detail}</Alert>}
      {dashboard.data && <Figures data={dashboard.data} />}
    </Container>
  )
}

function PeriodForm({
  period,
  onApply,
}: {
  period?: { from: string; to: string }
  onApply(period: { from?: string; to?: string }): void
}) {
  const [bad, setBad] = useState(false)
  return (
    <Form
      className="mb-4"
      aria-label="Period"
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        const from = parseDayMonthYear(String(data.get('from')))
        const to = parseDayMonthYear(String(data.get('to')))
        setBad(!from || !to)
        if (from && to) onApply({ from, to })
      }}
    >
      <Row className="g-2 align-items-end">
        <Col xs={6} md={3}>
          <Form.Label htmlFor="dashboard-from">Received from</Form.Label>
          <Form.Control
            id="dashboard-from"
            name="from"
            key={period?.from}
            defaultValue={period ? isoToDayMonthYear(period.from) : ''}
            isInvalid={bad}
          />
        </Col>
        <Col xs={6} md={3}>
          <Form.Label htmlFor="dashboard-to">to</Form.Label>
          <Form.Control
            id="dashboard-to"
            name="to"
            key={period?.to}
            defaultValue={period ? isoToDayMonthYear(period.to) : ''}
            isInvalid={bad}
          />
        </Col>
        <Col xs={12} md={2}>
          <Button type="submit" className="w-100">
            Show
          </Button>
        </Col>
      </Row>
      {bad && <div className="field-error mt-1">Use the form dd/mm/yyyy, with a day that exists.</div>}
    </Form>
  )
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`
const days = (value: number | null) => (value === null ? '—' : `${value} days`)

function Figures({ data }: { data: TDashboard }) {
  const received = data.by_status.reduce((total, row) => total + row.count, 0)
  const weekly = data.weekly.map((w) => ({ ...w, label: isoToDayMonthYear(w.week).slice(0, 5) }))
  return (
    <>
      <Row xs={2} md={5} className="g-3 mb-4">
        <Stat label="Received" value={String(received)} />
        <Stat label="Decided" value={String(data.time_to_decision.decided)} />
        <Stat label="Median time to decision" value={days(data.time_to_decision.median_days)} />
        <Stat label="90th percentile" value={days(data.time_to_decision.p90_days)} />
        <Stat label="Overdue now" value={String(data.overdue)} />
      </Row>
      <Row className="g-4">
        <Col lg={6}>
          <Chart
            title="Received by status"
            rows={data.by_status.map((r) => [r.status, r.count])}
            columns={['Status', 'Applications']}
          >
            <BarChart accessibilityLayer={false} data={data.by_status}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="status" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Bar dataKey="count" name="Applications" fill="#0b5394" />
            </BarChart>
          </Chart>
        </Col>
        <Col lg={6}>
          <Chart
            title="Received and decided each week"
            rows={data.weekly.map((w) => [isoToDayMonthYear(w.week), w.received, w.decided])}
            columns={['Week of', 'Received', 'Decided']}
          >
            <BarChart accessibilityLayer={false} data={weekly}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="received" name="Received" fill="#0b5394" />
              <Bar dataKey="decided" name="Decided" fill="#38761d" />
            </BarChart>
          </Chart>
        </Col>
        <Col lg={6}>
          <Chart
            title="Received by service"
            rows={data.by_service.map((r) => [r.service, r.count])}
            columns={['Service', 'Applications']}
            height={Math.max(200, data.by_service.length * 36)}
          >
            <BarChart
              accessibilityLayer={false}
              data={data.by_service}
              layout="vertical"
              margin={{ left: 24 }}
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="service" width={140} />
              <Tooltip />
              <Bar dataKey="count" name="Applications" fill="#0b5394" />
            </BarChart>
          </Chart>
        </Col>
        <Col lg={6}>
          <Chart
            title="Open and overdue by division, now"
            rows={data.by_division.map((r) => [r.division, r.open, r.overdue])}
            columns={['Division', 'Open', 'Overdue']}
            height={Math.max(200, data.by_division.length * 36)}
          >
            <BarChart
              accessibilityLayer={false}
              data={data.by_division}
              layout="vertical"
              margin={{ left: 24 }}
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="division" width={140} />
              <Tooltip />
              <Legend />
              <Bar dataKey="open" name="Open" fill="#0b5394" />
              <Bar dataKey="overdue" name="Overdue" fill="#b45f06" />
            </BarChart>
          </Chart>
        </Col>
      </Row>
      <p className="text-body-secondary mt-3">
        {plural(received, 'application')} received from {isoToDayMonthYear(data.from)} to{' '}
        {isoToDayMonthYear(data.to)}. Time to decision counts calendar days from filing.
      </p>
    </>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Col>
      <Card className="h-100">
        <Card.Body>
          <div className="text-body-secondary small">{label}</div>
          <div className="fs-4 fw-semibold">{value}</div>
        </Card.Body>
      </Card>
    </Col>
  )
}

/** A chart for the eye, and its figures as a table for a screen reader (and on a narrow screen, for all). */
function Chart({
  title,
  rows,
  columns,
  height = 240,
  children,
}: {
  title: string
  rows: (string | number)[][]
  columns: string[]
  height?: number
  children: React.ReactElement
}) {
  const [asTable, setAsTable] = useState(false)
  return (
    <section aria-label={title}>
      <div className="d-flex justify-content-between align-items-baseline">
        <h2 className="h5">{title}</h2>
        <Button variant="link" size="sm" onClick={() => setAsTable(!asTable)} aria-pressed={asTable}>
          {asTable ? 'Show chart' : 'Show table'}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p>None in this period.</p>
      ) : (
        <>
          <div aria-hidden="true" className={asTable ? 'd-none' : undefined} style={{ height }}>
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </div>
          <Table size="sm" className={asTable ? undefined : 'visually-hidden'}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((value, i) =>
                    i === 0 ? (
                      <th scope="row" key={i}>
                        {value}
                      </th>
                    ) : (
                      <td key={i}>{value}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </section>
  )
}
