import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { TStaffApplication } from '@portal/domain/applications/responses'
import type { TInboxRow } from '@portal/domain/staff/inbox'
import StaffApplicationPage from '@/features/staff/components/staff-application-page'
import StaffInboxPage from '@/features/staff/components/staff-inbox-page'
import { TicketTable } from '@/features/tickets/components/ticket-table'
import { network } from './network'
import { renderPage } from './render-page'
import { officerDorjiSignedIn } from './staff-applications'

/** Issue 33: an officer sees which meter service was asked for, and each field by the customer's label. */

const RELOCATION = 'Relocation/Shifting of energy meter'

const ROW: TInboxRow = {
  id: 41,
  service: 'Energy Meter',
  service_id: 41,
  request_type: 'Relocation',
  service_name: RELOCATION,
  status: 'Pending',
  created: '2026-11-20T04:00:00Z',
  name: 'Pema Wangmo',
  cid: '11512345678',
  language: 'en',
  division: 'ESD Thimphu',
  division_id: 1,
  age_days: 5,
}

const RELOCATION_APPLICATION: TStaffApplication = {
  division: 1,
  category: 'Urban',
  contract_account: '12345678',
  location: 'Changzamtog',
  reason: 'The house is extended',
  site_ready_checbox: true,
  terms: true,
  id: 41,
  service: 'Energy Meter',
  request_type: 'Relocation',
  status: 'Pending',
  created: '2026-11-20T04:00:00Z',
  attachments: [],
  customer: { cid: '11512345678', name: 'Pema Wangmo', mobile: '17123456', email: '', language: 'en' },
  division_name: 'ESD Thimphu',
  remarks: '',
  history: [
    {
      kind: 'status',
      status: 'Pending',
      at: '2026-11-20T04:00:00Z',
      remarks: '',
      by: 'customer',
      actor: 'customer:11512345678',
      actor_name: 'Pema Wangmo',
      internal: false,
    },
  ],
  sms: [],
  emails: [],
}

describe('the inbox', () => {
  // The file's first render loads the staff pages' modules: seconds on a busy machine.
  it(
    'names each row’s service as the customer chose it, and filters by it',
    { timeout: 15_000 },
    async () => {
      const asked: URLSearchParams[] = []
      network.use(
        http.get('/api/staff/applications/', ({ request }) => {
          asked.push(new URL(request.url).searchParams)
          return HttpResponse.json({ count: 1, results: [ROW] })
        }),
        officerDorjiSignedIn(),
      )
      const { user } = renderPage('/staff', <StaffInboxPage />)
      const row = await screen.findByRole('row', { name: /^41 / })
      expect(within(row).getByText(RELOCATION)).toBeTruthy()
      expect(screen.queryByText('Energy Meter')).toBeNull()

      await user.selectOptions(screen.getByLabelText('Service'), RELOCATION)
      await user.click(screen.getByRole('button', { name: 'Apply' }))
      await expect
        .poll(() => asked.map((params) => [params.get('service'), params.get('request_type')]))
        .toContainEqual(['Energy Meter', 'Relocation'])
    },
  )
})

describe('an application', () => {
  it('is headed by the service the customer chose, and shows each field by the customer’s label', async () => {
    network.use(
      http.get('/api/staff/applications/41/', () => HttpResponse.json(RELOCATION_APPLICATION)),
      officerDorjiSignedIn(),
    )
    renderPage('/staff/applications/41', <StaffApplicationPage />, '/staff/applications/:id')
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(`^${RELOCATION}`) })).toBeTruthy()
    const application = screen.getByRole('heading', { name: 'The application' }).nextElementSibling!
    for (const label of [
      'Area/Category',
      'Contract account number',
      'Location of the meter',
      'The site is ready for the work.',
    ])
      expect(within(application as HTMLElement).getByText(label)).toBeTruthy()
    const text = document.body.textContent!
    expect(text).not.toMatch(/checbox/i)
    expect(text).not.toMatch(/[a-z]_[a-z]/)
  })
})

describe('the citizen’s list of applications, in English', () => {
  it('names each by the service they chose', async () => {
    // jsdom has no media queries: the page is a desk's, wide.
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }))
    onTestFinished(() => void vi.unstubAllGlobals())
    const { id, service, service_id, request_type, name, created, status } = ROW
    renderPage(
      '/tickets',
      <TicketTable tickets={[{ id, service, service_id, request_type, name, created, status }]} />,
    )
    expect(await screen.findByRole('cell', { name: RELOCATION })).toBeTruthy()
    expect(screen.queryByText('Energy Meter')).toBeNull()
  })
})
