import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { DEVELOPMENT_KEY, decodeSecretsKey } from '../../config/secrets-key'

/**
 * Secrets the portal must read back — authenticator apps' secrets, the wallet webhook's —
 * kept sealed with AES-256-GCM under SECRETS_KEY, so that a copy of the database alone
 * (a backup, a stray file) does not give them away (issue 32, docs/decisions/041).
 *
 * Stored as `sealed:v1:<key id>:<nonce · tag · ciphertext, base64url>`. The key id (a hash of
 * the key, which reveals nothing of it) tells a secret sealed with the development key, to
 * be sealed again under SECRETS_KEY, from one sealed with another key, which is refused.
 */
export interface SecretBox {
  seal(plain: string): string
  /** The secret; a value never sealed (a database from before sealing) is returned as it is. */
  open(stored: string): string
  /** Whether the value is plain, or sealed with the development key while this box has SECRETS_KEY. */
  needsSealing(stored: string): boolean
}

const PREFIX = 'sealed:v1:'
const NONCE_BYTES = 12
const TAG_BYTES = 16

const keyIdOf = (key: Buffer) => createHash('sha256').update('key id').update(key).digest('hex').slice(0, 12)

/** The box for SECRETS_KEY, or the development key when it is unset. */
export function secretBoxFor(secretsKey: string | undefined): SecretBox {
  const key = secretsKey === undefined ? DEVELOPMENT_KEY : decodeSecretsKey(secretsKey)
  if (!key) throw new Error('SECRETS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)')
  const keyId = keyIdOf(key)
  const developmentId = keyIdOf(DEVELOPMENT_KEY)
  const sealedWith = (stored: string) => (stored.startsWith(PREFIX) ? stored.split(':')[2] : undefined)

  const openWith = (sealingKey: Buffer, stored: string) => {
    const packed = Buffer.from(stored.split(':')[3] ?? '', 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', sealingKey, packed.subarray(0, NONCE_BYTES))
    decipher.setAuthTag(packed.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES))
    return Buffer.concat([
      decipher.update(packed.subarray(NONCE_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
  }

  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, nonce)
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const packed = Buffer.concat([nonce, cipher.getAuthTag(), ciphertext])
      return `${PREFIX}${keyId}:${packed.toString('base64url')}`
    },
    open(stored) {
      const id = sealedWith(stored)
      if (id === undefined) return stored
      if (id === keyId) return openWith(key, stored)
      if (id === developmentId) return openWith(DEVELOPMENT_KEY, stored)
      throw new Error(
        'A stored secret was sealed with another SECRETS_KEY: start the portal with the key it was sealed with',
      )
    },
    needsSealing: (stored) => {
      const id = sealedWith(stored)
      return id === undefined || (id === developmentId && id !== keyId)
    },
  }
}
