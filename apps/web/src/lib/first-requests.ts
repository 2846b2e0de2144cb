/**
 * The first requests of a signed-in page, started from its HTML (issue 35, decision 049): a
 * small script of its own (src/first-requests-entry.ts, built alone by vite.config.ts) reads
 * the hint that this browser is signed in and asks, with the session's cookie, for what the page shows first while the app's scripts are on their
 * way. The app's client takes each answer over once, instead of asking again (api-client.ts).
 */
import type { TLanguage } from '@portal/domain/i18n/languages'
import { dataPageOf } from '@portal/domain/web-pages'
import { rememberedLanguage } from './remembered-language'
import { signedInHint } from './session-storage'

/** Same origin unless VITE_API_BASE says otherwise (spec §7). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api'
export const TIMEOUT_MS = 60_000

/** The API paths a page asks for before anything else, signed in or not. */
export function firstRequestsOf(pathname: string, signedIn = true): string[] {
  // The server renders these with their data (plugins/web-app.ts): nothing to ask for.
  if (!signedIn || dataPageOf(pathname)) return []
  // Every page asks for the profile once signed in (lib/session.tsx): the top bar names the customer.
  // And its messages: the top bar counts the unread ones (features/messages).
  return ['/customers/profile/', '/notifications/']
}

/** An answer read whole by the early script: both it and the app may need its body. */
export interface FirstAnswer {
  status: number
  contentType: string | null
  text: string
  /** When it came (Date.now()), for TanStack Query's `initialDataUpdatedAt`. */
  at: number
}

interface FirstRequests {
  /** The page they were asked for: leaving it leaves them behind, as answers of another moment. */
  pathname: string
  /**
   * Whether they were asked for signed in (the cookie went with them); false for a public page's.
   * Signing in or out drops them all (lib/session-storage.ts): they were another session's.
   */
  signedIn: boolean
  /** The language the server was asked to word its refusals in, as the app asks (decision 055). */
  language: TLanguage
  answers: Map<string, Promise<FirstAnswer>>
  /** The answers that have come, by URL, for the app's first render to start with (peekFirstAnswer). */
  settled: Map<string, FirstAnswer>
}

/** Handed from the early script to the app; null once the app runs, so a late script asks nothing. */
declare global {
  var portalFirstRequests: FirstRequests | null | undefined
}

export function startFirstRequests() {
  if (globalThis.portalFirstRequests !== undefined) return
  const signedIn = signedInHint('customer')
  // The HTML's shell is drawn signed out: it does not offer to sign in while the app comes.
  if (signedIn) document.documentElement.classList.add('has-session')
  const paths = firstRequestsOf(location.pathname, signedIn)
  if (!paths.length) return
  const language = rememberedLanguage()
  const answers = new Map<string, Promise<FirstAnswer>>()
  const settled = new Map<string, FirstAnswer>()
  for (const path of paths) {
    const url = `${API_BASE}${path}`
    const answer = fetch(url, {
      // As the app's client sends it: with the session's cookie (same origin), in the page's language.
      headers: { 'Accept-Language': language },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).then(async (response) => {
      const read = {
        status: response.status,
        contentType: response.headers.get('content-type'),
        text: await response.text(),
        at: Date.now(),
      }
      settled.set(url, read)
      return read
    })
    // Claimed or not, a failure here is the app's to report, when it asks.
    answer.catch(() => undefined)
    answers.set(url, answer)
  }
  globalThis.portalFirstRequests = { pathname: location.pathname, signedIn, language, answers, settled }
}

/**
 * The early requests of this page made signed in or not, in `language`, or none (another page,
 * signed in or out since, or the page's language changed since).
 */
function firstRequestsFor(signedIn: boolean, language: string | null) {
  const first = globalThis.portalFirstRequests
  if (!first || first.pathname !== location.pathname || first.signedIn !== signedIn) return undefined
  return first.language === language ? first : undefined
}

/**
 * The answer to a GET of `url` that has already come, without taking it: the app's first render
 * starts with it (initialData), so the page does not show a spinner for data it has. The query
 * then claims the same answer when it checks it (claimFirstRequest): nothing is asked twice.
 */
export const peekFirstAnswer = (url: string, signedIn: boolean, language: string) =>
  firstRequestsFor(signedIn, language)?.settled.get(url)

/**
 * The answer the early script already has for a GET of `url` asked for signed in or not, taken
 * once; undefined when it asked for no such thing, for another session, or for another page.
 */
export function claimFirstRequest(url: string, signedIn: boolean, language: string | null) {
  const first = globalThis.portalFirstRequests
  if (first === undefined) {
    globalThis.portalFirstRequests = null
    return undefined
  }
  // Left on another page: answers of another moment, for nobody.
  if (first && first.pathname !== location.pathname) globalThis.portalFirstRequests = null
  const current = firstRequestsFor(signedIn, language)
  if (!current) return undefined
  const answer = current.answers.get(url)
  current.answers.delete(url)
  current.settled.delete(url)
  return answer
}
