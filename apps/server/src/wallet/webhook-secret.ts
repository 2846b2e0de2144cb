import { timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { sealedPortalSecret } from '../services/portal-secrets'
import type { SecretBox } from '../services/secret-box'

export const WEBHOOK_SECRET_SETTING = 'wallet_webhook_secret'

/**
 * WALLET_WEBHOOK_SECRET, or one made on first start and kept in the database, sealed with
 * SECRETS_KEY, so every instance on it and every restart present the same one to the provider.
 */
export async function webhookSecret(
  db: Kysely<Database>,
  box: SecretBox,
  configured?: string,
): Promise<string> {
  return configured ?? sealedPortalSecret(db, WEBHOOK_SECRET_SETTING, box)
}

/** `Authorization: Bearer <secret>`, compared in constant time. */
export function presentsSecret(authorization: string | undefined, secret: string): boolean {
  const presented = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '')
  const expected = Buffer.from(secret)
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}
