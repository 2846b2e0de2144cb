import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import { INBOX_PAGE_SIZE } from '@portal/domain/staff'
import type { Database, TApplicationStatus } from '../db/schema'
import type { StaffMember } from './staff-accounts'
import { withinScope } from './staff-scope'

export interface InboxFilters {
  status?: TApplicationStatus
  service?: string
  division?: number
  from?: string
  to?: string
  q?: string
  /** 'me': the member's own; 'none': nobody has taken them. */
  assigned?: 'me' | 'none'
  page: number
}

type Matching = SelectQueryBuilder<Database, 'applications', object>

/** The applications this staff member may see that match the filters (no ordering yet). */
function matching(db: Kysely<Database>, staff: StaffMember, filters: InboxFilters): Matching {
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

const countOf = async (query: Matching) =>
  Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

/** Ids in the order of the (status, created_at, id) and (division, status, created_at, id) indexes. */
const idsOf = (query: Matching, offset: number, limit: number) =>
  limit <= 0
    ? Promise.resolve([])
    : query
        .select('applications.id')
        .orderBy('applications.created_at')
        .orderBy('applications.id')
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
    const rows = partOffset < partCount ? await idsOf(part, partOffset, INBOX_PAGE_SIZE - ids.length) : []
    ids.push(...rows.map((r) => r.id))
    count += partCount
  }
  if (ids.length === 0) return { count, results: [] }

  const rows = await db
    .selectFrom('applications')
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
      'applications.division_id',
      'divisions.name as division',
      'customers.name',
      'customers.cid',
    ])
    .where('applications.id', 'in', ids)
    .execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
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
      })),
  }
}
