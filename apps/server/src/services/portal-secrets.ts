import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { portalSettingsRepository } from '../repositories/portal-settings'

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
