import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/**
 * A secret made on first use and kept in the database (`portal_settings`), so that every
 * instance on it and every restart share it: what signs a proof-of-work challenge on one
 * instance is checked on another.
 */
export async function portalSecret(db: Kysely<Database>, name: string): Promise<string> {
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
