import { HttpError } from '../../errors'
import { databaseHealthRepository } from '../../repositories/database-health'
import { purgeEndedRecords } from '../../repositories/ended-records'
import { storedFilesRepository } from '../../repositories/stored-files'
import type { ServiceDeps } from '../deps'

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
        await operations.ping()
        const pending = await operations.pendingMigrations()
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
