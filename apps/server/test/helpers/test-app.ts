import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { buildApp } from '../../src/app'
import { loggerOptions } from '../../src/plugins/request-log'
import { loadConfig, type TConfig } from '../../src/config'
import { openEmbedded, openPostgres, type DatabaseHandle } from '../../src/db/database'
import { templateDatabase } from './database-pool'
import { databaseUrl, withAdmin } from './postgres'
import type { OutgoingMessage, Transport, Transports } from '../../src/notifications/transports'
import type { WalletProvider } from '../../src/wallet/provider'

/**
 * A fresh database: PGlite as the template left it (test/helpers/database-pool.ts), or on DATABASE_URL's server a new database
 * copied from the migrated, seeded one the global setup made (test/global-setup.ts).
 * `empty`: not migrated, no reference data.
 */
export async function freshDatabase({ empty = false } = {}): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl)
    return empty
      ? openEmbedded('memory://', inject('emptyDatabaseFile'))
      : templateDatabase(inject('databaseTemplateFile'))

  const name = `portal_test_${randomBytes(6).toString('hex')}`
  const template = empty ? '' : ` TEMPLATE ${inject('databaseTemplateName')}`
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}${template}`))
  const url = databaseUrl(serverUrl, name)
  const handle = await openPostgres(url)
  return {
    ...handle,
    url,
    async close() {
      await handle.close()
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

/** What each test app's transports were given, sent or not: tests read sign-in codes here. */
const recordedMessages = new WeakMap<FastifyInstance, OutgoingMessage[]>()

/**
 * The code of the first SMS to `mobile` among the messages after the first `from`. The portal
 * sends a code at once, in the background: that send is waited for first, and the outbox is
 * sent by hand only when it is late (a second run beside it would only find nothing to claim).
 */
export async function codeSentTo(app: FastifyInstance, mobile: string, from: number): Promise<string> {
  const started = Date.now()
  while (Date.now() < started + 5_000) {
    const message = (recordedMessages.get(app) ?? [])
      .slice(from)
      .find((m) => m.channel === 'sms' && m.recipient === mobile && /\b\d{6}\b/.test(m.body))
    if (message) return /\b(\d{6})\b/.exec(message.body)![1]!
    if (Date.now() > started + 500) await app.deliverOutbox()
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error('no sign-in code was sent within 5 s')
}

/** How many messages the app's transports have been given so far. */
export const messageCount = (app: FastifyInstance) => recordedMessages.get(app)?.length ?? 0

const GENEROUS_LIMITS = {
  FILINGS_PER_HOUR: 100_000,
  LETTERS_PER_10_MINUTES: 100_000,
  STORAGE_QUOTA_MB: 10_000,
}

/** The portal on a fresh database, for `app.inject()`. Call `close()` in afterAll. */
export async function testApp(
  overrides: Partial<TConfig> = {},
  /** `transports: 'configured'`: the portal's own (the development inbox), nothing recorded. */
  options: {
    transports?: Transports | 'configured'
    walletProvider?: WalletProvider
    /** Where the portal's log lines go, as production writes them. */
    logLines?: string[]
    /** A built web app to serve. */
    webDistDir?: string
  } = {},
) {
  const database = await freshDatabase()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-data-'))
  // Tests file and download far more than one customer would: the limits on costly work are
  // tested on their own (costly-work.test.ts), with the defaults.
  const config = { ...loadConfig({}), ...GENEROUS_LIMITS, dataDir, ...overrides }
  // Messages are recorded, then given to the test's transports if it has any; tests deliver
  // the outbox by hand (sign-in codes are sent at once, as in production).
  const sent: OutgoingMessage[] = []
  const recording =
    (forward?: Transport): Transport =>
    async (message) => {
      sent.push(message)
      return forward?.(message)
    }
  const custom = options.transports === 'configured' ? undefined : options.transports
  const transports =
    options.transports === 'configured'
      ? undefined
      : { sms: recording(custom?.sms), email: recording(custom?.email) }
  // Each answer the tests provoke is held to its route's declared responses (issue 13).
  const undeclared = new Set<string>()
  const app = await buildApp({
    db: database.db,
    notifications: database.notifications,
    databasePool: database.pool,
    config,
    transports,
    backgroundWork: false,
    walletProvider: options.walletProvider,
    webDistDir: options.webDistDir,
    onUndeclaredResponse: (route, statusCode) => undeclared.add(`${route} answered ${statusCode}`),
    logger: options.logLines && {
      ...(loggerOptions('info') as object),
      stream: { write: (line: string) => void options.logLines!.push(line) },
    },
  })
  // Routes register now, before any test: their options (schemas, limits) are set up once, as at
  // start, rather than inside the first test and its time.
  await app.ready()
  recordedMessages.set(app, sent)
  return {
    app,
    db: database.db,
    /** The PostgreSQL database's address when DATABASE_URL is set; PGlite has none. */
    databaseUrl: database.url,
    dataDir,
    sent,
    async close() {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
      if (undeclared.size)
        throw new Error(
          `Answers that their routes' response schemas do not declare:\n${[...undeclared].join('\n')}`,
        )
    },
  }
}
