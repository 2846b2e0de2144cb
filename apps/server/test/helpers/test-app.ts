import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig, type TConfig } from '../../src/config'
import { openEmbedded, openPostgres, type DatabaseHandle } from '../../src/db/database'
import { prepareDatabase } from '../../src/db/open'
import type { OutgoingMessage, Transports } from '../../src/notifications/transports'
import type { WalletProvider } from '../../src/wallet/provider'

/** A fresh database: PGlite from the template, or a new database on DATABASE_URL's server. */
export async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return openEmbedded('memory://', inject('databaseTemplateFile'))

  const name = `portal_test_${randomBytes(6).toString('hex')}`
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openPostgres(url.toString())
  await prepareDatabase(handle)
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close()
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

async function withAdmin(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}

/** The portal on a fresh database, for `app.inject()`. Call `close()` in afterAll. */
export async function testApp(
  overrides: Partial<TConfig> = {},
  options: { transports?: Transports; walletProvider?: WalletProvider } = {},
) {
  const database = await freshDatabase()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-data-'))
  const config = { ...loadConfig({}), dataDir, ...overrides }
  // Messages are recorded, not sent; tests deliver the outbox by hand.
  const sent: OutgoingMessage[] = []
  const record = async (message: OutgoingMessage) => void sent.push(message)
  const transports = options.transports ?? { sms: record, email: record }
  const app = await buildApp({
    db: database.db,
    notifications: database.notifications,
    config,
    transports,
    outboxWorker: false,
    walletProvider: options.walletProvider,
  })
  return {
    app,
    db: database.db,
    dataDir,
    sent,
    async close() {
      await app.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
