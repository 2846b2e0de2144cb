/**
 * Tokens as the page sends them: 'TOKEN ' plus the value (spec §4). Customers and staff
 * keep theirs under different keys: one browser may hold both, and neither opens the other's routes.
 */
export type TokenKey = 'token' | 'staff-token'

export const storedAuthorization = (key: TokenKey = 'token') => localStorage.getItem(key)
export const storeToken = (token: string, key: TokenKey = 'token') =>
  localStorage.setItem(key, `TOKEN ${token}`)
export const forgetToken = (key: TokenKey = 'token') => localStorage.removeItem(key)
