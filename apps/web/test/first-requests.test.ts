// A signed-in page's first requests, started from its HTML and taken over once by the app's
// client (lib/first-requests.ts, issue 35).
import { http, HttpResponse } from 'msw'
import { waitFor } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import TicketPage from '@/features/tickets/components/ticket-page'
import { api } from '@/lib/api-client'
import { claimFirstRequest, firstRequestsOf, startFirstRequests } from '@/lib/first-requests'
import { noteSignedIn, noteSignedOut, signedInHint } from '@/lib/session-storage'
import { network } from './network'
import { renderPage } from './render-page'

const TICKET = {
  service: 'Power Clearance',
  name: 'Pema Wangmo',
  created: '2026-11-20T04:00:00Z',
  status: 'Pending',
  expected_by: '2026-12-08',
  history: [],
}

/** Counts the requests the network saw for each API path. */
function countRequests() {
  const counts = new Map<string, number>()
  network.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname
    counts.set(path, (counts.get(path) ?? 0) + 1)
  })
  return counts
}

beforeEach(() => {
  globalThis.portalFirstRequests = undefined
  network.use(
    http.get('/api/customers/profile/', () => HttpResponse.json({ cid: '11512345601' })),
    http.get('/api/notifications/', () => HttpResponse.json([])),
    http.get('/api/tickets/', () => HttpResponse.json([{ id: 1 }])),
    http.get('/api/tickets/:id/', ({ params }) => HttpResponse.json({ id: Number(params.id) })),
  )
})
afterEach(() => {
  network.events.removeAllListeners()
  history.replaceState(null, '', '/')
})

describe('the requests a page starts from its HTML', () => {
  it.each([
    ['/ticket', ['/customers/profile/', '/notifications/', '/tickets/']],
    ['/ticket/all', ['/customers/profile/', '/notifications/', '/tickets/']],
    ['/ticket/42', ['/customers/profile/', '/notifications/', '/tickets/42/']],
    ['/ticket/42/', ['/customers/profile/', '/notifications/', '/tickets/42/']],
    ['/ticket/not-a-number', ['/customers/profile/', '/notifications/']],
    ['/power-clearance', ['/customers/profile/', '/notifications/']],
  ])('on %s: %j', (pathname, requests) => {
    expect(firstRequestsOf(pathname)).toEqual(requests)
  })

  it('are answered once: the app takes them over and does not ask again', async () => {
    noteSignedIn()
    history.replaceState(null, '', '/ticket/42')
    const counts = countRequests()
    startFirstRequests()
    expect((await api.get('/customers/profile/')).data).toEqual({ cid: '11512345601' })
    expect((await api.get('/tickets/42/')).data).toEqual({ id: 42 })
    expect(Object.fromEntries(counts)).toEqual({
      '/api/customers/profile/': 1,
      '/api/notifications/': 1,
      '/api/tickets/42/': 1,
    })
    // Asked again later (a refetch), it is the network's.
    await api.get('/tickets/42/')
    expect(counts.get('/api/tickets/42/')).toBe(2)
  })

  it("start the app's first render with the answers that have come: no spinner, nothing asked again", async () => {
    network.use(
      http.get('/api/tickets/:id/', ({ params }) =>
        HttpResponse.json({ ...TICKET, id: Number(params.id), service_id: Number(params.id) }),
      ),
    )
    noteSignedIn()
    history.replaceState(null, '', '/ticket/42')
    const counts = countRequests()
    startFirstRequests()
    await Promise.all(globalThis.portalFirstRequests!.answers.values())
    renderPage('/ticket/42', createElement(TicketPage), '/ticket/:ticketNo')
    // In the first commit: the page does not wait for a promise it could have read.
    expect(document.querySelector('.page-pending')).toBeNull()
    expect(document.querySelector('h1')?.textContent).toBe('Application ID 42')
    expect(document.body.textContent).toContain('Expected decision by: 08/12/2026')
    // Its check on mounting takes the same answer over.
    await waitFor(() => expect(globalThis.portalFirstRequests?.answers.has('/api/tickets/42/')).toBe(false))
    expect(counts.get('/api/tickets/42/')).toBe(1)
    expect(counts.get('/api/customers/profile/')).toBe(1)
  })

  it("are asked for in the customer's language, and not handed to the page in another", async () => {
    const languages: (string | null)[] = []
    network.use(
      http.get('/api/tickets/', ({ request }) => {
        languages.push(request.headers.get('Accept-Language'))
        return HttpResponse.json([])
      }),
    )
    noteSignedIn()
    localStorage.setItem('language', 'dz')
    history.replaceState(null, '', '/ticket')
    startFirstRequests()
    expect(claimFirstRequest('/api/tickets/', signedInHint(), 'en')).toBeUndefined()
    const answer = await claimFirstRequest('/api/tickets/', signedInHint(), 'dz')
    expect(answer?.status).toBe(200)
    expect(languages).toEqual(['dz'])
  })

  it('are none when signed out', () => {
    history.replaceState(null, '', '/ticket')
    const counts = countRequests()
    startFirstRequests()
    expect(counts.size).toBe(0)
    expect(globalThis.portalFirstRequests).toBeUndefined()
  })

  it('are none once the app has asked for itself (the script came late)', async () => {
    noteSignedIn()
    history.replaceState(null, '', '/ticket')
    await api.get('/tickets/')
    const counts = countRequests()
    startFirstRequests()
    expect(counts.size).toBe(0)
  })

  it('are not handed to another page, nor to a request made signed out', () => {
    noteSignedIn()
    history.replaceState(null, '', '/ticket')
    startFirstRequests()
    expect(claimFirstRequest('/api/tickets/', false, 'en')).toBeUndefined()
    history.replaceState(null, '', '/messages')
    expect(claimFirstRequest('/api/tickets/', signedInHint(), 'en')).toBeUndefined()
    history.replaceState(null, '', '/ticket')
    expect(claimFirstRequest('/api/tickets/', signedInHint(), 'en')).toBeUndefined()
  })

  it('are not handed to another customer: signing out or in drops them', () => {
    noteSignedIn()
    history.replaceState(null, '', '/ticket')
    startFirstRequests()
    // Signed out, and someone else signed in on the same page: the cookie is theirs now.
    noteSignedOut()
    noteSignedIn()
    expect(claimFirstRequest('/api/tickets/', signedInHint(), 'en')).toBeUndefined()
  })
})
