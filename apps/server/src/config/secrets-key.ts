import { createHash } from 'node:crypto'

// SECRETS_KEY read as a key, with no box around it: the configuration refuses a key that is not
// one, and services/secrets/secret-box.ts seals with it.

/**
 * Without SECRETS_KEY (development only: production refuses to start without one), a key
 * derived from a public phrase: it protects nothing, and says so, but every development
 * instance, test and restore reads every development database, and the code is the same.
 */
export const DEVELOPMENT_KEY = createHash('sha256')
  .update('bpc-customer-portal development secrets key: public, protects nothing')
  .digest()

/** SECRETS_KEY decoded: exactly 32 bytes of base64 (`openssl rand -base64 32`), or undefined. */
export function decodeSecretsKey(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return undefined
  const key = Buffer.from(text, 'base64')
  return key.length === 32 ? key : undefined
}

/** Whether SECRETS_KEY is the development key itself, written out: public, so no key at all. */
export const isDevelopmentSecretsKey = (text: string) =>
  decodeSecretsKey(text)?.equals(DEVELOPMENT_KEY) === true

/**
 * What makes SECRETS_KEY, though 32 bytes, a key a person made rather than a random one: its
 * entropy judged, not its length. Each test refuses an `openssl rand -base64 32` key less
 * than once in a billion.
 */
export function secretsKeyWeakness(text: string): string | undefined {
  const key = decodeSecretsKey(text)
  if (!key) return undefined
  // A typed phrase in base64: every byte printable, as random bytes are once in 10^14.
  if (key.every((byte) => byte >= 0x20 && byte < 0x7f)) return 'is typed text in base64, not random bytes'
  // Zeros, or a pattern repeated: 32 random bytes take about 30 values, fewer than 20 once in 7 billion.
  if (new Set(key).size < 20) return 'repeats itself'
  // Letters typed as they are: random base64 lacks a letter case once in 2.7 billion.
  if (!/[a-z]/.test(text) || !/[A-Z]/.test(text)) return 'is in one letter case, as typed, not random base64'
  return undefined
}
