import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Which stored files the database still names: what the orphan sweep must keep. */
export function storedFilesRepository(db: Kysely<Database>) {
  return {
    /** Those of these content hashes that some attachment names. */
    async namedAmong(hashes: string[]) {
      if (hashes.length === 0) return new Set<string>()
      const rows = await db.selectFrom('attachments').select('sha256').where('sha256', 'in', hashes).execute()
      return new Set(rows.map((r) => r.sha256))
    },
  }
}

export type StoredFilesRepository = ReturnType<typeof storedFilesRepository>
