import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { TStaffAccount } from '@portal/domain/staff/accounts'
import StaffAdminPage from '@/features/staff/components/staff-admin-page'
import { noteSignedOut } from '@/lib/session-storage'
import { network } from './network'
import { renderPage } from './render-page'
import { serveAdminPage } from './staff-admin'

const ACCOUNTS: TStaffAccount[] = [
  { id: 1, username: 'admin', name: 'Tashi Wangmo', role: 'admin', divisions: [], active: true },
  { id: 2, username: 'pema', name: 'Pema Choden', role: 'admin', divisions: [], active: true },
]

afterEach(() => noteSignedOut('staff'))

/** Issue 32: changes to another's account ask for the admin's own proof. */
describe('the staff admin page', () => {
  it("offers no password reset nor deactivation on the admin's own row", async () => {
    serveAdminPage({ accounts: ACCOUNTS })
    renderPage('/staff/admin', <StaffAdminPage />)
    const own = (await screen.findByRole('cell', { name: 'Tashi Wangmo' })).closest('tr')!
    const other = screen.getByRole('cell', { name: 'Pema Choden' }).closest('tr')!
    expect(within(other).getByRole('button', { name: /^Deactivate ?pema$/ })).toBeTruthy()
    expect(within(own).queryByRole('button', { name: /Set password|Deactivate/ })).toBeNull()
  })

  it("sets another's password with the admin's password and code", async () => {
    serveAdminPage({ accounts: ACCOUNTS })
    let sent: unknown
    network.use(
      http.post('/api/staff/accounts/2/password/', async ({ request }) => {
        sent = await request.json()
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user } = renderPage('/staff/admin', <StaffAdminPage />)
    await user.click(await screen.findByRole('button', { name: /^Set password ?of pema$/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Set the password of pema' })
    await user.type(within(dialog).getByLabelText('New password'), 'Prayer-flags-on-the-ridge')
    await user.type(within(dialog).getByLabelText('Your password'), 'the-admins-own-password')
    await user.type(within(dialog).getByLabelText(/Code from your authenticator app/), '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }))
    await expect
      .poll(() => sent)
      .toEqual({
        new_password: 'Prayer-flags-on-the-ridge',
        current_password: 'the-admins-own-password',
        totp: '123456',
      })
  })

  it("deactivates another's account only with the admin's proof, and shows a refusal beside its field", async () => {
    serveAdminPage({ accounts: ACCOUNTS })
    const sent: unknown[] = []
    network.use(
      http.patch('/api/staff/accounts/2/', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(
          {
            detail: 'Check the fields',
            errors: {
              totp: ['That code has been used already: enter the next code your authenticator app shows.'],
            },
          },
          { status: 400 },
        )
      }),
    )
    const { user } = renderPage('/staff/admin', <StaffAdminPage />)
    await user.click(await screen.findByRole('button', { name: /^Deactivate ?pema$/ }))
    const dialog = await screen.findByRole('dialog', { name: /^Deactivate ?pema$/ })
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    expect(await within(dialog).findByText('Please enter your current password')).toBeTruthy()
    expect(sent).toEqual([])
    await user.type(within(dialog).getByLabelText('Your password'), 'the-admins-own-password')
    await user.type(within(dialog).getByLabelText(/Code from your authenticator app/), '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    expect(await within(dialog).findByText(/has been used already/)).toBeTruthy()
    expect(sent).toEqual([{ active: false, current_password: 'the-admins-own-password', totp: '123456' }])
  })

  it("creates an account with the admin's password and code", async () => {
    serveAdminPage({ accounts: ACCOUNTS })
    let sent: unknown
    network.use(
      http.post('/api/staff/accounts/', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ ...ACCOUNTS[1], id: 3, username: 'sonam' }, { status: 201 })
      }),
    )
    const { user } = renderPage('/staff/admin', <StaffAdminPage />)
    const form = await screen.findByRole('form', { name: 'New staff account' })
    await user.type(within(form).getByLabelText('Username'), 'sonam')
    await user.type(within(form).getByLabelText('Full name'), 'Sonam Yangzom')
    await user.type(within(form).getByLabelText(/^Password/), 'Buckwheat-pancakes-of-bumthang')
    await user.type(within(form).getByLabelText('Your password'), 'the-admins-own-password')
    await user.type(within(form).getByLabelText(/Code from your authenticator app/), '654321')
    // An admin works every division: none is asked (an officer needs one: staff-officer-divisions).
    await user.selectOptions(within(form).getByLabelText('Role'), 'admin')
    await user.click(within(form).getByRole('button', { name: 'Create account' }))
    const made = await screen.findByText('The account was created.')
    // The form is emptied for the next: the keyboard is at the word that it was made.
    expect(document.activeElement).toBe(made)
    expect(sent).toMatchObject({
      username: 'sonam',
      role: 'admin',
      current_password: 'the-admins-own-password',
      totp: '654321',
    })
  })
})
