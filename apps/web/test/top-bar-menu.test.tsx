import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, it } from 'vitest'
import { TopBar } from '@/app/layout/top-bar'
import { noteSignedIn, noteSignedOut, signedInHint } from '@/lib/session-storage'
import { network } from './network'
import { renderPage } from './render-page'

afterEach(() => noteSignedOut())

/**
 * Below 576 px the top bar's links fold into a menu (issue 49): the customer's name in it opens
 * the account menu, where "Sign out" is. A tap on the name must not close the folded menu, or
 * a citizen on a shared phone can neither sign out nor open the profile.
 */
it('keeps the folded menu open when the name is tapped, so that Sign out can be reached', async () => {
  network.use(
    http.get('/api/customers/profile/', () => HttpResponse.json({ cid: '11512345601', name: 'Karma Lhamo' })),
    http.get('/api/notifications/', () => HttpResponse.json([])),
  )
  noteSignedIn()
  const { user } = renderPage('/', <TopBar />)
  const menu = document.getElementById('top-bar-menu')!
  await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveProperty('disabled', false))
  await user.click(screen.getByRole('button', { name: 'Menu' }))
  expect(menu.classList.contains('show')).toBe(true)

  await user.click(await screen.findByRole('button', { name: 'Karma Lhamo' }))
  expect(menu.classList.contains('show')).toBe(true)
  await user.click(await screen.findByRole('button', { name: 'Sign out' }))
  expect(menu.classList.contains('show')).toBe(false)
})

it('closes the folded menu when a page is chosen from it', async () => {
  const { user } = renderPage('/', <TopBar />)
  const menu = document.getElementById('top-bar-menu')!
  await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveProperty('disabled', false))
  await user.click(screen.getByRole('button', { name: 'Menu' }))
  await user.click(screen.getByRole('link', { name: 'View Application' }))
  expect(menu.classList.contains('show')).toBe(false)
})

it('stays signed in, and says so, when the server could not end the session', async () => {
  network.use(
    http.get('/api/customers/profile/', () => HttpResponse.json({ cid: '11512345601', name: 'Karma Lhamo' })),
    http.get('/api/notifications/', () => HttpResponse.json([])),
    http.post('/api/accounts/logout/', () => HttpResponse.json({ detail: 'Try again.' }, { status: 503 })),
  )
  noteSignedIn('customer')
  const { user } = renderPage('/', <TopBar />)
  await user.click(await screen.findByRole('button', { name: 'Karma Lhamo' }))
  await user.click(await screen.findByRole('button', { name: 'Sign out' }))
  expect(await screen.findByRole('alert')).toBeTruthy()
  // The cookie may still be live: the page must not look signed out over it.
  expect(signedInHint('customer')).toBe(true)
  noteSignedOut('customer')
})
