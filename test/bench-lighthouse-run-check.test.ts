// The web bench's check that a Lighthouse run measured the page it names (bench/lighthouse-run-check.ts):
// a failed run, a page measured signed out, or a repeat visit that did not come from the service
// worker must not pass its zeros, its sign-in page or a cold visit off as figures.
import type { RunnerResult } from 'lighthouse'
import { describe, expect, it } from 'vitest'
import {
  documentSource,
  type ProtocolLog,
  runProblem,
  SIGNED_IN_PAGE_CACHING,
  SIGNED_IN_REQUEST,
} from '../bench/lighthouse-run-check'

const origin = 'http://127.0.0.1:8000'

/** The parts of a Lighthouse result the check reads, as a run of `path` reports them. */
function run({
  path = '/ticket',
  score = 0.8 as number | null,
  profileStatus = 200 as number | null,
  runtimeError = undefined as string | undefined,
} = {}) {
  const items = [{ url: `${origin}${path}`, statusCode: 200 }]
  if (profileStatus !== null) items.push({ url: `${origin}${SIGNED_IN_REQUEST}`, statusCode: profileStatus })
  return {
    finalDisplayedUrl: `${origin}${path}`,
    runtimeError: runtimeError ? { code: runtimeError, message: runtimeError } : undefined,
    categories: { performance: { score } },
    audits: { 'network-requests': { details: { items } } },
  } as unknown as RunnerResult['lhr']
}

/**
 * The protocol's log of a visit whose HTML for `path` came from the network, or from the service
 * worker, with the Cache-Control it came with (the shell's unless told).
 */
function logOf(path: string, serviceWorker?: 'cache-storage' | 'network', caching = 'no-cache'): ProtocolLog {
  const response = (url: string, type: string) => ({
    method: 'Network.responseReceived',
    params: {
      type,
      response: {
        url,
        fromServiceWorker: Boolean(serviceWorker),
        headers: { 'Cache-Control': caching },
        ...(serviceWorker ? { serviceWorkerResponseSource: serviceWorker } : {}),
      },
    },
  })
  return [
    {
      method: 'Network.requestWillBeSent',
      params: { type: 'Document', request: { url: `${origin}${path}` } },
    },
    response(`${origin}${path}`, 'Document'),
    // The service worker's script and an API answer are not the page's HTML.
    { method: 'Network.responseReceived', params: { type: 'Script', response: { url: `${origin}/sw.js` } } },
    response(`${origin}${SIGNED_IN_REQUEST}`, 'Fetch'),
  ]
}

const fromNetwork = logOf('/ticket')
/** A repeat visit of a page the server renders: the service worker fetches it (decision 080). */
const fromServiceWorker = logOf('/ticket', 'network', SIGNED_IN_PAGE_CACHING)

