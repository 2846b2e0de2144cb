import type { Kysely } from 'kysely'
import { INBOX_PAGE_SIZE } from '@portal/domain/staff/inbox'
import type { Database } from '../../db/schema'
import type { StaffMember } from '../staff-accounts/staff-accounts'
import { countOf, idsOf, inboxParts, rowsWithIds, type InboxFilters } from '../../repositories/inbox'
import { isOpen } from '@portal/domain/lifecycle'
import { bhutanDay, workingDaysBetween } from '@portal/domain/working-days'
import { holidaysFrom } from '../../repositories/deadlines'
import { serviceNameOf } from '@portal/domain/applications/service-names'

/** The earliest day a page's working days are counted from: today, or an overdue deadline. */
const minDay = (today: string, rows: { due_on: string | null }[]) =>
  rows.reduce((min, row) => (row.due_on && row.due_on < min ? row.due_on : min), today)

/**
 * The inbox: oldest pending first, then the rest oldest first. Each part is read in index
 * order from `applications` alone, and only the page's rows are joined to their customer
 * and division, so a page stays fast with a million applications (`npm run bench`).
 */
export async function listInbox(db: Kysely<Database>, staff: StaffMember, filters: InboxFilters) {
  const offset = (filters.page - 1) * INBOX_PAGE_SIZE
  const parts = inboxParts(db, staff, filters)

  let count = 0
  const ids: number[] = []
  for (const part of parts) {
    const partCount = await countOf(part)
    const partOffset = Math.max(0, offset - count)
    const rows =
      partOffset < partCount ? await idsOf(part, partOffset, INBOX_PAGE_SIZE - ids.length, filters.sort) : []
    ids.push(...rows.map((r) => r.id))
    count += partCount
  }
  if (ids.length === 0) return { count, results: [] }

  const rows = await rowsWithIds(db, ids)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const today = bhutanDay(new Date())
  const holidays = await holidaysFrom(db, minDay(today, rows))
  return {
    count,
    results: ids
      .map((id) => byId.get(id)!)
      .map((row) => ({
        id: row.id,
        service: row.service,
        service_id: row.id,
        request_type: row.request_type ?? undefined,
        service_name: serviceNameOf(row.service, row.request_type),
        status: row.status,
        created: row.created_at.toISOString(),
        decided: row.decided_at?.toISOString(),
        name: row.name,
        cid: row.cid,
        language: row.language,
        division: row.division,
        division_id: row.division_id,
        age_days: Math.floor((Date.now() - row.created_at.getTime()) / 86_400_000),
        assignee: row.assignee ?? undefined,
        ...(row.due_on && isOpen(row.status)
          ? { due_on: row.due_on, days_left: workingDaysBetween(today, row.due_on, holidays) }
          : {}),
      })),
  }
}
