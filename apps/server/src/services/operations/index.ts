import { HttpError } from '../../errors'
import { databaseHealthRepository } from '../../repositories/database-health'
import { purgeEndedRecords } from '../../repositories/ended-records'
import { storedFilesRepository } from '../../repositories/stored-files'
import type { ServiceDeps } from '../deps'

/**
 * Readiness answers within 4 s, not after the patience a request has for a database restart
 * (db/database-away.ts): the proxy takes an instance out while it is not ready, and counts an
 * answer later than 5 s (Caddy's health_timeout) as none.
 */
const READINESS_WAIT_MS = 4_000

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** Running the portal (DESIGN.md §6): readiness, and housekeeping of ended records and unnamed files. */
export function operationsArea({ db }: ServiceDeps) {
  const health = databaseHealthRepository(db)
  const operations = {
    /** Whether the database answers (a query); throws when it does not. */
    ping: health.ping,
    /** The migrations this code expects that the database lacks. */
    pendingMigrations: health.pendingMigrations,
    /**
     * Whether the portal is ready for traffic: the database answers and has every migration
     * this code expects. Not ready is a 503 with why; a database that does not answer is
     * `warn`ed with its error.
     */
    async readiness(warn: (error: unknown) => void) {
      try {
        const pending = await within(
          operations.ping().then(() => operations.pendingMigrations()),
          READINESS_WAIT_MS,
        )
        if (pending.length) throw new HttpError(503, `The database lacks ${pending.length} migration(s).`)
        return { status: 'ready' as const }
      } catch (error) {
        if (error instanceof HttpError) throw error
        warn(error)
        throw new HttpError(503, 'The database does not answer.')
      }
    },
    purgeEndedRecords: () => purgeEndedRecords(db),
    /** Which of these stored files attachments still name. */
    filesNamedAmong: storedFilesRepository(db).namedAmong,
  }
  return operations
}
