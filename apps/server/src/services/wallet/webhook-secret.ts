import { timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { portalSecret } from '../secrets/portal-secrets'
import type { SecretBox } from '../secrets/secret-box'

/**
 * WALLET_WEBHOOK_SECRET, or one made on first start and kept in the database, sealed with
 * SECRETS_KEY, so every instance on it and every restart present the same one to the provider.
 */
export async function webhookSecret(
  db: Kysely<Database>,
  box: SecretBox,
  configured?: string,
): Promise<string> {
  return configured ?? portalSecret(db, box, 'wallet_webhook_secret')
}

/** `Authorization: Bearer <secret>`, compared in constant time. */
export function presentsSecret(authorization: string | undefined, secret: string): boolean {
  const presented = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '')
  const expected = Buffer.from(secret)
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}
