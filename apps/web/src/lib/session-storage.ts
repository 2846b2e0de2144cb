/**
 * The session itself is a cookie the page cannot read (`__Host-session` for customers,
 * `__Host-staff` for staff; HttpOnly, decision 078): no token is kept where a script could read
 * it. What the page keeps is a hint, "signed in: yes", with nothing secret in it: it lets the
 * first render show the signed-in frame, and spares a signed-out visitor a profile request on
 * every page. The server has the last word: a 401 clears the hint (lib/api-client.ts). One
 * browser may hold both kinds, and neither opens the other's routes.
 */
export type SessionKind = 'customer' | 'staff'

const HINTS: Record<SessionKind, string> = { customer: 'signed-in', staff: 'staff-signed-in' }
const YES = 'yes'
const LAPSED = 'session-lapsed'
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

// Tokens kept by the app before the cookie (decision 078): no script should find them any more.
// (Not at build time: the pages rendered then have no storage.)
if (typeof localStorage !== 'undefined')
  for (const key of ['token', 'staff-token']) localStorage.removeItem(key)

export const signedInHint = (kind: SessionKind = 'customer') => localStorage.getItem(HINTS[kind]) === YES

/** Signed in (the server set the cookie): the page's requests go with it, nothing more to keep. */
export const noteSignedIn = (kind: SessionKind = 'customer') => {
  localStorage.setItem(HINTS[kind], YES)
  if (kind === 'customer') sessionStorage.removeItem(LAPSED)
  changed()
}
export const noteSignedOut = (kind: SessionKind = 'customer') => {
  localStorage.removeItem(HINTS[kind])
  changed()
}

/**
 * The server no longer took the customer's session (it ended, or was signed out elsewhere): the
 * sign-in page says so, in this tab, until they sign in again.
 */
export const markSessionLapsed = () => sessionStorage.setItem(LAPSED, '1')
export const sessionLapsed = () => sessionStorage.getItem(LAPSED) === '1'

const SIGNED_OUT_AT = 'signed-out-at'

/**
 * When the customer last signed out, written at once: clearing the unsent forms is
 * asynchronous, and a page left at that moment can cut it short (lib/form-drafts.ts).
 */
export const markSignedOut = () => localStorage.setItem(SIGNED_OUT_AT, new Date().toISOString())
// (Null when the server renders a page: it has no storage, nor anyone signed out.)
export const lastSignedOut = () =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(SIGNED_OUT_AT)

/** For useSyncExternalStore: told of every change of the hints, in this tab or another. */
export function subscribeToSessions(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}
