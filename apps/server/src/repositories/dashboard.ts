import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { StaffMember } from './staff-accounts'
import { withinScope } from './staff-scope'

/** The Monday of an instant's week in Bhutan, as yyyy-mm-dd. */
const weekOf = (column: 'applications.created_at' | 'applications.decided_at') =>
  sql<string>`to_char(date_trunc('week', (${sql.ref(column)} at time zone 'UTC') + interval '6 hours'), 'YYYY-MM-DD')`

/**
 * The dashboard's figures within the member's scope (DESIGN.md §7): what was received in
 * [start, end) by status, service and week; what was decided each week and how long it
 * took; and what is open and overdue on `today` in each division.
 */
export async function dashboardFigures(
  db: Kysely<Database>,
  staff: StaffMember,
  { start, end, today }: { start: Date; end: Date; today: string },
) {
  const scoped = () => withinScope(db.selectFrom('applications'), staff)
  const received = () =>
    scoped().where('applications.created_at', '>=', start).where('applications.created_at', '<', end)
  const decided = () =>
    scoped().where('applications.decided_at', '>=', start).where('applications.decided_at', '<', end)
  const count = sql<number>`count(*)::int`

  const [byStatus, byService, receivedWeekly, decidedWeekly, byDivision, timing] = await Promise.all([
    received()
      .select(['applications.status', count.as('count')])
      .groupBy('applications.status')
      .execute(),
    received()
      .select(['applications.service', 'applications.request_type', count.as('count')])
      .groupBy(['applications.service', 'applications.request_type'])
      .orderBy('count', 'desc')
      .execute(),
    received()
      .select([weekOf('applications.created_at').as('week'), count.as('n')])
      .groupBy('week')
      .execute(),
    decided()
      .select([weekOf('applications.decided_at').as('week'), count.as('n')])
      .groupBy('week')
      .execute(),
    scoped()
      .innerJoin('divisions', 'divisions.id', 'applications.division_id')
      .where('applications.status', 'in', ['Pending', 'Returned'])
      .select([
        'divisions.name as division',
        count.as('open'),
        sql<number>`(count(*) filter (where applications.status = 'Pending' and applications.due_on < ${today}::date))::int`.as(
          'overdue',
        ),
      ])
      .groupBy('divisions.name')
      .orderBy('divisions.name')
      .execute(),
    decided()
      .select([
        count.as('decided'),
        sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from applications.decided_at - applications.created_at) / 86400)`.as(
          'median',
        ),
        sql<
          number | null
        >`percentile_cont(0.9) within group (order by extract(epoch from applications.decided_at - applications.created_at) / 86400)`.as(
          'p90',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ])

  return { byStatus, byService, receivedWeekly, decidedWeekly, byDivision, timing }
}
