import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TStaffAccountChanges } from '@portal/domain/staff/accounts'
import type { TStaffSession } from '@portal/domain/staff/sign-in'
import StaffAccountPage from '@/features/staff/components/staff-account-page'
import StaffLayout from '@/features/staff/components/staff-layout'
import { noteSignedIn, noteSignedOut } from '@/lib/session-storage'
import { network } from './network'
import { renderPage } from './render-page'

const MEMBER: TStaffSession = {
  id: 7,
  username: 'karma',
  name: 'Karma Dorji',
  role: 'admin',
  divisions: [],
  totp_enabled: false,
  totp_enrolment_required: false,
  password_change_required: false,
}

function serve(member: TStaffSession, changes: TStaffAccountChanges = []) {
  network.use(
    http.get('/api/staff/me/', () => HttpResponse.json(member)),
    http.get('/api/staff/account/changes/', () => HttpResponse.json(changes)),
  )
}

afterEach(() => noteSignedOut('staff'))

describe('the staff account page (issue 32)', () => {
  it('asks for nothing but a new password while the one given must be changed', async () => {
    serve({ ...MEMBER, password_change_required: true })
    let sent: unknown
    network.use(
      http.post('/api/staff/password/', async ({ request }) => {
        sent = await request.json()
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user } = renderPage('/staff/account', <StaffAccountPage />)
    expect(await screen.findByText(/The password you were given must be changed/)).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Two-step sign-in' })).toBeNull()
    await user.type(screen.getByLabelText('Current password'), 'Chorten-kora-lamp-98')
    await user.type(screen.getByLabelText('New password'), 'Dochula-pass-108-chortens')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Password changed. Your other sessions have ended.')).toBeTruthy()
    expect(sent).toEqual({
      current_password: 'Chorten-kora-lamp-98',
      new_password: 'Dochula-pass-108-chortens',
    })
  })

  it('asks the password and the current code before a new authenticator app, and shows a refusal beside its field', async () => {
    serve({ ...MEMBER, totp_enabled: true })
    const sent: unknown[] = []
    network.use(
      http.post('/api/staff/totp/', async ({ request }) => {
        sent.push(await request.json())
        if (sent.length === 1)
          return HttpResponse.json(
            {
              errors: {
                totp: ['That code has been used already: enter the next code your authenticator app shows.'],
              },
            },
            { status: 400 },
          )
        return HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr_code_image: '',
        })
      }),
    )
    const { user } = renderPage('/staff/account', <StaffAccountPage />)
    await user.click(await screen.findByRole('button', { name: 'Set up a new authenticator app' }))
    const form = screen.getByRole('form', { name: 'Prove it is you' })
    expect(form.textContent).toContain(
      'First enter your password and the code your current authenticator app shows.',
    )
    const code = within(form).getByLabelText(/Code from your authenticator app/)
    await user.type(within(form).getByLabelText('Current password'), 'a-long-test-password')
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText(/That code has been used already/)).toBeTruthy()
    await user.clear(code)
    await user.type(code, '654321')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy()
    expect(sent).toEqual([
      { current_password: 'a-long-test-password', totp: '123456' },
      { current_password: 'a-long-test-password', totp: '654321' },
    ])
  })

  it('asks the current code beside the password once an authenticator app is set up', async () => {
    serve({ ...MEMBER, totp_enabled: true })
    renderPage('/staff/account', <StaffAccountPage />)
    const form = await screen.findByRole('form', { name: 'Change your password' })
    await vi.waitFor(() => expect(form.querySelector('input[name="totp"]')).toBeTruthy())
  })

  it('lists the changes to the account, and which admin made one', async () => {
    serve(MEMBER, [
      { kind: 'password_reset', at: '2026-11-25T09:00:00Z', by: 'Tashi Wangmo' },
      { kind: 'totp_turned_off', at: '2026-11-24T09:00:00Z', by: null },
    ])
    renderPage('/staff/account', <StaffAccountPage />)
    expect(await screen.findByText(/Password set by Tashi Wangmo/)).toBeTruthy()
    expect(screen.getByText(/Two-step sign-in turned off/)).toBeTruthy()
    expect(screen.getByText(/tell an administrator at once/)).toBeTruthy()
  })
})

describe('the back office, while the password given must be changed', () => {
  it('opens on the account page, whatever page was asked for', async () => {
    noteSignedIn('staff')
    serve({ ...MEMBER, password_change_required: true })
    const { router } = renderPage('/staff/dashboard', <StaffLayout />)
    await screen.findByText('Moved on')
    expect(router.state.location.pathname).toBe('/staff/account')
  })
})
