/**
 * Tokens as the page sends them: 'TOKEN ' plus the value (spec §4). Customers and staff
 * keep theirs under different keys: one browser may hold both, and neither opens the other's routes.
 */
export type TokenKey = 'token' | 'staff-token'

const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export const storedAuthorization = (key: TokenKey = 'token') => localStorage.getItem(key)
export const storeToken = (token: string, key: TokenKey = 'token') => {
  localStorage.setItem(key, `TOKEN ${token}`)
  changed()
}
export const forgetToken = (key: TokenKey = 'token') => {
  localStorage.removeItem(key)
  changed()
}

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
