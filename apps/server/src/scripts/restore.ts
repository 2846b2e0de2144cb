// npm run restore -- FILE: brings a backup back into an empty data directory (DATA_DIR) or an
// empty PostgreSQL database (DATABASE_URL), and its documents into the configured store.
import path from 'node:path'
import { restoreFrom } from '../backup/archive'
import { loadConfig } from '../config'
import { openConfiguredDatabase } from '../db/open'
import { configuredFileStore } from '../files/configured-store'

const [file] = process.argv.slice(2)
if (!file) {
  console.error('Usage: npm run restore -- <file.tar.gz>')
  process.exit(2)
}
const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
const config = loadConfig()
const database = await openConfiguredDatabase(config, { migrate: false })
const files = configuredFileStore(config)
try {
  const { tables, documents } = await restoreFrom(source, { db: database.db, files })
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0)
  console.log(`Restored ${rows} rows and ${documents} documents from ${source}`)
} catch (error) {
  console.error(`The restore stopped: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  files.close?.()
  await database.close()
}
