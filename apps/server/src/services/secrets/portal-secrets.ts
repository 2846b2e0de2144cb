import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { portalSettingsRepository } from '../../repositories/portal-settings'
import type { SecretBox } from './secret-box'

/**
 * The secrets the portal makes for itself, by their names in `portal_settings`: the key that
 * hashes sign-in codes, the two that sign proof-of-work challenges, and the wallet webhook's
 * (when WALLET_WEBHOOK_SECRET does not give it).
 */
export const PORTAL_SECRETS = [
  'sign_in_code_secret',
  'proof_of_work_signature_secret',
  'proof_of_work_key_secret',
  'wallet_webhook_secret',
] as const
export type TPortalSecret = (typeof PORTAL_SECRETS)[number]

/**
 * A secret made on first use and kept in the database (`portal_settings`), so that every
 * instance on it and every restart share it: what signs a proof-of-work challenge on one
 * instance is checked on another. Kept sealed with SECRETS_KEY (services/secrets/secret-box.ts): a
 * copy of the database alone does not give it away (issue 32).
 */
export function portalSecret(db: Kysely<Database>, box: SecretBox, name: TPortalSecret): Promise<string> {
  // Read once per database and process: a secret never changes once made.
  const known = cached.get(db) ?? new Map<string, Promise<string>>()
  cached.set(db, known)
  let secret = known.get(name)
  if (!secret) {
    secret = readOrMake(db, box, name)
    known.set(name, secret)
    secret.catch(() => known.delete(name))
  }
  return secret
}

const cached = new WeakMap<Kysely<Database>, Map<string, Promise<string>>>()

const readOrMake = async (db: Kysely<Database>, box: SecretBox, name: TPortalSecret) =>
  box.open(
    await portalSettingsRepository(db).valueOrFirst(name, box.seal(randomBytes(32).toString('base64url'))),
  )

/** Seals a setting kept plain (or with the development key), unless it changed meanwhile. True: sealed now. */
export async function resealPortalSecret(db: Kysely<Database>, name: TPortalSecret, box: SecretBox) {
  const settings = portalSettingsRepository(db)
  const stored = await settings.valueOf(name)
  if (stored === undefined) return false
  const secret = box.open(stored)
  if (!box.needsSealing(stored)) return false
  return settings.replaceIfUnchanged(name, stored, box.seal(secret))
}
