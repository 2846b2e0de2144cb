import type { Kysely } from 'kysely'
import { ASSIGNMENT_MESSAGES, closedRefusal, isOpen } from '@portal/domain/lifecycle'
import type { Database } from '../../db/schema'
import { fieldErrors, HttpError, notFound } from '../../errors'
import { withTransaction } from '../../repositories/unit-of-work'
import { recordEntry } from '../tickets/application-steps'
import { staffMember, type StaffMember } from '../staff-accounts/staff-accounts'

interface Assignment {
  staff: StaffMember
  id: number
  /** Who is to work it; null lets it go. */
  staffId: number | null
}

/**
 * Who works an open application (DESIGN.md §7). An officer takes it for themselves, or lets
 * go of their own; of two officers taking it at once, the row lock lets one win and the other
 * gets 409. An admin assigns anyone who works its division, or no one. Each change is in the
 * history, internal to the back office.
 */
export async function assign(db: Kysely<Database>, { staff, id, staffId }: Assignment) {
  return withTransaction(db, async ({ applicationSteps, staffScope }, trx) => {
    const application = await staffScope.lock(staff, id)
    if (!application) throw notFound()
    if (!isOpen(application.status)) throw new HttpError(409, closedRefusal(application.status, id))
    const current = application.assignee_id
    if (staff.role !== 'admin') {
      if (staffId !== null && staffId !== staff.id) throw new HttpError(403, ASSIGNMENT_MESSAGES.onlyYourself)
      if (current !== null && current !== staff.id) {
        const holder = await staffMember(trx, current)
        throw new HttpError(409, ASSIGNMENT_MESSAGES.takenBy(id, holder?.name ?? 'another officer'))
      }
    }
    if (current === staffId) return application

    const assignee = staffId === null ? undefined : await staffMember(trx, staffId)
    if (
      staffId !== null &&
      (!assignee || (assignee.role !== 'admin' && !assignee.divisions.includes(application.division_id)))
    )
      throw fieldErrors({ staff_id: [ASSIGNMENT_MESSAGES.notInDivision] })
    const previous = current === null ? undefined : await staffMember(trx, current)
    const assigned = await applicationSteps.update(id, { assignee_id: staffId })
    await recordEntry(trx, assigned, {
      actor: `staff:${staff.username}`,
      remarks: assignmentRemarks(staff, assignee?.name, previous?.name),
      kind: 'assignment',
      internal: true,
    })
    return assigned
  })
}

/**
 * Lets go of the open applications a member holds where they no longer work (an officer moved
 * to other divisions, an admin made an officer): they could not open them, and no one else
 * could take them. Each is in the history, internal to the back office; the count.
 */
export async function releaseOutsideScope(
  db: Kysely<Database>,
  { by, staffId }: { by: StaffMember; staffId: number },
) {
  return withTransaction(db, async ({ applicationSteps, staffScope }, trx) => {
    const member = await staffMember(trx, staffId)
    if (!member) return 0
    const held = await staffScope.lockHeldOutside(member)
    for (const application of held) {
      const released = await applicationSteps.update(application.id, { assignee_id: null })
      await recordEntry(trx, released, {
        actor: `staff:${by.username}`,
        remarks: `Unassigned (was ${member.name}): they no longer work its division`,
        kind: 'assignment',
        internal: true,
      })
    }
    return held.length
  })
}

const assignmentRemarks = (by: StaffMember, to?: string, from?: string) => {
  if (!to) return `Unassigned${from ? ` (was ${from})` : ''}`
  if (to === by.name && !from) return `Taken by ${to}`
  return `Assigned to ${to}${from ? ` (was ${from})` : ''}`
}
