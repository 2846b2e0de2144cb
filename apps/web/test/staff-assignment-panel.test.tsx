import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { TStaffApplication } from '@portal/domain/applications/responses'
import { AssignmentPanel } from '@/features/staff/components/assignment-panel'
import { network } from './network'
import { renderPage } from './render-page'
import { officerDorjiSignedIn, staffApplication } from './staff-applications'

const APPLICATION = staffApplication()

/** The panels of these applications, on one page, once the officer is known. */
const panelsOf = (...applications: TStaffApplication[]) => {
  network.use(officerDorjiSignedIn())
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
