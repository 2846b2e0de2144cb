import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import { INBOX_PAGE_SIZE } from '@portal/domain/staff'
import type { Database, TApplicationStatus } from '../db/schema'
import type { StaffMember } from './staff-accounts'
import { withinScope } from '../repositories/staff-scope'
import { isOpen } from '@portal/domain/lifecycle'
import { bhutanDay, workingDaysBetween } from '@portal/domain/working-days'
import { holidaysFrom } from '../repositories/deadlines'

/** The earliest day a page's working days are counted from: today, or an overdue deadline. */
const minDay = (today: string, rows: { due_on: string | null }[]) =>
  rows.reduce((min, row) => (row.due_on && row.due_on < min ? row.due_on : min), today)

export interface InboxFilters {
  status?: TApplicationStatus
  service?: string
  division?: number
  from?: string
  to?: string
  q?: string
  /** 'me': the member's own; 'none': nobody has taken them. */
  assigned?: 'me' | 'none'
  /** 'due': the nearest deadline first (those without one last); else oldest first. */
  sort?: 'due'
  page: number
}

type Matching = SelectQueryBuilder<Database, 'applications', object>

/** The applications this staff member may see that match the filters (no ordering yet). */
export function matching(db: Kysely<Database>, staff: StaffMember, filters: InboxFilters): Matching {
  let query = withinScope(db.selectFrom('applications') as Matching, staff)
  if (filters.service) query = query.where('applications.service', '=', filters.service)
  if (filters.division) query = query.where('applications.division_id', '=', filters.division)
  if (filters.assigned === 'me') query = query.where('applications.assignee_id', '=', staff.id)
  if (filters.assigned === 'none') query = query.where('applications.assignee_id', 'is', null)
  if (filters.from)
    query = query.where('applications.created_at', '>=', new Date(`${filters.from}T00:00:00Z`))
  if (filters.to) {
    query = query.where(
      'applications.created_at',
      '<',
      sql<Date>`${`${filters.to}T00:00:00Z`}::timestamptz + interval '1 day'`,
    )
  }
  const q = filters.q?.trim()
  if (!q) return query
  if (/^\d{11}$/.test(q)) return query.where('applications.customer_cid', '=', q)
  if (/^\d{1,15}$/.test(q)) return query.where('applications.id', '=', Number(q))
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return query.where(
    'applications.customer_cid',
    'in',
    db.selectFrom('customers').select('cid').where('name', 'ilike', pattern),
  )
}

/** What an inbox row (and a line of its CSV export) shows: the application, its customer, division and assignee. */
export const withRowColumns = (query: Matching) =>
  query
    .innerJoin('customers', 'customers.cid', 'applications.customer_cid')
    .innerJoin('divisions', 'divisions.id', 'applications.division_id')
    .leftJoin('staff', 'staff.id', 'applications.assignee_id')
    .select([
      'staff.name as assignee',
      'applications.id',
      'applications.service',
      'applications.request_type',
      'applications.status',
      'applications.created_at',
      'applications.decided_at',
      'applications.due_on',
      'applications.division_id',
      'divisions.name as division',
      'customers.name',
      'customers.cid',
    ])

const countOf = async (query: Matching) =>
  Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

/**
 * Ids in the order of the (status, created_at, id) and (division, status, created_at, id)
 * indexes; by deadline, in that of (status, due_on, id).
 */
const idsOf = (query: Matching, offset: number, limit: number, sort?: 'due') =>
  limit <= 0
    ? Promise.resolve([])
    : (sort === 'due'
        ? query.orderBy(sql`applications.due_on asc nulls last`).orderBy('applications.id')
        : query.orderBy('applications.created_at').orderBy('applications.id')
      )
        .select('applications.id')
        .offset(offset)
        .limit(limit)
        .execute()

/**
 * The inbox: oldest pending first, then the rest oldest first. Each part is read in index
 * order from `applications` alone, and only the page's rows are joined to their customer
 * and division, so a page stays fast with a million applications (`npm run bench`).
 */
export async function listInbox(db: Kysely<Database>, staff: StaffMember, filters: InboxFilters) {
  const base = matching(db, staff, filters)
  const offset = (filters.page - 1) * INBOX_PAGE_SIZE
  const parts: Matching[] = filters.status
    ? [base.where('applications.status', '=', filters.status)]
    : [base.where('applications.status', '=', 'Pending'), base.where('applications.status', '<>', 'Pending')]

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

  const rows = await withRowColumns(db.selectFrom('applications') as Matching)
    .where('applications.id', 'in', ids)
    .execute()
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
        status: row.status,
        created: row.created_at.toISOString(),
        decided: row.decided_at?.toISOString(),
        name: row.name,
        cid: row.cid,
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