describe('whether a Lighthouse run measured its page', () => {
  it('takes a signed-in run that fetched the profile and scored', () => {
    expect(runProblem(run(), fromNetwork, '/ticket', 'signed-in')).toBeUndefined()
  })

  it('takes a signed-in page the server rendered with its data, which asks for no profile (decision 080)', () => {
    const rendered = logOf('/ticket', undefined, SIGNED_IN_PAGE_CACHING)
    expect(runProblem(run({ profileStatus: null }), rendered, '/ticket', 'signed-in')).toBeUndefined()
  })

  it('takes a public page that asked for no profile', () => {
    expect(runProblem(run({ path: '/', profileStatus: null }), logOf('/'), '/', 'public')).toBeUndefined()
  })

  it('runs again when Lighthouse itself failed (its scores are null, which read as 0)', () => {
    expect(runProblem(run({ score: null, runtimeError: 'NO_NAVSTART' }), [], '/ticket', 'signed-in')).toEqual(
      {
        retry: true,
        reason: 'Lighthouse failed to measure it (NO_NAVSTART)',
      },
    )
  })

  it.each(['/ticket', '/ticket/5', '/messages', '/power-clearance'])(
    'refuses %s when it was sent to sign in',
    (path) => {
      const problem = runProblem(
        run({ path: `/customer-login${path}`, profileStatus: null }),
        logOf(`/customer-login${path}`),
        path,
        'signed-in',
      )
      expect(problem).toEqual({
        retry: false,
        reason: `it ended at /customer-login${path}: measured signed out`,
      })
    },
  )

  it('refuses a signed-in page whose token the server refused', () => {
    expect(runProblem(run({ profileStatus: 401 }), fromNetwork, '/ticket', 'signed-in')?.reason).toBe(
      `measured signed out: its HTML came with Cache-Control no-cache, not the rendered page's private, no-store, and ${SIGNED_IN_REQUEST} answered 401`,
    )
  })

  it('refuses a signed-in page that came as the shell and never asked for the profile', () => {
    expect(runProblem(run({ profileStatus: null }), fromNetwork, '/ticket', 'signed-in')?.reason).toBe(
      `measured signed out: its HTML came with Cache-Control no-cache, not the rendered page's private, no-store, and ${SIGNED_IN_REQUEST} was never asked for`,
    )
  })

  it('refuses a repeat visit measured signed out, as a cold one', () => {
    const shellFromWorker = logOf('/ticket', 'network')
    expect(runProblem(run({ profileStatus: 401 }), shellFromWorker, '/ticket', 'repeat')?.reason).toBe(
      `measured signed out: its HTML came with Cache-Control no-cache, not the rendered page's private, no-store, and ${SIGNED_IN_REQUEST} answered 401`,
    )
  })

  it.each([0, null])('refuses a run whose performance scored %s', (score) => {
    expect(runProblem(run({ score }), fromNetwork, '/ticket', 'signed-in')).toEqual({
      retry: false,
      reason: `its performance scored ${score ?? 'nothing'}`,
    })
  })

  it.each([0, null])('refuses a repeat visit whose performance scored %s', (score) => {
    expect(runProblem(run({ score }), fromServiceWorker, '/ticket', 'repeat')?.reason).toBe(
      `its performance scored ${score ?? 'nothing'}`,
    )
  })
})

describe("where a run's HTML came from", () => {
  it('takes a repeat visit of a rendered page whose HTML the service worker fetched (decision 080)', () => {
    expect(runProblem(run({ profileStatus: null }), fromServiceWorker, '/ticket', 'repeat')).toBeUndefined()
  })

  it('takes a repeat visit of a page the build made whose HTML the service worker had kept', () => {
    const fromCache = logOf('/no-such-page', 'cache-storage')
    expect(runProblem(run({ path: '/no-such-page' }), fromCache, '/no-such-page', 'repeat')).toBeUndefined()
  })

  it('refuses a repeat visit whose HTML came from the network: it was a cold visit', () => {
    expect(runProblem(run(), fromNetwork, '/ticket', 'repeat')).toEqual({
      retry: false,
      reason: "its HTML came from the network, not the service worker (network) as a repeat visit's does",
    })
  })

  it("refuses a repeat visit whose service worker answered a customer's page from its cache", () => {
    expect(runProblem(run(), logOf('/ticket', 'cache-storage'), '/ticket', 'repeat')?.reason).toBe(
      "its HTML came from the service worker (cache-storage), not the service worker (network) as a repeat visit's does",
    )
  })

  it('refuses a cold visit whose HTML came from the service worker: the caches were not emptied', () => {
    expect(runProblem(run(), fromServiceWorker, '/ticket', 'signed-in')?.reason).toBe(
      "its HTML came from the service worker (network), not the network as a signed-in visit's does",
    )
  })

  it("refuses a run whose log holds no answer for the page's HTML", () => {
    expect(runProblem(run(), logOf('/messages'), '/ticket', 'signed-in')?.reason).toBe(
      "its HTML came from no response, not the network as a signed-in visit's does",
    )
  })

  it('reads the last answer for the page, after any earlier one', () => {
    expect(documentSource([...fromNetwork, ...fromServiceWorker], '/ticket')).toBe(
      'the service worker (network)',
    )
  })
})
