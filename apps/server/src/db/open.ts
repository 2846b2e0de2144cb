import path from 'node:path'
import type { TConfig } from '../config'
import { openEmbedded, openPostgres, type DatabaseHandle } from './database'
import { lockDataDir } from './data-dir-lock'
import { migrateToLatest } from './migrate'
import { loadReferenceData } from './reference-data'

/**
 * The database the configuration names — PostgreSQL by DATABASE_URL, else PGlite in
 * DATA_DIR (locked to this process) — migrated and holding its reference data.
 */
export async function openConfiguredDatabase(config: TConfig): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openLockedEmbedded(config.dataDir)
  try {
    await prepareDatabase(handle)
    return handle
  } catch (error) {
    await handle.close()
    throw error
  }
}

export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db)
  await loadReferenceData(handle.db)
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
