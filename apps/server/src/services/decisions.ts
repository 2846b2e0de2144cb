import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { HttpError, notFound } from '../errors'
import { decisionMessages } from '../notifications/decision-messages'
import type { StaffMember } from './staff-accounts'
import { visibleApplication } from './staff-scope'

export type Decision = 'Approved' | 'Rejected'

interface DecisionRequest {
  staff: StaffMember
  id: number
  decision: Decision
  remarks: string
  publicUrl: string
}

/**
 * Approves or rejects a pending application in one transaction: its status, who and when,
 * a history row, and the customer's SMS and email in the outbox. Of two officers deciding
 * at once, the conditional update lets exactly one win; the other gets 409.
 */
export async function decide(db: Kysely<Database>, request: DecisionRequest) {
  const { staff, id, decision, remarks } = request
  return db.transaction().execute(async (trx) => {
    if (!(await visibleApplication(trx, staff, id))) throw notFound()
    const decided = await trx
      .updateTable('applications')
      .set({
        status: decision,
        decided_at: new Date(),
        decided_by: staff.id,
        remarks,
        verify_code: randomBytes(18).toString('base64url'),
      })
      .where('id', '=', id)
      .where('status', '=', 'Pending')
      .returningAll()
      .executeTakeFirst()
    if (!decided) {
      // Another officer decided first; this statement sees what they committed.
      const current = await visibleApplication(trx, staff, id)
      throw new HttpError(
        409,
        `Application ID ${id} has already been ${current?.status.toLowerCase() ?? 'decided'}.`,
      )
    }

    await trx
      .insertInto('status_history')
      .values({
        application_id: id,
        from_status: 'Pending',
        to_status: decision,
        actor: `staff:${staff.username}`,
        remarks,
      })
      .execute()
    const customer = await trx
      .selectFrom('customers')
      .select(['name', 'mobile', 'email'])
      .where('cid', '=', decided.customer_cid)
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('outbox')
      .values(decisionMessages({ application: decided, customer, publicUrl: request.publicUrl }))
      .execute()
    return decided
  })
}
