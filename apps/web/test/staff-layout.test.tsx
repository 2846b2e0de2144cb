import { screen } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, expect, it } from 'vitest'
import StaffLayout from '@/features/staff/components/staff-layout'
import { noteSignedIn, noteSignedOut } from '@/lib/session-storage'
import { network } from './network'
import { renderPage } from './render-page'

afterEach(() => noteSignedOut('staff'))

it("names the link to the officer's account while their details load, then by their name", async () => {
  noteSignedIn('staff')
  network.use(
    http.get('/api/staff/me/', async () => {
      await delay(200)
      return HttpResponse.json({ username: 'tashi', name: 'Tashi Dorji', role: 'officer' })
    }),
  )
  renderPage('/staff', <StaffLayout />)
  // An empty link is read as nothing at all.
  expect(screen.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/staff/account')
  const named = await screen.findByRole('link', { name: 'Tashi Dorji (officer)' })
  expect(named.getAttribute('href')).toBe('/staff/account')
})

it('offers no other page while the account must be settled first, only the account and signing out', async () => {
  noteSignedIn('staff')
  network.use(
    http.get('/api/staff/me/', () =>
      HttpResponse.json({
        username: 'tashi',
        name: 'Tashi Dorji',
        role: 'admin',
        password_change_required: true,
      }),
    ),
  )
  renderPage('/staff/account', <StaffLayout />)
  await screen.findByRole('link', { name: 'Tashi Dorji (admin)' })
  expect(screen.queryByRole('link', { name: 'Applications' })).toBeNull()
  expect(screen.queryByRole('link', { name: 'Staff and divisions' })).toBeNull()
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy()
})
