import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { pendingMigrations } from '../db/migrate'

/** Whether the database answers, and has every migration this code expects. */
export function databaseHealthRepository(db: Kysely<Database>) {
  return {
    ping: async () => void (await sql`SELECT 1`.execute(db)),
    pendingMigrations: () => pendingMigrations(db),
  }
}

export type DatabaseHealthRepository = ReturnType<typeof databaseHealthRepository>
