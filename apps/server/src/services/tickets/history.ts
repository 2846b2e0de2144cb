import type { historyOf } from '../../repositories/application-records'

type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number]

/** One step of the history as both sides read it; the officer's view adds the actor. */
export const toHistoryEntry = (row: HistoryRow) => ({
  at: row.at.toISOString(),
  status: row.to_status,
  remarks: row.remarks,
  by: row.actor.startsWith('staff:') ? ('staff' as const) : ('customer' as const),
  kind: row.kind,
  fields: row.asked_fields ?? undefined,
  changes: row.changes ?? undefined,
})
