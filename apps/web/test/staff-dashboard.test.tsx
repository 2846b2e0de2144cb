import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type * as Recharts from 'recharts'
import { describe, expect, it, vi } from 'vitest'
import type { TDashboard } from '@portal/domain/dashboard'
import DashboardPage from '@/features/staff/components/dashboard-page'
import { network } from './network'
import { renderPage } from './render-page'

const FIGURES: TDashboard = {
  from: '2026-09-01',
  to: '2026-11-23',
  by_status: [
    { status: 'Pending', count: 3 },
    { status: 'Approved', count: 5 },
    { status: 'Rejected', count: 1 },
  ],
  by_service: [
    { service: 'Power Clearance', service_name: 'Power clearance', count: 6 },
    {
      service: 'Energy Meter',
      request_type: 'Upgradation',
      service_name: 'Upgradation of energy meter',
      count: 3,
    },
  ],
  weekly: [
    { week: '2026-11-09', received: 4, decided: 2 },
    { week: '2026-11-16', received: 5, decided: 4 },
  ],
  by_division: [
    { division: 'ESD Thimphu', open: 3, overdue: 1 },
    { division: 'ESD Punakha', open: 0, overdue: 0 },
  ],
  time_to_decision: { decided: 6, median_days: 4.5, p90_days: null },
  overdue: 1,
}

// The charts are for the eye (hidden from a screen reader) and jsdom lays nothing out, so
// none is drawn here: what an officer reads are the tables drawn from the same figures.
vi.mock('recharts', async (original) => ({
  ...(await original<typeof Recharts>()),
  ResponsiveContainer: () => null,
}))

/** The dashboard as an officer opens it, the server answering `figures`; the periods asked for. */
const dashboard = (figures: TDashboard = FIGURES) => {
  const asked: Record<string, string>[] = []
  network.use(
    http.get('/api/staff/dashboard/', ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams))
      return HttpResponse.json(figures)
    }),
  )
  return { asked, ...renderPage('/staff/dashboard', <DashboardPage />) }
}

/**
 * A table's rows, its header row first, as the cells' text. Found by its caption, which names
 * it to a screen reader: a query by role reads the whole page's accessibility tree, slowly.
 */
const rowsOf = async (title: string) => {
  const table = (await screen.findByText(title, { selector: 'caption' })).closest('table')!
  return Array.from(table.querySelectorAll('tr'), (row) =>
    Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent),
  )
}
const shown = () => screen.findByText('Received by status', { selector: 'caption' })

/** The figure under a headline figure's label. */
const headline = (label: string) =>
  screen.getAllByText(label).find((element) => element.tagName === 'DIV')?.nextElementSibling?.textContent

describe('the staff dashboard', () => {
  it("shows each chart's figures as a table: statuses, weeks day first, services and divisions", async () => {
    dashboard()
    expect(await rowsOf('Received by status')).toEqual([
      ['Status', 'Applications'],
      ['Pending', '3'],
      ['Approved', '5'],
      ['Rejected', '1'],
    ])
    expect(await rowsOf('Received and decided each week')).toEqual([
      ['Week of', 'Received', 'Decided'],
      ['09/11/2026', '4', '2'],
      ['16/11/2026', '5', '4'],
    ])
    expect(await rowsOf('Received by service')).toEqual([
      ['Service', 'Applications'],
      ['Power clearance', '6'],
      ['Upgradation of energy meter', '3'],
    ])
    expect(await rowsOf('Open and overdue by division, now')).toEqual([
      ['Division', 'Open', 'Overdue'],
      ['ESD Thimphu', '3', '1'],
      ['ESD Punakha', '0', '0'],
    ])
  })

  it('sums what was received, and shows a time not yet known as a dash', async () => {
    dashboard()
    await shown()
    expect(headline('Received')).toBe('9')
    expect(headline('Decided')).toBe('6')
    expect(headline('Median time to decision')).toBe('4.5 days')
    expect(headline('90th percentile')).toBe('—')
    expect(headline('Overdue now')).toBe('1')
    expect(screen.getByText(/applications received from/).textContent).toBe(
      '9 applications received from 01/09/2026 to 23/11/2026. Time to decision counts calendar days from filing.',
    )
  })

  it('says a figure had none in the period, rather than showing an empty table', async () => {
    dashboard({ ...FIGURES, by_service: [] })
    await shown()
    expect(screen.queryByText('Received by service', { selector: 'caption' })).toBeNull()
    expect(
      within(screen.getByText('Received by service', { selector: 'h2' }).closest('section')!).getByText(
        'None in this period.',
      ),
    ).toBeTruthy()
  })

  it('asks for the period typed day first, and fills the fields with the one shown', async () => {
    const { asked, user } = dashboard()
    await shown()
    const from = screen.getByLabelText('Received from')
    expect(from).toHaveProperty('value', '01/09/2026')
    await user.clear(from)
    // Pasted, not typed key by key: typing is slow in jsdom, and what is read is the field's value.
    await user.paste('01/10/2026')
    await user.click(screen.getByText('Show', { selector: 'button' }))
    await expect.poll(() => asked).toEqual([{}, { from: '2026-10-01', to: '2026-11-23' }])
  })
})
