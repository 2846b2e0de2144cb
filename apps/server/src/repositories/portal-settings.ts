import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** The portal's own settings (`portal_settings`), shared by every instance on the database. */
export function portalSettingsRepository(db: Kysely<Database>) {
  return {
    /**
     * The setting's value: the one stored, or `candidate` when none was. Of instances racing
     * to make it, the first insert wins and every one reads the winner's.
     */
    valueOrFirst: async (key: string, candidate: string) => {
      await db
        .insertInto('portal_settings')
        .values({ key, value: candidate })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute()
      const row = await db
        .selectFrom('portal_settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
      return row.value
    },

    valueOf: async (key: string) =>
      (await db.selectFrom('portal_settings').select('value').where('key', '=', key).executeTakeFirst())
        ?.value,

    /** Replaces the value only if it is still `expected`; true when it was replaced. */
    replaceIfUnchanged: async (key: string, expected: string, value: string) => {
      const { numUpdatedRows } = await db
        .updateTable('portal_settings')
        .set({ value })
        .where('key', '=', key)
        .where('value', '=', expected)
        .executeTakeFirst()
      return numUpdatedRows > 0n
    },
  }
}
