import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import LoginPage from '@/features/auth/components/login-page'
import { noteSignedIn, noteSignedOut } from '@/lib/session-storage'
import { network } from './network'
import { renderPage } from './render-page'

/**
 * Issue 49: a customer whose session lapsed while the tab was closed opens the sign-in page.
 * The browser still holds the "signed in" hint; the server no longer takes the cookie. The page
 * is the sign-in page, saying they were signed out, not a bounce home.
 */
it('shows the sign-in page, saying the session ended, to one whose session lapsed', async () => {
  network.use(http.get('/api/customers/profile/', () => new HttpResponse(null, { status: 401 })))
  noteSignedIn('customer')
  renderPage('/customer-login', <LoginPage />)

  expect(await screen.findByText('You were signed out. Please sign in again.')).toBeTruthy()
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
  expect(screen.queryByText('Moved on')).toBeNull()
  sessionStorage.clear()
})

it('sends one still signed in on, once the server has said so', async () => {
  network.use(
    http.get('/api/customers/profile/', () => HttpResponse.json({ cid: '11512345601', name: 'Karma Lhamo' })),
  )
  noteSignedIn('customer')
  renderPage('/customer-login', <LoginPage />)

  expect(await screen.findByText('Moved on')).toBeTruthy()
  noteSignedOut('customer')
})
