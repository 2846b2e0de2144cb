import type { Kysely, SelectQueryBuilder } from 'kysely'
import type { Database } from '../db/schema'
import type { StaffMember } from './staff-accounts'

/** An officer sees the applications of their divisions; an admin sees all. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query over applications, joined or not
export function withinScope<QB extends SelectQueryBuilder<Database, any, any>>(
  query: QB,
  staff: StaffMember,
): QB {
  if (staff.role === 'admin') return query
  // An officer of no division sees nothing: -1 names no division.
  const divisions = staff.divisions.length ? staff.divisions : [-1]
  return (query as unknown as SelectQueryBuilder<Database, 'applications', object>).where(
    'applications.division_id',
    'in',
    divisions,
  ) as unknown as QB
}

/** The application if this staff member may work it, else undefined (the route answers 404). */
export function visibleApplication(db: Kysely<Database>, staff: StaffMember, id: number) {
  return withinScope(
    db.selectFrom('applications').selectAll('applications').where('applications.id', '=', id),
    staff,
  ).executeTakeFirst()
}

/** The same, locked for the caller's transaction: the step it takes next cannot race another. */
export const lockVisibleApplication = (trx: Kysely<Database>, staff: StaffMember, id: number) =>
  withinScope(
    trx.selectFrom('applications').selectAll('applications').where('applications.id', '=', id),
    staff,
  )
    .forUpdate()
    .executeTakeFirst()

/**
 * The open applications a member holds outside their scope (moved to other divisions, or no
 * longer an admin), locked for the caller's transaction: none of them could be opened or let go.
 */
export const lockHeldOutsideScope = async (trx: Kysely<Database>, staff: StaffMember) => {
  if (staff.role === 'admin') return []
  const divisions = staff.divisions.length ? staff.divisions : [-1]
  return trx
    .selectFrom('applications')
    .selectAll('applications')
    .where('applications.assignee_id', '=', staff.id)
    .where('applications.status', 'in', ['Pending', 'Returned'])
    .where('applications.division_id', 'not in', divisions)
    .forUpdate()
    .execute()
}
