import { Secret, TOTP } from 'otpauth'
import { UTILITY_NAME } from '@portal/domain/constants'

/** RFC 6238 as every authenticator app speaks it: SHA-1, 6 digits, 30 seconds. */
const totpFor = (secret: string, username = '') =>
  new TOTP({ issuer: UTILITY_NAME, label: username, secret: Secret.fromBase32(secret) })

export const newTotpSecret = () => new Secret({ size: 20 }).base32

export const totpUrl = (secret: string, username: string) => totpFor(secret, username).toString()

/** Whether the code is the one shown now, or in the 30 s either side (clocks drift). */
export const totpMatches = (secret: string, code: string) =>
  totpFor(secret).validate({ token: code, window: 1 }) !== null
