/**
 * The first requests of a signed-in page, started from its HTML (issue 35, decision 049): a
 * small script of its own (src/first-requests-entry.ts, built alone by vite.config.ts) reads
 * the stored token and asks for what the page shows first while the app's scripts are on their
 * way. The app's client takes each answer over once, instead of asking again (api-client.ts).
 */
import { storedAuthorization } from './session-storage'

/** Same origin unless VITE_API_BASE says otherwise (spec §7). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api'
export const TIMEOUT_MS = 60_000

/** The API paths a page asks for before anything else, once signed in. */
export function firstRequestsOf(pathname: string): string[] {
  const path = pathname.replace(/(.)\/$/, '$1')
  // Every page asks for the profile once signed in (lib/session.tsx): the top bar names the customer.
  const requests = ['/customers/profile/']
  if (path === '/ticket' || path === '/ticket/all') requests.push('/tickets/')
  const one = /^\/ticket\/(\d{1,15})$/.exec(path)
  if (one) requests.push(`/tickets/${one[1]}/`)
  return requests
}

interface FirstRequests {
  /** The page they were asked for: leaving it leaves them behind, as answers of another moment. */
  pathname: string
  authorization: string
  answers: Map<string, Promise<Response>>
}

/** Handed from the early script to the app; null once the app runs, so a late script asks nothing. */
declare global {
  var portalFirstRequests: FirstRequests | null | undefined
}

export function startFirstRequests() {
  if (globalThis.portalFirstRequests !== undefined) return
  const authorization = storedAuthorization()
  if (!authorization) return
  const answers = new Map<string, Promise<Response>>()
  for (const path of firstRequestsOf(location.pathname)) {
    const url = `${API_BASE}${path}`
    const answer = fetch(url, {
      headers: { Authorization: authorization },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    // Claimed or not, a failure here is the app's to report, when it asks.
    answer.catch(() => undefined)
    answers.set(url, answer)
  }
  globalThis.portalFirstRequests = { pathname: location.pathname, authorization, answers }
}

/**
 * The answer the early script already has for a GET of `url` sent with `authorization`, taken
 * once; undefined when it asked for no such thing, for another customer, or for another page.
 */
export function claimFirstRequest(url: string, authorization: string | null) {
  const first = globalThis.portalFirstRequests
  if (first === undefined) {
    globalThis.portalFirstRequests = null
    return undefined
  }
  if (!first) return undefined
  if (first.pathname !== location.pathname) {
    globalThis.portalFirstRequests = null
    return undefined
  }
  if (first.authorization !== authorization) return undefined
  const answer = first.answers.get(url)
  first.answers.delete(url)
  return answer
}
