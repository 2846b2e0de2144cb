import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
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

async function readOrMake(db: Kysely<Database>, name: string) {
  await db
    .insertInto('portal_settings')
    .values({ key: name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('portal_settings')
    .select('value')
    .where('key', '=', name)
    .executeTakeFirstOrThrow()
  return row.value
}

/**
 * Like `portalSecret`, for a secret that must not be read from a copy of the database (the
 * wallet webhook's): kept sealed with SECRETS_KEY (services/secret-box.ts), read unsealed.
 */
export async function sealedPortalSecret(
  db: Kysely<Database>,
  name: string,
  box: SecretBox,
): Promise<string> {
  await db
    .insertInto('portal_settings')
    .values({ key: name, value: box.seal(randomBytes(32).toString('base64url')) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('portal_settings')
    .select('value')
    .where('key', '=', name)
    .executeTakeFirstOrThrow()
  return box.open(row.value)
}

/** Seals a setting kept plain (or with the development key), unless it changed meanwhile. True: sealed now. */
export async function resealPortalSecret(db: Kysely<Database>, name: string, box: SecretBox) {
  const row = await db
    .selectFrom('portal_settings')
    .select('value')
    .where('key', '=', name)
    .executeTakeFirst()
  if (!row) return false
  const secret = box.open(row.value)
  if (!box.needsSealing(row.value)) return false
  const { numUpdatedRows } = await db
    .updateTable('portal_settings')
    .set({ value: box.seal(secret) })
    .where('key', '=', name)
    .where('value', '=', row.value)
    .executeTakeFirst()
  return numUpdatedRows > 0n
}
