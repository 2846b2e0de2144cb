import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { portalSettingsRepository } from '../repositories/portal-settings'
import type { SecretBox } from './secret-box'

/**
 * A secret made on first use and kept in the database (`portal_settings`), so that every
 * instance on it and every restart share it: what signs a proof-of-work challenge on one
 * instance is checked on another.
 */
export function portalSecret(db: Kysely<Database>, name: string): Promise<string> {
  // Read once per database and process: a secret never changes once made.
  const known = cached.get(db) ?? new Map<string, Promise<string>>()
  cached.set(db, known)
  let secret = known.get(name)
  if (!secret) {
    secret = readOrMake(db, name)
    known.set(name, secret)
    secret.catch(() => known.delete(name))
  }
  return secret
}

const cached = new WeakMap<Kysely<Database>, Map<string, Promise<string>>>()

const readOrMake = (db: Kysely<Database>, name: string) =>
  portalSettingsRepository(db).valueOrFirst(name, randomBytes(32).toString('base64url'))

/**
 * Like `portalSecret`, for a secret that must not be read from a copy of the database (the
 * wallet webhook's): kept sealed with SECRETS_KEY (services/secret-box.ts), read unsealed.
 */
export async function sealedPortalSecret(
  db: Kysely<Database>,
  name: string,
  box: SecretBox,
): Promise<string> {
  return box.open(
    await portalSettingsRepository(db).valueOrFirst(name, box.seal(randomBytes(32).toString('base64url'))),
  )
}

/** Seals a setting kept plain (or with the development key), unless it changed meanwhile. True: sealed now. */
export async function resealPortalSecret(db: Kysely<Database>, name: string, box: SecretBox) {
  const settings = portalSettingsRepository(db)
  const stored = await settings.valueOf(name)
  if (stored === undefined) return false
  const secret = box.open(stored)
  if (!box.needsSealing(stored)) return false
  return settings.replaceIfUnchanged(name, stored, box.seal(secret))
}
