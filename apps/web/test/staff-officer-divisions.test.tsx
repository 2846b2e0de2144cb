import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { OFFICER_DIVISION_MISSING, type TStaffAccount } from '@portal/domain/staff/accounts'
import type { TAdminDivision } from '@portal/domain/staff/divisions'
import StaffAdminPage from '@/features/staff/components/staff-admin-page'
import { NewStaffForm } from '@/features/staff/components/new-staff-form'
import { noteSignedOut } from '@/lib/session-storage'
import { network } from './network'
import { renderPage } from './render-page'
import { ADMIN_SESSION, serveAdminPage } from './staff-admin'

const division = (id: number, name: string, active = true): TAdminDivision => ({
  id,
  name,
  name_dz: null,
  active,
})
const DIVISIONS = [division(1, 'ESD Paro'), division(2, 'ESD Haa'), division(3, 'ESD Gasa', false)]
const ACCOUNTS: TStaffAccount[] = [
  { id: 1, username: 'admin', name: 'Tashi Wangmo', role: 'admin', divisions: [], active: true },
  { id: 2, username: 'dawa', name: 'Dawa Penjor', role: 'officer', divisions: [1, 3], active: true },
]

/** The admin page, for an admin without an authenticator app, with Dawa to move. */
const serveDawasAdminPage = () =>
  serveAdminPage({ me: { ...ADMIN_SESSION, totp_enabled: false }, accounts: ACCOUNTS, divisions: DIVISIONS })

afterEach(() => noteSignedOut('staff'))

describe("an officer's divisions", () => {
  it('are asked for on a new officer: none is refused beside the boxes, and nothing is sent', async () => {
    let sent = false
    network.use(
      http.post('/api/staff/accounts/', () => ((sent = true), HttpResponse.json({}, { status: 201 }))),
    )
    const { user } = renderPage('/staff/admin', <NewStaffForm divisions={DIVISIONS} withCode={false} />)
    await user.type(screen.getByLabelText('Username'), 'karma')
    await user.type(screen.getByLabelText('Full name'), 'Karma Dorji')
    await user.type(screen.getByLabelText('Password'), 'Gangtey-valley-crane-7')
    await user.type(screen.getByLabelText('Your password'), 'the-admins-own-password')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    const boxes = await screen.findByRole('group', { name: 'Divisions (for an officer)' })
    const description = document.getElementById(boxes.getAttribute('aria-describedby')!)
    expect(description?.textContent).toBe(`Error: ${OFFICER_DIVISION_MISSING}`)
    expect(sent).toBe(false)
  })

  it('are changed by an admin on the officer’s row, without the admin’s password, and at least one kept', async () => {
    const sent: unknown[] = []
    serveDawasAdminPage()
    network.use(
      http.patch('/api/staff/accounts/2/', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ ...ACCOUNTS[1], divisions: [2, 3] })
      }),
    )
    const { user } = renderPage('/staff/admin', <StaffAdminPage />)
    const own = (await screen.findByRole('cell', { name: 'Tashi Wangmo' })).closest('tr')!
    expect(within(own).queryByRole('button', { name: /^Divisions/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: /^Divisions ?of dawa$/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Divisions of dawa' })
    expect(within(dialog).getByText('Works now: ESD Paro, ESD Gasa.')).toBeTruthy()
    // The inactive division the officer still works is shown, ticked; the other inactive ones are not.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['1', '2', '3'])
    await user.click(within(dialog).getByLabelText('ESD Paro'))
    await user.click(within(dialog).getByLabelText('ESD Gasa'))
    await user.click(within(dialog).getByRole('button', { name: 'Save divisions' }))
    expect(await within(dialog).findByText(OFFICER_DIVISION_MISSING)).toBeTruthy()
    expect(sent).toEqual([])
    await user.click(within(dialog).getByLabelText('ESD Haa'))
    await user.click(within(dialog).getByLabelText('ESD Gasa'))
    await user.click(within(dialog).getByRole('button', { name: 'Save divisions' }))
    await expect.poll(() => sent).toEqual([{ divisions: [2, 3] }])
  })

  it('says in the dialog why the server refused a change, as when the session has lost its rights', async () => {
    const detail = 'You do not have permission to perform this action.'
    serveDawasAdminPage()
    network.use(http.patch('/api/staff/accounts/2/', () => HttpResponse.json({ detail }, { status: 403 })))
    const { user } = renderPage('/staff/admin', <StaffAdminPage />)
    await user.click(await screen.findByRole('button', { name: /^Divisions ?of dawa$/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Divisions of dawa' })
    await user.click(within(dialog).getByLabelText('ESD Haa'))
    await user.click(within(dialog).getByRole('button', { name: 'Save divisions' }))
    expect(await within(dialog).findByText(detail)).toBeTruthy()
  })
})
