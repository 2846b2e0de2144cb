import { setTimeout as sleep } from 'node:timers/promises'
import type { PostgresPool, PostgresPoolClient } from 'kysely'

// The database server going away (shutting down, starting up, connection lost, full) by its SQLSTATE…
const DATABASE_DOWN_STATES = new Set(['57P01', '57P03', '08000', '08001', '08003', '08006', '53300'])
// …or the driver's socket failing (the embedded database listens on a unix socket: ENOENT), or
// its name not found: a stopped container's name leaves the network's DNS (compose's `postgres`).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
])

type SystemError = { code?: string; message?: string; path?: string }

/** Whether an error says the database is away, not that a file is missing or a query is wrong. */
export function isDatabaseAway(error: unknown): boolean {
  const { code, message, path } = (error ?? {}) as SystemError
  if (DATABASE_DOWN_STATES.has(code ?? '')) return true
  // A file system error names its path; a socket error of the driver does not.
  if (SOCKET_CODES.has(code ?? '') && path === undefined) return true
  // A connection lost mid-request (the query it ran, or the next one of its transaction), or
  // one that could not be made in time (pg's connectionTimeoutMillis: "timeout expired").
  return /Connection terminated|not queryable|^timeout expired$/i.test(message ?? '')
}

/**
 * How long a request waits for PostgreSQL to come back before it is refused: a restart takes
 * seconds. An attempt under way when it ends may take up to the pool's connection timeout more.
 */
export const DATABASE_PATIENCE_MS = 15_000

/**
 * How many requests of one instance may wait for the database at once: while it is away no limit
 * (they live in the database) counts a flood, and each waiter holds its socket and body.
 */
export const MOST_WAITING = 200

/**
 * A pool whose new connections wait out a database restart or failover: an attempt refused
 * because the server is away is made again, more slowly each time, until `patienceMs` has
 * passed. Nothing was sent on a connection that could not be made, so trying again is safe;
 * a query already running when the server went away fails, as it must (it may have been done).
 */
export function patientPool(
  pool: { connect(): Promise<PostgresPoolClient>; end(): Promise<void> },
  patienceMs = DATABASE_PATIENCE_MS,
  mostWaiting = MOST_WAITING,
): PostgresPool {
  let waiting = 0
  return {
    async connect() {
      const deadline = Date.now() + patienceMs
      for (let pause = 100; ; pause = Math.min(pause * 2, 1_000)) {
        try {
          return await pool.connect()
        } catch (error) {
          if (!isDatabaseAway(error) || Date.now() + pause > deadline) throw error
          if (waiting >= mostWaiting)
            throw Object.assign(new Error('too many requests wait for the database'), { code: '53300' })
          waiting++
          await sleep(pause).finally(() => waiting--)
        }
      }
    },
    end: () => pool.end(),
  }
}
