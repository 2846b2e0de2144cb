import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TStaffApplication } from '@portal/domain/applications/responses'
import { AssignmentPanel } from '@/features/staff/components/assignment-panel'
import { network } from './network'
import { renderPage } from './render-page'

const APPLICATION: TStaffApplication = {
  id: 5,
  service: 'Power Clearance',
  status: 'Pending',
  created: '2026-11-20T04:00:00Z',
  attachments: [],
  customer: { cid: '11512345678', name: 'Pema Wangmo', mobile: '17123456', email: '', language: 'en' },
  division: 1,
  division_name: 'ESD Thimphu',
  remarks: '',
  history: [],
  sms: [],
  emails: [],
}

/** The panels of these applications, on one page, once the officer is known. */
const panelsOf = (...applications: TStaffApplication[]) => {
  network.use(
    http.get('/api/staff/me/', () =>
      HttpResponse.json({ id: 3, username: 'dorji', name: 'Dorji', role: 'officer', divisions: [1] }),
    ),
  )
  renderPage(
    '/staff/applications/5',
    <>
      {applications.map((application) => (
        <AssignmentPanel key={application.id} application={application} />
      ))}
    </>,
  )
}

/** A walk of the back office: a decided application said "Nobody has taken it yet", as if work waited. */
describe('the assignment panel', () => {
  it('says nobody has taken a pending application yet, and offers to take it', async () => {
    panelsOf(APPLICATION)
    expect(await screen.findByText('Nobody has taken it yet.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Take it' })).toBeTruthy()
  })

  it('is not there for a decided application nobody took', async () => {
    // Beside a pending one's, which shows once the officer is known.
    panelsOf({ ...APPLICATION, id: 6, status: 'Approved' }, APPLICATION)
    expect(await screen.findByText('Nobody has taken it yet.')).toBeTruthy()
    expect(screen.getAllByRole('heading', { name: 'Assignment' })).toHaveLength(1)
  })

  it('says who had a decided application, in the past', async () => {
    panelsOf({
      ...APPLICATION,
      status: 'Rejected',
      assignee: { id: 4, name: 'Karma' },
    } as TStaffApplication)
    expect(await screen.findByText('It was assigned to Karma.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Take it' })).toBeNull()
  })
})
