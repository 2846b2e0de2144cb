// npm run backup -- FILE [--encrypt-to age1…]: the database and every stored document, in one
// archive (.tar.gz), written 0600; with --encrypt-to (repeatable) an age file that only the
// matching identity opens. On PostgreSQL the portal may keep running (one consistent snapshot
// of the rows); the embedded database belongs to one process, so stop the portal first.
import path from 'node:path'
import { backupTo } from '../backup/archive'
import { encrypterFor } from '../backup/encryption'
import { loadConfig } from '../config'
import { openConfiguredDatabase } from '../db/open'
import { configuredFileStore } from '../files/configured-store'
import { makeNewFilesPrivate } from '../files/private-data-dir'
import { fileAndOptions } from './file-and-options'

makeNewFilesPrivate()
const usage = 'Usage: npm run backup -- <file> [--encrypt-to <age public key>]…'
const { file, values } = fileAndOptions(usage, ['encrypt-to'])
const encryptTo = values['encrypt-to']
try {
  encrypterFor(encryptTo)
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
const config = loadConfig()
const database = await openConfiguredDatabase(config, { migrate: false })
const files = configuredFileStore(config)
try {
  const { tables, documents } = await backupTo(target, { db: database.db, files }, { encryptTo })
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0)
  console.log(
    `Backed up ${rows} rows of ${Object.keys(tables).length} tables and ${documents} documents into ${target}` +
      (encryptTo.length ? `, encrypted for ${encryptTo.join(', ')}` : ''),
  )
} finally {
  files.close?.()
  await database.close()
}
