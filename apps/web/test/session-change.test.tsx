import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { useSession } from '@/lib/session'
import { noteSignedIn, noteSignedOut } from '@/lib/session-storage'
import { network } from './network'
import { renderPage } from './render-page'

function WhoIsSignedIn() {
  const { customer } = useSession()
  return <p>{customer ? `Signed in: ${customer.name}` : 'Nobody'}</p>
}

/**
 * A shared phone (the attacker's review of issue 46): Karma's session lapses with the tab open,
 * then Pema signs in on it. Pema never sees Karma's profile, which was cached for five minutes.
 */
it("shows the next customer's own profile after a session lapsed, never the one before", async () => {
  let profile = { cid: '11512345601', name: 'Karma Lhamo' }
  network.use(http.get('/api/customers/profile/', () => HttpResponse.json(profile)))
  noteSignedIn('customer')
  renderPage('/', <WhoIsSignedIn />)
  expect(await screen.findByText('Signed in: Karma Lhamo')).toBeTruthy()

  // The server no longer takes Karma's cookie: the client drops the hint (lib/api-client.ts).
  noteSignedOut('customer')
  profile = { cid: '11512345602', name: 'Pema Wangmo' }
  noteSignedIn('customer')
  expect(await screen.findByText('Signed in: Pema Wangmo')).toBeTruthy()
  expect(screen.queryByText('Signed in: Karma Lhamo')).toBeNull()
  noteSignedOut('customer')
})
