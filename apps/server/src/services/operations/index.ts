import { databaseHealthRepository } from '../../repositories/database-health'
import { purgeEndedRecords } from '../../repositories/ended-records'
import { storedFilesRepository } from '../../repositories/stored-files'
import type { ServiceDeps } from '../deps'

/** Running the portal (DESIGN.md §6): readiness, and housekeeping of ended records and unnamed files. */
export function operationsArea({ db }: ServiceDeps) {
  const health = databaseHealthRepository(db)
  return {
    ping: health.ping,
    pendingMigrations: health.pendingMigrations,
    purgeEndedRecords: () => purgeEndedRecords(db),
    /** Which of these stored files attachments still name. */
    filesNamedAmong: storedFilesRepository(db).namedAmong,
  }
}
