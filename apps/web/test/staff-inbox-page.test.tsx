import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TInboxRow } from '@portal/domain/staff/inbox'
import StaffInboxPage from '@/features/staff/components/staff-inbox-page'
import { network } from './network'
import { renderPage } from './render-page'
import { officerDorjiSignedIn } from './staff-applications'
import { screenWidth } from './screen-width'

/** Issue 33: the inbox on a phone, and filters that show what the address asks for. */

const ROW: TInboxRow = {
  id: 41,
  service: 'Energy Meter',
  service_id: 41,
  request_type: 'Relocation',
  service_name: 'Relocation/Shifting of energy meter',
  status: 'Pending',
  created: '2026-11-20T04:00:00Z',
  name: 'Pema Wangmo',
  cid: '11512345678',
  language: 'en',
  division: 'ESD Thimphu',
  division_id: 1,
  age_days: 5,
  assignee: 'Dorji Wangchuk',
  days_left: 3,
}

function inboxAnswers() {
  const asked: URLSearchParams[] = []
  network.use(
    http.get('/api/staff/applications/', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json({ count: 1, results: [ROW] })
    }),
    officerDorjiSignedIn(),
  )
  return asked
}

const shownStatus = () =>
  (screen.getByLabelText('Status') as HTMLSelectElement).selectedOptions[0]?.textContent

describe('the inbox', () => {
  // The file's first render loads the staff pages' modules: seconds on a busy machine.
  it('shows "All" statuses on a reload of /staff?status=all, as it lists', { timeout: 15_000 }, async () => {
    const asked = inboxAnswers()
    renderPage('/staff?status=all', <StaffInboxPage />, '/staff')
    await screen.findByText('1 application')
    expect(asked[0]?.has('status')).toBe(false)
    expect(shownStatus()).toBe('All')
  })

  it('reads an empty filter in a typed address as none: /staff?status=&q= lists the pending ones', async () => {
    const asked = inboxAnswers()
    renderPage('/staff?status=&q=', <StaffInboxPage />, '/staff')
    await screen.findByText('1 pending application')
    expect(asked[0]?.get('status')).toBe('Pending')
    expect(asked[0]?.has('q')).toBe(false)
    expect(shownStatus()).toBe('Pending')
  })

  it('shows "Pending" with no status in the address, and follows the address when it changes', async () => {
    inboxAnswers()
    const { router } = renderPage('/staff', <StaffInboxPage />, '/staff')
    await screen.findByText('1 pending application')
    expect(shownStatus()).toBe('Pending')
    await router.navigate('/staff?status=Approved&q=Pema')
    await expect.poll(shownStatus).toBe('Approved')
    expect((screen.getByLabelText('Application ID, CID or name') as HTMLInputElement).value).toBe('Pema')
    await router.navigate(-1)
    await expect.poll(shownStatus).toBe('Pending')
    expect((screen.getByLabelText('Application ID, CID or name') as HTMLInputElement).value).toBe('')
  })

  it('on a phone, gives a card per application with its status, assignee and deadline, linked by its service', async () => {
    screenWidth(390)
    inboxAnswers()
    renderPage('/staff', <StaffInboxPage />, '/staff')
    const card = await screen.findByRole('listitem')
    expect(screen.queryByRole('table')).toBeNull()
    const facts = within(card)
    expect(facts.getByText('Pending')).toBeTruthy()
    expect(facts.getByText('Dorji Wangchuk')).toBeTruthy()
    expect(facts.getByText('3 working days left')).toBeTruthy()
    expect(facts.getByText('Pema Wangmo', { exact: false })).toBeTruthy()
    const link = facts.getByRole('link', { name: 'Relocation/Shifting of energy meter, application 41' })
    expect(link.getAttribute('href')).toBe('/staff/applications/41')
  })

  it('at a desk, gives a table whose service links to the application', async () => {
    screenWidth(1280)
    inboxAnswers()
    renderPage('/staff', <StaffInboxPage />, '/staff')
    const row = await screen.findByRole('row', { name: /^41 / })
    expect(
      within(row)
        .getByRole('link', { name: 'Relocation/Shifting of energy meter, application 41' })
        .getAttribute('href'),
    ).toBe('/staff/applications/41')
    expect(screen.queryByRole('listitem')).toBeNull()
  })
})
