// npm run migrate: brings the configured database's schema and reference data up to date, then exits.
import { loadConfig } from '../config'
import { openConfiguredDatabase } from '../db/open'

const database = await openConfiguredDatabase(loadConfig())
await database.close()
console.log('The database is up to date.')
