import net from 'node:net'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { isDatabaseAway, patientPool } from '../src/db/database-away'
import { openPostgres } from '../src/db/database'
import { freshDatabase } from './helpers/test-app'

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
const client = { query: async () => ({ rows: [] }), release: () => {} }

/** A pool whose first `failures` connections fail with `error`. */
function poolFailing(failures: number, error: () => Error) {
  const pool = {
    attempts: 0,
    async connect() {
      pool.attempts++
      if (pool.attempts <= failures) throw error()
      return client as never
    },
    end: async () => {},
  }
  return pool
}

describe('a connection while the database is away', () => {
  it('is tried again until the database answers, within the patience', async () => {
    const pool = poolFailing(3, refused)
    await expect(patientPool(pool, 5_000).connect()).resolves.toBe(client)
    expect(pool.attempts).toBe(4)
  })

  it('is refused with the last error once the patience has passed', async () => {
    const pool = poolFailing(Infinity, refused)
    const started = Date.now()
    await expect(patientPool(pool, 500).connect()).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    // Tried 100, 200 ms later, then refused rather than wait past the patience.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(pool.attempts).toBe(3)
  })

  it('refuses at once a request past the most that may wait, as the database being full', async () => {
    const pool = poolFailing(Infinity, refused)
    const patient = patientPool(pool, 1_000, 1)
    const first = patient.connect()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = Date.now()
    await expect(patient.connect()).rejects.toMatchObject({ code: '53300' })
    expect(Date.now() - started).toBeLessThan(100)
    await expect(first).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('is not tried again for a refusal that waiting cannot cure (a wrong password)', async () => {
    const wrongPassword = () => Object.assign(new Error('password authentication failed'), { code: '28P01' })
    const pool = poolFailing(1, wrongPassword)
    await expect(patientPool(pool, 5_000).connect()).rejects.toMatchObject({ code: '28P01' })
    expect(pool.attempts).toBe(1)
  })

  it("tells the database's absence from a missing file and a wrong query", () => {
    expect(isDatabaseAway(refused())).toBe(true)
    expect(isDatabaseAway({ code: '57P03' })).toBe(true) // starting up
    expect(isDatabaseAway(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseAway(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    )
    // A stopped container's name gone from the network's DNS; a connection not made in time.
    expect(isDatabaseAway({ code: 'ENOTFOUND', hostname: 'postgres' })).toBe(true)
    expect(isDatabaseAway({ code: 'EAI_AGAIN', hostname: 'postgres' })).toBe(true)
    expect(isDatabaseAway(new Error('timeout expired'))).toBe(true)
    expect(isDatabaseAway({ code: '53300' })).toBe(true) // too many connections
    expect(isDatabaseAway({ code: 'ENOENT', path: '/data/letter.pdf' })).toBe(false)
    expect(isDatabaseAway({ code: '42P01' })).toBe(false) // no such table
    expect(isDatabaseAway(undefined)).toBe(false)
  })
})

describe('a database that takes connections and never answers', () => {
  it('holds a request no longer than the patience and one connection attempt', async () => {
    const held = new Set<net.Socket>()
    const silent = net.createServer((socket) => void held.add(socket))
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening))
    const { port } = silent.address() as net.AddressInfo
    const handle = await openPostgres(`postgres://portal@127.0.0.1:${port}/portal`, {
      patienceMs: 300,
      connectTimeoutMs: 300,
    })
    try {
      const started = Date.now()
      await expect(sql`SELECT 1`.execute(handle.db)).rejects.toSatisfy(isDatabaseAway)
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      await handle.close()
      for (const socket of held) socket.destroy()
      await new Promise((closed) => silent.close(closed))
    }
  })
})

/**
 * PostgreSQL restarting, played by a TCP relay in front of it that stops taking connections
 * and drops those it has, then takes them again: a query asked meanwhile waits and is answered.
 */
describe.runIf(process.env.DATABASE_URL)('PostgreSQL restarting', () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function relayTo(target: URL) {
    const sockets = new Set<net.Socket>()
    const relay = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname)
      for (const end of [socket, upstream]) {
        sockets.add(end)
        end.on('error', () => {})
        end.on('close', () => sockets.delete(end))
      }
      socket.pipe(upstream).pipe(socket)
    })
    await new Promise<void>((listening) => relay.listen(0, '127.0.0.1', listening))
    const port = (relay.address() as net.AddressInfo).port
    return {
      port,
      stop: () =>
        new Promise<void>((stopped) => {
          for (const socket of sockets) socket.destroy()
          relay.close(() => stopped())
        }),
      start: () => new Promise<void>((listening) => relay.listen(port, '127.0.0.1', listening)),
      close: () => new Promise((closed) => relay.close(closed)),
    }
  }

  /** A fresh database, reached through a relay, with this patience; all undone after the test. */
  async function behindARelay(patienceMs: number) {
    const database = await freshDatabase()
    cleanups.push(() => database.close())
    const relay = await relayTo(new URL(database.url!))
    cleanups.push(() => relay.close())
    const viaRelay = new URL(database.url!)
    viaRelay.hostname = '127.0.0.1'
    viaRelay.port = String(relay.port)
    const handle = await openPostgres(viaRelay.href, { patienceMs })
    cleanups.push(() => handle.close())
    return { relay, db: handle.db }
  }

  it('answers a query asked while it was away, once it is back', async () => {
    const { relay, db } = await behindARelay(10_000)
    await sql`SELECT 1`.execute(db)

    await relay.stop()
    const stoppedAt = Date.now()
    // The pool's idle connection learns it was dropped (a restart's connections are told to end).
    await new Promise((resolve) => setTimeout(resolve, 200))
    const asked = sql<{ answer: number }>`SELECT 42 AS answer`.execute(db)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await relay.start()
    const { rows } = await asked
    expect(rows).toEqual([{ answer: 42 }])
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1_000)
  })

  it('fails only the query it was running when it went away, and the process goes on', async () => {
    const { relay, db } = await behindARelay(10_000)
    const running = sql`SELECT pg_sleep(5)`.execute(db)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await relay.stop()
    await expect(running).rejects.toSatisfy(isDatabaseAway)
    await relay.start()
    expect((await sql<{ answer: number }>`SELECT 7 AS answer`.execute(db)).rows).toEqual([{ answer: 7 }])
  })

  it('refuses a query once the patience has passed', async () => {
    const { relay, db } = await behindARelay(500)
    await relay.stop()
    const started = Date.now()
    await expect(sql`SELECT 1`.execute(db)).rejects.toSatisfy(isDatabaseAway)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
  })
})
