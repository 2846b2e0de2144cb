// A signed-in page's first requests, started from its HTML and taken over once by the app's
// client (lib/first-requests.ts, issue 35).
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { api } from '@/lib/api-client'
import { claimFirstRequest, firstRequestsOf, startFirstRequests } from '@/lib/first-requests'
import { noteSignedIn, noteSignedOut, signedInHint } from '@/lib/session-storage'
import { network } from './network'

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
    // The server renders these with their data (plugins/web-app.ts).
    ['/ticket', []],
    ['/ticket/all', []],
    ['/ticket/42', []],
    ['/ticket/42/', []],
    ['/messages', []],
    ['/verify/AbCdEfGhIjKl', []],
    ['/ticket/not-a-number', ['/customers/profile/', '/notifications/']],
    ['/power-clearance', ['/customers/profile/', '/notifications/']],
  ])('on %s: %j', (pathname, requests) => {
    expect(firstRequestsOf(pathname)).toEqual(requests)
  })

  it('are answered once: the app takes them over and does not ask again', async () => {
    noteSignedIn()
    history.replaceState(null, '', '/power-clearance')
    const counts = countRequests()
    startFirstRequests()
    expect((await api.get('/customers/profile/')).data).toEqual({ cid: '11512345601' })
    expect((await api.get('/notifications/')).data).toEqual([])
    expect(Object.fromEntries(counts)).toEqual({ '/api/customers/profile/': 1, '/api/notifications/': 1 })
    // Asked again later (a refetch), it is the network's.
    await api.get('/notifications/')
    expect(counts.get('/api/notifications/')).toBe(2)
  })

  it("are asked for in the customer's language, and not handed to the page in another", async () => {
    const languages: (string | null)[] = []
    network.use(
      http.get('/api/notifications/', ({ request }) => {
        languages.push(request.headers.get('Accept-Language'))
        return HttpResponse.json([])
      }),
    )
    noteSignedIn()
    localStorage.setItem('language', 'dz')
    history.replaceState(null, '', '/power-clearance')
    startFirstRequests()
    expect(claimFirstRequest('/api/notifications/', signedInHint(), 'en')).toBeUndefined()
    const answer = await claimFirstRequest('/api/notifications/', signedInHint(), 'dz')
    expect(answer?.status).toBe(200)
    expect(languages).toEqual(['dz'])
  })

  it('are none when signed out', () => {
    history.replaceState(null, '', '/power-clearance')
    const counts = countRequests()
    startFirstRequests()
    expect(counts.size).toBe(0)
    expect(globalThis.portalFirstRequests).toBeUndefined()
  })

  it('are none once the app has asked for itself (the script came late)', async () => {
    noteSignedIn()
    history.replaceState(null, '', '/power-clearance')
    await api.get('/notifications/')
    const counts = countRequests()
    startFirstRequests()
    expect(counts.size).toBe(0)
  })

  it('are not handed to another page, nor to a request made signed out', () => {
    noteSignedIn()
    history.replaceState(null, '', '/power-clearance')
    startFirstRequests()
    expect(claimFirstRequest('/api/notifications/', false, 'en')).toBeUndefined()
    history.replaceState(null, '', '/messages')
    expect(claimFirstRequest('/api/notifications/', signedInHint(), 'en')).toBeUndefined()
    history.replaceState(null, '', '/power-clearance')
    expect(claimFirstRequest('/api/notifications/', signedInHint(), 'en')).toBeUndefined()
  })

  it('are not handed to another customer: signing out or in drops them', () => {
    noteSignedIn()
    history.replaceState(null, '', '/power-clearance')
    startFirstRequests()
    // Signed out, and someone else signed in on the same page: the cookie is theirs now.
    noteSignedOut()
    noteSignedIn()
    expect(claimFirstRequest('/api/notifications/', signedInHint(), 'en')).toBeUndefined()
  })
})
