import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { WALLET_EVENTS } from '@portal/domain/wallet'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { openPostgres, type DatabaseHandle } from '../src/db/database'
import type { OutgoingMessage } from '../src/notifications/transports'
import { createStaff } from '../src/services/staff-accounts/staff-accounts'
import { presentationResult } from '../src/wallet/webhook-payload'
import { registrationFor } from './helpers/customers'
import { filingBody, formAt } from './helpers/filings'
import { startRoundRobinProxy } from './helpers/round-robin-proxy'
import { startS3 } from './helpers/s3'
import { freshDatabase } from './helpers/test-app'
import { subscribe, walletCitizen } from './helpers/wallet'
import { FORM_SAMPLES } from '../../../packages/domain/test/form-samples'

/**
 * Two portal instances on one PostgreSQL and one S3 bucket, behind a round-robin proxy of
 * the test's own: whatever one instance did, the other carries on with. Embedded PGlite is
 * one process by design (its data directory is locked), so this runs where DATABASE_URL
 * names a server — the integration run in CI.
 */
describe.runIf(process.env.DATABASE_URL)('two instances behind a load balancer', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let secondConnection: DatabaseHandle
  let s3: Awaited<ReturnType<typeof startS3>>
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>
  const instances: Awaited<ReturnType<typeof buildApp>>[] = []
  // Both instances' messages, as the SMS gateway would receive them.
  const sent: OutgoingMessage[] = []
  const record = async (message: OutgoingMessage) => void sent.push(message)

  beforeAll(async () => {
    database = await freshDatabase()
    secondConnection = await openPostgres(database.url!)
    s3 = await startS3()
    for (const handle of [database, secondConnection]) {
      const app = await buildApp({
        db: handle.db,
        notifications: handle.notifications,
        config: { ...loadConfig({}), ...s3.config, dataDir: '/nonexistent' },
        transports: { sms: record, email: record },
        backgroundWork: false,
      })
      await app.listen({ port: 0, host: '127.0.0.1' })
      instances.push(app)
    }
    proxy = await startRoundRobinProxy(
      instances.map((app) => ({ host: '127.0.0.1', port: (app.server.address() as AddressInfo).port })),
    )
  }, 60_000)
  afterAll(async () => {
    await proxy.close()
    for (const app of instances) await app.close()
    await secondConnection.close()
    await database.close()
    await s3.close()
  })

  /** Makes `instance` the proxy's next: a health check first when the turn is the other's. */
  async function turnTo(instance: number) {
    if (proxy.peek() !== instance) await (await fetch(`${proxy.url}/api/health/`)).arrayBuffer()
  }

  /** Through the proxy, served by `instance`. */
  async function on(instance: number, path: string, init: RequestInit = {}) {
    await turnTo(instance)
    const response = await fetch(`${proxy.url}${path}`, init)
    expect(response.headers.get('x-served-by'), path).toBe(String(instance))
    return response
  }
  const jsonBody = (body: unknown, token?: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const codeFor = async (mobile: string) => {
    for (const app of instances) await app.deliverOutbox()
    const message = sent.filter((m) => m.recipient === mobile).at(-1)
    return /\b(\d{6})\b/.exec(message?.body ?? '')![1]!
  }

  let customer: { cid: string; mobile: string; token: string }

  it('signs in on one, files documents on the other, is decided on the first, and downloads from the second', async () => {
    const registration = await registrationFor(instances[0]!)
    const started = await on(0, '/api/customers/', jsonBody(registration))
    expect(started.status).toBe(202)
    const { challenge } = (await started.json()) as { challenge: string }
    const verified = await on(
      0,
      '/api/customers/verify/',
      jsonBody({ challenge, code: await codeFor(registration.mobile) }),
    )
    expect(verified.status).toBe(201)
    customer = { ...registration, token: ((await verified.json()) as { token: string }).token }

    const form = formAt('/power-clearance')
    const filed = await on(1, '/api/services/power-clearances/', {
      method: 'POST',
      headers: { authorization: `Token ${customer.token}` },
      body: filingBody(form, FORM_SAMPLES['/power-clearance']!) as FormData,
    })
    expect(filed.status).toBe(201)
    const application = (await filed.json()) as { id: number; attachments: { id: number; size: number }[] }

    await createStaff(database.db, {
      username: 'lb-admin',
      name: 'Load Balanced',
      password: 'a-long-test-password',
      role: 'admin',
      divisionIds: [],
      mustChangePassword: false,
    })
    const staff = await on(
      0,
      '/api/staff/login/',
      jsonBody({ username: 'lb-admin', password: 'a-long-test-password' }),
    )
    const { token: staffToken } = (await staff.json()) as { token: string }
    const decided = await on(
      0,
      `/api/staff/applications/${application.id}/decision/`,
      jsonBody({ decision: 'Approved', remarks: 'Checked on site.' }, staffToken),
    )
    expect(decided.status).toBe(200)

    const auth = { headers: { authorization: `Token ${customer.token}` } }
    const letter = await on(1, `/api/tickets/${application.id}/download/`, auth)
    expect(letter.status).toBe(200)
    expect(
      Buffer.from(await letter.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    // Filed through instance 1 into the bucket, read back through instance 0.
    const document = await on(0, `/api/attachments/${application.attachments[0]!.id}/`, auth)
    expect(document.status).toBe(200)
    expect((await document.arrayBuffer()).byteLength).toBe(application.attachments[0]!.size)
  })

  it('signs in the browser connected to one when the wallet webhook lands on the other', async () => {
    const started = await on(0, '/api/ndi/authenticate-ndi/', { method: 'POST' })
    const { thread_id, browser_key } = (await started.json()) as { thread_id: string; browser_key: string }
    const other = (await (await on(1, '/api/ndi/authenticate-ndi/', { method: 'POST' })).json()) as {
      thread_id: string
      browser_key: string
    }
    const socketOn = async (instance: number, thread: { thread_id: string; browser_key: string }) => {
      await turnTo(instance)
      const url = `${proxy.url.replace('http', 'ws')}/ws/socket-server/`
      return subscribe(new WebSocket(url), thread.thread_id, thread.browser_key)
    }
    const socket = await socketOn(0, { thread_id, browser_key })
    const otherSocket = await socketOn(0, other)

    const citizen = walletCitizen({ cid_no: customer.cid, mobile_no: customer.mobile })
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]]
    // Both instances share the webhook's secret: it lives in the database.
    expect(b.services.wallet.webhookSecret).toBe(a.services.wallet.webhookSecret)
    const delivered = await on(1, '/api/ndi/webhook/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${b.services.wallet.webhookSecret}`,
      },
      body: JSON.stringify(presentationResult(thread_id, citizen, b.services.wallet.attributes)),
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

    const signedIn = await on(1, '/api/accounts/login/', jsonBody({ thread_id, browser_key }))
    expect(signedIn.status).toBe(200)
    socket.close()
    otherSocket.close()
  })
})
