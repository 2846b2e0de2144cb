import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { Database, TApplicationStatus } from '../db/schema'
import type { StaffMember } from './staff-accounts'
import { withinScope } from './staff-scope'

export interface InboxFilters {
  status?: TApplicationStatus
  service?: string
  /** One page of a shared service ("Relocation" of "Energy Meter"). */
  request_type?: string
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
  if (filters.request_type) query = query.where('applications.request_type', '=', filters.request_type)
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
      'customers.language',
    ])

export const countOf = async (query: Matching) =>
  Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

/**
 * Ids in the order of the (status, created_at, id) and (division, status, created_at, id)
 * indexes; by deadline, in that of (status, due_on, id).
 */
export const idsOf = (query: Matching, offset: number, limit: number, sort?: 'due') =>
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
 * The inbox's parts, each read in its index's order: the given status, or pending first and
 * then the rest.
 */
export const inboxParts = (db: Kysely<Database>, staff: StaffMember, filters: InboxFilters): Matching[] => {
  const base = matching(db, staff, filters)
  return filters.status
    ? [base.where('applications.status', '=', filters.status)]
    : [base.where('applications.status', '=', 'Pending'), base.where('applications.status', '<>', 'Pending')]
}

/** A page's rows, joined to their customer, division and assignee (in no order). */
export const rowsWithIds = (db: Kysely<Database>, ids: number[]) =>
  withRowColumns(db.selectFrom('applications') as Matching)
    .where('applications.id', 'in', ids)
    .execute()

/** Every matching row for the CSV, oldest first, up to `limit`. */
export const exportRows = (
  db: Kysely<Database>,
  staff: StaffMember,
  filters: Omit<InboxFilters, 'page'>,
  limit: number,
) => {
  let query = matching(db, staff, { ...filters, page: 1 })
  if (filters.status) query = query.where('applications.status', '=', filters.status)
  return withRowColumns(query)
    .orderBy('applications.created_at')
    .orderBy('applications.id')
    .limit(limit)
    .execute()
}
