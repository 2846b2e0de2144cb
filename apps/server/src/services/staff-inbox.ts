import { sql, type Kysely } from 'kysely'
import type { Database, TApplicationStatus } from '../db/schema'
import type { StaffMember } from './staff-accounts'
import { withinScope } from './staff-scope'

export const INBOX_PAGE_SIZE = 20

export interface InboxFilters {
  status?: TApplicationStatus
  service?: string
  division?: number
  from?: string
  to?: string
  q?: string
  page: number
}

/**
 * The officer's inbox: oldest pending first, then the rest oldest first. Every filter maps to
 * a column of `applications_inbox` (division, status, created_at), so a page stays fast with
 * a million applications.
 */
export async function listInbox(db: Kysely<Database>, staff: StaffMember, filters: InboxFilters) {
  let query = withinScope(
    db
      .selectFrom('applications')
      .innerJoin('customers', 'customers.cid', 'applications.customer_cid')
      .innerJoin('divisions', 'divisions.id', 'applications.division_id'),
    staff,
  )
  if (filters.status) query = query.where('applications.status', '=', filters.status)
  if (filters.service) query = query.where('applications.service', '=', filters.service)
  if (filters.division) query = query.where('applications.division_id', '=', filters.division)
  if (filters.from)
    query = query.where('applications.created_at', '>=', new Date(`${filters.from}T00:00:00Z`))
  if (filters.to)
    query = query.where(
      'applications.created_at',
      '<',
      sql<Date>`${`${filters.to}T00:00:00Z`}::timestamptz + interval '1 day'`,
    )
  const q = filters.q?.trim()
  if (q) {
    query = query.where((eb) =>
      /^\d{11}$/.test(q)
        ? eb('applications.customer_cid', '=', q)
        : /^\d{1,15}$/.test(q)
          ? eb('applications.id', '=', Number(q))
          : eb('customers.name', 'ilike', `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
    )
  }

  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query
      .select([
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
      .orderBy(sql`applications.status = 'Pending'`, 'desc')
      .orderBy('applications.created_at')
      .orderBy('applications.id')
      .limit(INBOX_PAGE_SIZE)
      .offset((filters.page - 1) * INBOX_PAGE_SIZE)
      .execute(),
  ])
  return {
    count: Number(count),
    results: rows.map((row) => ({
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
    })),
  }
}
