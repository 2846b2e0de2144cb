// npm run migrate: brings the configured database's schema and reference data up to date, then exits.
import { loadConfig } from '../config'
import { makeNewFilesPrivate } from '../files/private-data-dir'
import { openConfiguredDatabase } from '../db/open'

makeNewFilesPrivate()

const database = await openConfiguredDatabase(loadConfig())
await database.close()
console.log('The database is up to date.')
