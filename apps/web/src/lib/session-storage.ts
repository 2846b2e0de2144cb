/**
 * Tokens as the page sends them: 'TOKEN ' plus the value (spec §4). Customers and staff
 * keep theirs under different keys: one browser may hold both, and neither opens the other's routes.
 */
export type TokenKey = 'token' | 'staff-token'

const LAPSED = 'session-lapsed'
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export const storedAuthorization = (key: TokenKey = 'token') => localStorage.getItem(key)
export const storeToken = (token: string, key: TokenKey = 'token') => {
  localStorage.setItem(key, `TOKEN ${token}`)
  if (key === 'token') sessionStorage.removeItem(LAPSED)
  changed()
}
export const forgetToken = (key: TokenKey = 'token') => {
  localStorage.removeItem(key)
  changed()
}

/**
 * The server no longer took the customer's token (it ended, or was signed out elsewhere): the
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
export const lastSignedOut = () => localStorage.getItem(SIGNED_OUT_AT)

/** For useSyncExternalStore: told of every change of a token, in this tab or another. */
export function subscribeToTokens(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}
