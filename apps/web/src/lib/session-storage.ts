/** The token is kept as the page sends it: 'TOKEN ' plus the value (spec §4). */
const TOKEN_KEY = 'token'

export const storedAuthorization = () => localStorage.getItem(TOKEN_KEY)
export const storeToken = (token: string) => localStorage.setItem(TOKEN_KEY, `TOKEN ${token}`)
export const forgetToken = () => localStorage.removeItem(TOKEN_KEY)
