import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { WALLET_EVENTS } from '@portal/domain/wallet'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { openPostgres, type DatabaseHandle } from '../src/db/database'
import { presentationResult } from '../src/wallet/webhook-payload'
import { freshDatabase } from './helpers/test-app'
import { subscribe, walletCitizen } from './helpers/wallet'

/**
 * Two portal instances on one PostgreSQL: the webhook lands on B while the browser's
 * socket is held by A. Embedded PGlite is one process by design (its data directory is
 * locked), so this runs where DATABASE_URL names a server — the integration run in CI.
 */
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let secondConnection: DatabaseHandle
  const instances: Awaited<ReturnType<typeof buildApp>>[] = []

  beforeAll(async () => {
    database = await freshDatabase()
    secondConnection = await openPostgres(database.url!)
    for (const handle of [database, secondConnection]) {
      const app = await buildApp({
        db: handle.db,
        notifications: handle.notifications,
        config: { ...loadConfig({}), dataDir: '/nonexistent' },
        backgroundWork: false,
      })
      await app.listen({ port: 0, host: '127.0.0.1' })
      instances.push(app)
    }
  })
  afterAll(async () => {
    for (const app of instances) await app.close()
    await secondConnection.close()
    await database.close()
  })

  const urlOf = (app: (typeof instances)[number], scheme = 'http') =>
    `${scheme}://127.0.0.1:${(app.server.address() as AddressInfo).port}`

  it('delivers a webhook that reached instance B to the socket held by instance A', async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]]
    const start = async () =>
      (await (await fetch(`${urlOf(a)}/api/ndi/authenticate-ndi/`, { method: 'POST' })).json()) as {
        thread_id: string
        browser_key: string
      }
    const { thread_id, browser_key } = await start()
    const other = await start()
    const socketOn = (started: { thread_id: string; browser_key: string }) =>
      subscribe(new WebSocket(`${urlOf(a, 'ws')}/ws/socket-server/`), started.thread_id, started.browser_key)
    const socket = await socketOn({ thread_id, browser_key })
    const otherSocket = await socketOn(other)
    // Both instances share the webhook's secret: it lives in the database.
    expect(b.wallet.webhookSecret).toBe(a.wallet.webhookSecret)

    const citizen = walletCitizen()
    const delivered = await fetch(`${urlOf(b)}/api/ndi/webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${b.wallet.webhookSecret}` },
      body: JSON.stringify(presentationResult(thread_id, citizen, b.wallet.attributes)),
    })
    expect(delivered.status).toBe(202)

    expect(await socket.next()).toEqual({
      type: WALLET_EVENTS.complete,
      thread_id,
      cid_no: citizen.cid_no,
      mobile_no: citizen.mobile_no,
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(otherSocket.received).toEqual([])
    socket.close()
    otherSocket.close()
  })
})
