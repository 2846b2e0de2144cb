import path from 'node:path'
import { sql } from 'kysely'
import type { TConfig } from '../config'
import { makeDataDirPrivate } from '../files/private-data-dir'
import { openEmbedded, openPostgres, type DatabaseHandle } from './database'
import { lockDataDir } from './data-dir-lock'
import { assertAppliedUnchanged, migrateToLatest } from './migrate'
import { loadReferenceData } from './reference-data'

/**
 * The database the configuration names — PostgreSQL by DATABASE_URL, else PGlite in
 * DATA_DIR (locked to this process) — migrated and holding its reference data. DATA_DIR,
 * where it holds the database or the documents, is made owner-only first, or refused.
 */
export async function openConfiguredDatabase(
  config: TConfig,
  options: { migrate: boolean } = { migrate: true },
): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL || config.FILE_STORE === 'disk') await makeDataDirPrivate(config.dataDir)
  const handle = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openLockedEmbedded(config.dataDir)
  try {
    await prepareDatabase(handle, options)
    return handle
  } catch (error) {
    await handle.close()
    throw error
  }
}

// Any fixed number: the one advisory lock under which instances prepare the database.
const PREPARATION_LOCK = 7_252_016

/**
 * Migrates and loads the reference data, one instance at a time: two instances starting
 * together on an empty database would otherwise both load the dzongkhags. Without
 * `migrate`, only checks that no applied migration was edited since.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  { migrate }: { migrate: boolean } = { migrate: true },
): Promise<void> {
  // One connection throughout: a session's advisory lock belongs to its connection.
  await handle.db.connection().execute(async (db) => {
    await sql`SELECT pg_advisory_lock(${PREPARATION_LOCK})`.execute(db)
    try {
      if (!migrate) return await assertAppliedUnchanged(db)
      await migrateToLatest(db)
      await loadReferenceData(db)
    } finally {
      await sql`SELECT pg_advisory_unlock(${PREPARATION_LOCK})`.execute(db)
    }
  })
}

async function openLockedEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const unlock = await lockDataDir(dataDir)
  try {
    const handle = await openEmbedded(path.join(dataDir, 'db'))
    return {
      ...handle,
      async close() {
        await handle.close()
        await unlock()
      },
    }
  } catch (error) {
    await unlock()
    throw error
  }
}
