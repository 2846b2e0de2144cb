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
  const weekly = data.weekly.map((w) => ({ ...w, week: isoToDayMonthYear(w.week) }))
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
          <BarFigure
            title="Received by status"
            data={data.by_status}
            category={{ key: 'status', name: 'Status' }}
            series={[{ key: 'count', name: 'Applications', fill: BLUE }]}
          />
        </Col>
        <Col lg={6}>
          <BarFigure
            title="Received and decided each week"
            data={weekly}
            category={{ key: 'week', name: 'Week of' }}
            series={[
              { key: 'received', name: 'Received', fill: BLUE },
              { key: 'decided', name: 'Decided', fill: GREEN },
            ]}
          />
        </Col>
        <Col lg={6}>
          <BarFigure
            title="Received by service"
            data={data.by_service}
            category={{ key: 'service_name', name: 'Service' }}
            series={[{ key: 'count', name: 'Applications', fill: BLUE }]}
            horizontal
          />
        </Col>
        <Col lg={6}>
          <BarFigure
            title="Open and overdue by division, now"
            data={data.by_division}
            category={{ key: 'division', name: 'Division' }}
            series={[
              { key: 'open', name: 'Open', fill: BLUE },
              { key: 'overdue', name: 'Overdue', fill: AMBER },
            ]}
            horizontal
          />
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

const BLUE = '#0b5394'
const GREEN = '#38761d'
const AMBER = '#b45f06'

interface Series {
  key: string
  name: string
  fill: string
}

/**
 * A bar chart for the eye, and its figures as a table for a screen reader (and, at a tap,
 * for anyone): one description of the data draws both.
 */
function BarFigure({
  title,
  data,
  category,
  series,
  horizontal = false,
}: {
  title: string
  data: Record<string, string | number>[]
  category: { key: string; name: string }
  series: Series[]
  horizontal?: boolean
}) {
  const [asTable, setAsTable] = useState(false)
  const height = horizontal ? Math.max(200, data.length * 36) : 240
  return (
    <section aria-label={title}>
      <div className="d-flex justify-content-between align-items-baseline">
        <h2 className="h5">{title}</h2>
        <Button variant="link" size="sm" onClick={() => setAsTable(!asTable)} aria-pressed={asTable}>
          {asTable ? 'Show chart' : 'Show table'}
        </Button>
      </div>
      {data.length === 0 ? (
        <p>None in this period.</p>
      ) : (
        <>
          <div aria-hidden="true" className={asTable ? 'd-none' : undefined} style={{ height }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                accessibilityLayer={false}
                data={data}
                layout={horizontal ? 'vertical' : 'horizontal'}
                margin={horizontal ? { left: 24 } : undefined}
              >
                <CartesianGrid strokeDasharray="3 3" />
                {horizontal ? (
                  <>
                    <XAxis type="number" allowDecimals={false} />
                    <YAxis type="category" dataKey={category.key} width={140} />
                  </>
                ) : (
                  <>
                    <XAxis dataKey={category.key} />
                    <YAxis allowDecimals={false} />
                  </>
                )}
                <Tooltip />
                {series.length > 1 && <Legend />}
                {/* Drawn at once: a growing bar costs a slow phone frames, and a screenshot caught it empty. */}
                {series.map((s) => (
                  <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.fill} isAnimationActive={false} />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
          {/* Hidden, the table is a screen reader's only: the class goes on a wrapper, as a table
              itself ignores the clip's width and widened a 360 px page by its longest service name. */}
          <div className={asTable ? undefined : 'visually-hidden'}>
            <Table size="sm" responsive>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {[category.name, ...series.map((s) => s.name)].map((name) => (
                    <th scope="col" key={name}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((row) => (
                  <tr key={String(row[category.key])}>
                    <th scope="row" className="text-break">
                      {row[category.key]}
                    </th>
                    {series.map((s) => (
                      <td key={s.key}>{row[s.key]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </>
      )}
    </section>
  )
}
