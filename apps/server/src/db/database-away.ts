import { setTimeout as sleep } from 'node:timers/promises'
import type { PostgresPool, PostgresPoolClient } from 'kysely'

// The database server going away (shutting down, starting up, connection lost) by its SQLSTATE…
const DATABASE_DOWN_STATES = new Set(['57P01', '57P03', '08000', '08001', '08003', '08006'])
// …or the driver's socket failing (the embedded database listens on a unix socket: ENOENT).
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE'])

type SystemError = { code?: string; message?: string; path?: string }

/** Whether an error says the database is away, not that a file is missing or a query is wrong. */
export function isDatabaseAway(error: unknown): boolean {
  const { code, message, path } = (error ?? {}) as SystemError
  if (DATABASE_DOWN_STATES.has(code ?? '')) return true
  // A file system error names its path; a socket error of the driver does not.
  if (SOCKET_CODES.has(code ?? '') && path === undefined) return true
  // A connection lost mid-request: the query it ran, or the next one of its transaction.
  return /Connection terminated|not queryable/i.test(message ?? '')
}

/** How long a request waits for PostgreSQL to come back before it is refused: a restart takes seconds. */
export const DATABASE_PATIENCE_MS = 15_000

/**
 * A pool whose new connections wait out a database restart or failover: an attempt refused
 * because the server is away is made again, more slowly each time, until `patienceMs` has
 * passed. Nothing was sent on a connection that could not be made, so trying again is safe;
 * a query already running when the server went away fails, as it must (it may have been done).
 */
export function patientPool(
  pool: { connect(): Promise<PostgresPoolClient>; end(): Promise<void> },
  patienceMs = DATABASE_PATIENCE_MS,
): PostgresPool {
  return {
    async connect() {
      const deadline = Date.now() + patienceMs
      for (let pause = 100; ; pause = Math.min(pause * 2, 1_000)) {
        try {
          return await pool.connect()
        } catch (error) {
          if (!isDatabaseAway(error) || Date.now() + pause > deadline) throw error
          await sleep(pause)
        }
      }
    },
    end: () => pool.end(),
  }
}
