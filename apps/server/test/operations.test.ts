import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signedInCustomer } from './helpers/customers'
import { testApp } from './helpers/test-app'

/** What an operator watches (DESIGN.md §6): health, readiness, metrics, request ids. */
const METRICS_TOKEN = 'a-metrics-token-of-length'
let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp({ METRICS_TOKEN })
})
afterAll(() => portal.close())

const scrape = async () => {
  const response = await portal.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  expect(response.statusCode).toBe(200)
  return response.body
}

/** The value of one series, by its name and labels as Prometheus prints them. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('health and readiness', () => {
  it('answers health without the database', async () => {
    const response = await portal.app.inject({ url: '/api/health/' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', release: 'development' })
  })

  it('is ready when the database answers with every migration, and not when one is missing', async () => {
    expect((await portal.app.inject({ url: '/api/ready/' })).json()).toEqual({ status: 'ready' })
    const last = await portal.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow()
    const name = (last as { name: string }).name
    await sql`UPDATE kysely_migration SET name = ${`${name}.renamed`} WHERE name = ${name}`.execute(portal.db)
    try {
      const response = await portal.app.inject({ url: '/api/ready/' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ detail: 'The database lacks 1 migration(s).' })
    } finally {
      await sql`UPDATE kysely_migration SET name = ${name} WHERE name = ${`${name}.renamed`}`.execute(
        portal.db,
      )
    }
  })
})

describe('/api/ready/ when the database does not answer', () => {
  it('answers 503 and says so', async () => {
    const ping = vi
      .spyOn(portal.app.services.operations, 'ping')
      .mockRejectedValueOnce(new Error('connection refused'))
    try {
      const response = await portal.app.inject({ url: '/api/ready/' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ detail: 'The database does not answer.' })
    } finally {
      ping.mockRestore()
    }
  })

  it('answers 503 within 4 s while a request would go on waiting for the database to come back', async () => {
    const ping = vi
      .spyOn(portal.app.services.operations, 'ping')
      .mockReturnValueOnce(new Promise<undefined>(() => {}))
    try {
      const asked = Date.now()
      const response = await portal.app.inject({ url: '/api/ready/' })
      expect(response.statusCode).toBe(503)
      expect(Date.now() - asked).toBeLessThan(5_000)
    } finally {
      ping.mockRestore()
    }
  })
})

describe('/metrics', () => {
  it('needs its token when one is set', async () => {
    expect((await portal.app.inject({ url: '/metrics' })).statusCode).toBe(401)
    const wrong = await portal.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } })
    expect(wrong.statusCode).toBe(401)
  })

  it('counts requests by route pattern, never by the raw address', async () => {
    await portal.app.inject({ url: '/api/tickets/12345/' })
    const text = await scrape()
    expect(text).toContain(
      'portal_http_request_duration_seconds_count{method="GET",route="/api/tickets/:id/",status="401"}',
    )
    // The address, not the digits: a memory or CPU figure may hold 12345 by chance.
    expect(text).not.toContain('/api/tickets/12345/')
  })

  it('reports the event loop, the pool and the outbox', async () => {
    const text = await scrape()
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    expect(valueOf(text, 'portal_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1)
    const unsent = valueOf(text, 'portal_outbox_unsent_messages')!
    await sql`INSERT INTO outbox (channel, recipient, body, created_at)
      VALUES ('email', 'x@example.bt', 'Waiting', now() - interval '90 seconds')`.execute(portal.db)
    const after = await scrape()
    expect(valueOf(after, 'portal_outbox_unsent_messages')).toBe(unsent + 1)
    expect(valueOf(after, 'portal_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(90)
  })

  it('counts refused sign-ins and limits hit', async () => {
    const before = await scrape()
    const failures = (text: string) => valueOf(text, 'portal_sign_in_failures_total{kind="staff"}') ?? 0
    const limited = (text: string) => valueOf(text, 'portal_limits_hit_total{route="/api/staff/login/"}') ?? 0
    for (let i = 0; i < 7; i++)
      await portal.app.inject({
        method: 'POST',
        url: '/api/staff/login/',
        payload: { username: 'nobody', password: 'not-the-password' },
        remoteAddress: '203.0.113.50',
      })
    const after = await scrape()
    expect(failures(after) - failures(before)).toBe(5)
    expect(limited(after) - limited(before)).toBe(2)
  })
})

describe('request ids', () => {
  it('returns a plain incoming id, and a new one for anything else', async () => {
    const kept = await portal.app.inject({ url: '/api/health/', headers: { 'x-request-id': 'lb-7f3a.2' } })
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.2')
    for (const bad of ['has space', 'x'.repeat(65), 'semi;colon']) {
      const replaced = await portal.app.inject({ url: '/api/health/', headers: { 'x-request-id': bad } })
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('puts the id on every log line of its request', async () => {
    const lines: string[] = []
    const logged = await testApp({}, { logLines: lines })
    try {
      const customer = await signedInCustomer(logged.app)
      await logged.app.inject({
        url: '/api/tickets/',
        headers: { authorization: customer.authorization, 'x-request-id': 'quote-me-42' },
      })
      const mine = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string })
      const request = mine.filter((l) => l.reqId === 'quote-me-42')
      expect(request.map((l) => l.msg)).toContain('request')
    } finally {
      await logged.close()
    }
  })
})
