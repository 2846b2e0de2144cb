// npm run restore -- FILE [--identity KEYFILE]: brings a backup back into an empty data
// directory (DATA_DIR) or an empty PostgreSQL database (DATABASE_URL), and its documents into
// the configured store. An encrypted backup (age) is read with its identity file (age-keygen's).
import path from 'node:path'
import { restoreFrom } from '../backup/archive'
import { readIdentityFile } from '../backup/encryption'
import { loadConfig } from '../config'
import { openConfiguredDatabase } from '../db/open'
import { configuredFileStore } from '../files/configured-store'
import { makeNewFilesPrivate } from '../files/private-data-dir'
import { fileAndOptions } from './file-and-options'

makeNewFilesPrivate()
const usage = 'Usage: npm run restore -- <file> [--identity <age identity file>]…'
const { file, values } = fileAndOptions(usage, ['identity'])
const here = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name)
const source = here(file)
const config = loadConfig()
const database = await openConfiguredDatabase(config, { migrate: false })
const files = configuredFileStore(config)
try {
  const identities = (await Promise.all(values.identity.map((name) => readIdentityFile(here(name))))).flat()
  const { tables, documents } = await restoreFrom(source, { db: database.db, files }, { identities })
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0)
  console.log(`Restored ${rows} rows and ${documents} documents from ${source}`)
} catch (error) {
  console.error(`The restore stopped: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  files.close?.()
  await database.close()
}
