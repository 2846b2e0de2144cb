import { Secret, TOTP } from 'otpauth'
import { UTILITY_NAME } from '@portal/domain/constants'

/** RFC 6238 as every authenticator app speaks it: SHA-1, 6 digits, 30 seconds. */
const totpFor = (secret: string, username = '') =>
  new TOTP({ issuer: UTILITY_NAME, label: username, secret: Secret.fromBase32(secret) })

export const newTotpSecret = () => new Secret({ size: 20 }).base32

export const totpUrl = (secret: string, username: string) => totpFor(secret, username).toString()

/**
 * The time step (Unix time / 30 s) of the code, when it is the one shown now or in the 30 s
 * either side (clocks drift); undefined when it is none of them. The step lets each code be
 * taken once (the staff accounts' `claimTotpStep`).
 */
export function totpStep(secret: string, code: string): number | undefined {
  const totp = totpFor(secret)
  const timestamp = Date.now()
  const delta = totp.validate({ token: code, window: 1, timestamp })
  return delta === null ? undefined : totp.counter({ timestamp }) + delta
}
