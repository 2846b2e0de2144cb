// npm run backup -- FILE: the database and every stored document, in one archive (.tar.gz).
// On PostgreSQL the portal may keep running (one consistent snapshot of the rows); the
// embedded database belongs to one process, so stop the portal first.
import path from 'node:path'
import { backupTo } from '../backup/archive'
import { loadConfig } from '../config'
import { openConfiguredDatabase } from '../db/open'
import { configuredFileStore } from '../files/configured-store'

const [file] = process.argv.slice(2)
if (!file) {
  console.error('Usage: npm run backup -- <file.tar.gz>')
  process.exit(2)
}
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
const config = loadConfig()
const database = await openConfiguredDatabase(config, { migrate: false })
const files = configuredFileStore(config)
try {
  const { tables, documents } = await backupTo(target, { db: database.db, files })
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0)
  console.log(
    `Backed up ${rows} rows of ${Object.keys(tables).length} tables and ${documents} documents into ${target}`,
  )
} finally {
  files.close?.()
  await database.close()
}
