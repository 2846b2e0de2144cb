import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { loadConfig, type TConfig } from './config'
import { developmentNotice } from './development-notice'
import { pendingMigrations } from './db/migrate'
import { openConfiguredDatabase } from './db/open'
import { makeNewFilesPrivate } from './files/private-data-dir'
import { smsGatewayProblems } from './notifications/http-gateway'
import { loggerOptions } from './plugins/request-log'
import { secretBoxFor } from './services/secrets/secret-box'
import { ensureFirstAdmin } from './services/staff-accounts/staff-accounts'
import { sealStoredSecrets } from './services/secrets/stored-secrets'
import { RELEASE } from './release'

const startedAt = Date.now()
// Before any file is made: the database, documents and temporary files are the portal's alone.
makeNewFilesPrivate()
let config: TConfig
try {
  config = loadConfig(process.env, [smsGatewayProblems])
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const webDistDir = config.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url))

const database = await openConfiguredDatabase(config, { migrate: config.MIGRATE_ON_START }).catch(
  (error: Error) => {
    console.error(`The portal could not start: ${error.message}`)
    process.exit(1)
  },
)
try {
  const firstAdmin = await ensureFirstAdmin(
    database.db,
    config.PORTAL_ADMIN_USERNAME,
    config.PORTAL_ADMIN_PASSWORD,
  )
  if (firstAdmin === 'created')
    console.log(
      `Created the first admin, ${config.PORTAL_ADMIN_USERNAME}: sign in at /staff/login and change the password`,
    )
  if (firstAdmin === 'staff exist')
    console.log(
      'PORTAL_ADMIN_USERNAME and PORTAL_ADMIN_PASSWORD are ignored: staff accounts exist already (npm run staff makes or resets one)',
    )
} catch (error) {
  console.error(`PORTAL_ADMIN_PASSWORD is refused: ${(error as Error).message}`)
  await database.close()
  process.exit(1)
}
try {
  // Secrets kept plain before they were sealed (issue 32), or with the development key.
  const sealed = await sealStoredSecrets(database.db, secretBoxFor(config.SECRETS_KEY))
  if (sealed) console.log(`Sealed ${sealed} stored secret(s) with SECRETS_KEY`)
} catch (error) {
  console.error(`The portal could not start: ${(error as Error).message}`)
  await database.close()
  process.exit(1)
}
if (!config.MIGRATE_ON_START) {
  const pending = await pendingMigrations(database.db)
  if (pending.length)
    console.warn(
      `${pending.length} migration(s) wait for \`npm run migrate\`: /api/ready/ answers 503 until then.`,
    )
}
const app = await buildApp({
  db: database.db,
  notifications: database.notifications,
  databasePool: database.pool,
  config,
  webDistDir,
  logger: loggerOptions(config.LOG_LEVEL),
})

let stopping = false
/**
 * Stops taking requests (new ones get 503), lets those in flight and the outbox's current
 * send finish, then closes the database. Past SHUTDOWN_GRACE_SECONDS it exits anyway, so an
 * orchestrator's own deadline never has to kill it mid-write.
 */
async function shutDown(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info(`${signal} received: finishing requests and closing the database`)
  setTimeout(() => {
    app.log.error(
      `shutdown took longer than ${config.SHUTDOWN_GRACE_SECONDS} s: exiting with work unfinished`,
    )
    process.exit(1)
  }, config.SHUTDOWN_GRACE_SECONDS * 1000).unref()
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutDown('SIGINT'))
process.on('SIGTERM', () => void shutDown('SIGTERM'))

await app.listen({ port: config.PORT, host: config.HOST })
const notice = developmentNotice(config)
// Plain text for the person who typed npm start; the request log stays JSON.
if (notice) console.warn(`\n${notice}\n`)
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`
app.log.info(
  `Portal ${RELEASE} ready at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} on ${where}, in ${Date.now() - startedAt} ms`,
)
