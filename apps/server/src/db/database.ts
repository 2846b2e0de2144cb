import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres'
import { embeddedNotifications, serverNotifications, type Notifications } from './notifications'
import type { Database } from './schema'
import { runNamedStatementsPrepared } from './named-statements'
import { DATABASE_PATIENCE_MS, patientPool } from './database-away'

export interface DatabaseHandle {
  db: Kysely<Database>
  /** Present in embedded mode: the PGlite behind the socket (tests dump it as a template). */
  embedded?: EmbeddedPostgres
  /** LISTEN/NOTIFY on this database, across instances. */
  notifications: Notifications
  /** The pool's counters, for /metrics. */
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>
  close(): Promise<void>
}

// bigint columns come back from pg as strings; every id here stays far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
// A calendar day stays the text it is (yyyy-mm-dd): a Date would shift it by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

/**
 * A connection not made in time is an attempt failed, tried again within the patience: a database
 * that takes connections and never answers must not hold requests for ever. On the client, not
 * the pool, whose same setting would also refuse a request that waits its turn under load.
 */
const clientMadeWithin = (connectionTimeoutMillis: number) =>
  class ClientMadeInTime extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis })
    }
  }

/** PostgreSQL, whose restarts a request waits out for `patienceMs` (database-away.ts). */
export async function openPostgres(
  connectionString: string,
  { patienceMs = DATABASE_PATIENCE_MS, connectTimeoutMs = 5_000 } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, Client: clientMadeWithin(connectTimeoutMs) })
  return handleFor(pool, serverNotifications(connectionString), { patienceMs })
}

/** PGlite behind a unix socket, reached with one connection: PGlite serves one session. */
export async function openEmbedded(dataDir: string, templateFile?: string): Promise<DatabaseHandle> {
  return connectToEmbedded(await startEmbeddedPostgres(dataDir, templateFile))
}

/**
 * A handle on a PGlite already running. `release` runs once its connection has ended: it stops
 * the PGlite, unless the caller keeps it for another handle (the tests' pool of databases).
 */
export function connectToEmbedded(
  embedded: EmbeddedPostgres,
  release: () => Promise<void> = () => embedded.stop(),
): DatabaseHandle {
  const pool = new pg.Pool({ host: embedded.socketDir, user: 'postgres', database: 'postgres', max: 1 })
  // The embedded database is one session that outlives each connection to it: a new one
  // starts without the last one's prepared statements, whose names it would use again.
  pool.on('connect', (client) => void client.query('DEALLOCATE ALL').catch(() => {}))
  return handleFor(pool, embeddedNotifications(pool), { embedded, release })
}

function handleFor(
  pool: pg.Pool,
  notifications: Notifications,
  {
    embedded,
    release,
    // The embedded database does not restart on its own: waiting for it would only delay the refusal.
    patienceMs = 0,
  }: { embedded?: EmbeddedPostgres; release?: () => Promise<void>; patienceMs?: number } = {},
): DatabaseHandle {
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {})
  // Nor a client in use (pg-pool listens only to idle ones): its query fails, and the pool
  // discards it on release, no longer queryable.
  pool.on('connect', (client) => void client.on('error', () => {}))
  pool.on('connect', runNamedStatementsPrepared)
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: patientPool(pool, patienceMs) }) })
  let closing: Promise<void> | undefined
  return {
    db,
    embedded,
    notifications,
    pool,
    // Once, however often it is called: a second close must not release the database twice.
    close() {
      closing ??= (async () => {
        await db.destroy() // ends the pool
        await release?.()
      })()
      return closing
    },
  }
}
