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

/** For useSyncExternalStore: told of every change of a token, in this tab or another. */
export function subscribeToTokens(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}
