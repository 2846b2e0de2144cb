import type { Kysely } from 'kysely'
import type { TNoteRequest } from '@portal/domain/lifecycle'
import type { Database } from '../../db/schema'
import { notFound } from '../../errors'
import { recordEntry } from '../tickets/application-steps'
import type { StaffMember } from '../staff-accounts/staff-accounts'
import { visibleApplication } from '../../repositories/staff-scope'

/**
 * A note on an application within the member's scope (DESIGN.md §7): an internal one stays
 * in the back office; a public one joins the customer's history. Closed applications take
 * notes too: a late explanation is still worth keeping.
 */
export async function addNote(db: Kysely<Database>, staff: StaffMember, id: number, note: TNoteRequest) {
  const application = await visibleApplication(db, staff, id)
  if (!application) throw notFound()
  const { at } = await recordEntry(db, application, {
    actor: `staff:${staff.username}`,
    remarks: note.text,
    kind: 'note',
    internal: !note.public,
  })
  return { at: at.toISOString(), text: note.text, public: note.public }
}
