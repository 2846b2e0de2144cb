// Whether one Lighthouse run measured the page it was asked to. A run Lighthouse itself failed
// (a trace with no navigation start, NO_NAVSTART, now and then on a loaded machine) reports
// every score and metric as null, which read as 0: one such run in three, and a page's median
// looked impossibly fast; two, and its performance printed 0.00. A signed-in page measured
// signed out (the token refused) would show the sign-in page's figures under its own name, and
// a repeat visit whose HTML came from the network would be a cold visit under another name.
// Signed in is shown by the HTML the server rendered with the customer's data (its
// Cache-Control), or, for a page the app drew itself, by the profile the app asked for. On a
// repeat visit the service worker answers: from its cache for a page the build made, from the
// network for one the server renders (decision 080: never kept, in a language, with data).
import type { RunnerResult } from 'lighthouse'
import { dataPageOf, isServerRendered } from '../packages/domain/src/web-pages'
import type { Visit } from './lighthouse-targets'

type Result = RunnerResult['lhr']

/** The protocol's events Lighthouse recorded (its DevtoolsLog artifact), as far as read here. */
export type ProtocolLog = readonly { method: string; params?: unknown }[]

/** The customer's profile: a signed-in page the app draws itself (the shell's) asks for it first. */
export const SIGNED_IN_REQUEST = '/api/customers/profile/'

/**
 * What the server sends only with a page it rendered with a customer's data (decision 080): such
 * a page carries its profile in its HTML, and the app never asks for SIGNED_IN_REQUEST.
 */
export const SIGNED_IN_PAGE_CACHING = 'private, no-store'

export interface RunProblem {
  /** Lighthouse's own failure, worth another run; the others are the page's, and final. */
  retry: boolean
  reason: string
}

interface DocumentResponse {
  type?: string
  response?: {
    url?: string
    fromServiceWorker?: boolean
    serviceWorkerResponseSource?: string
    headers?: Record<string, string>
  }
}

/** The last response with the page's HTML in the run. */
function documentResponse(log: ProtocolLog, pagePath: string) {
  return log
    .filter((event) => event.method === 'Network.responseReceived')
    .map((event) => event.params as DocumentResponse)
    .findLast(
      (params) =>
        params.type === 'Document' &&
        params.response?.url &&
        new URL(params.response.url).pathname === pagePath,
    )?.response
}

/** The page's HTML's Cache-Control, as the browser received it. */
function documentCaching(log: ProtocolLog, pagePath: string) {
  const headers = documentResponse(log, pagePath)?.headers ?? {}
  return Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1]
}

/** Where a repeat visit's HTML comes from: the service worker, which fetches a page the server renders. */
export const repeatSource = (pagePath: string) =>
  isServerRendered(pagePath) || dataPageOf(pagePath)
    ? 'the service worker (network)'
    : 'the service worker (cache-storage)'

/** Where the page's HTML came from: the service worker (and from which of its sources), or not. */
export function documentSource(log: ProtocolLog, pagePath: string) {
  const response = documentResponse(log, pagePath)
  if (!response) return 'no response'
  return response.fromServiceWorker
    ? `the service worker (${response.serviceWorkerResponseSource ?? 'source unknown'})`
    : 'the network'
}

export function runProblem(
  lhr: Result,
  log: ProtocolLog,
  pagePath: string,
  visit: Visit,
): RunProblem | undefined {
  if (lhr.runtimeError)
    return { retry: true, reason: `Lighthouse failed to measure it (${lhr.runtimeError.code})` }
  const signedIn = visit !== 'public'
  const ended = new URL(lhr.finalDisplayedUrl).pathname
  if (ended !== pagePath)
    return { retry: false, reason: `it ended at ${ended}${signedIn ? ': measured signed out' : ''}` }
  if (signedIn) {
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url?: string; statusCode?: number }[] })
        ?.items ?? []
    const profile = requests.find((r) => r.url && new URL(r.url).pathname === SIGNED_IN_REQUEST)
    const caching = documentCaching(log, pagePath)
    if (caching !== SIGNED_IN_PAGE_CACHING && profile?.statusCode !== 200)
      return {
        retry: false,
        reason: `measured signed out: its HTML came with Cache-Control ${caching ?? 'none'}, not the rendered page's ${SIGNED_IN_PAGE_CACHING}, and ${SIGNED_IN_REQUEST} ${profile ? `answered ${profile.statusCode}` : 'was never asked for'}`,
      }
  }
  // Lighthouse empties the service workers before a cold run; a repeat visit keeps them.
  const source = documentSource(log, pagePath)
  const expected = visit === 'repeat' ? repeatSource(pagePath) : 'the network'
  if (source !== expected)
    return {
      retry: false,
      reason: `its HTML came from ${source}, not ${expected} as a ${visit} visit's does`,
    }
  if (!lhr.categories.performance?.score)
    return {
      retry: false,
      reason: `its performance scored ${lhr.categories.performance?.score ?? 'nothing'}`,
    }
  return undefined
}
