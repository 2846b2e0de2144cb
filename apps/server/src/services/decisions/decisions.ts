import { newPaperCode } from '../../repositories/paper-code'
import type { Kysely } from 'kysely'
import { stepOfDecision } from '@portal/domain/lifecycle'
import type { TDecisionStatus } from '@portal/domain/status'
import type { Database } from '../../db/schema'
import { notFound } from '../../errors'
import { decisionMessages } from '../../notifications/decision-messages'
import { sendToCustomer } from '../../notifications/send-to-customer'
import { recipientOf, takeStep } from '../tickets/application-steps'
import type { StaffMember } from '../staff-accounts/staff-accounts'
import { withTransaction } from '../../repositories/unit-of-work'

export type Decision = TDecisionStatus

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
 * at once, the row lock lets exactly one win; the other gets 409.
 */
export async function decide(db: Kysely<Database>, request: DecisionRequest) {
  const { staff, id, decision, remarks } = request
  return withTransaction(db, async ({ staffScope }, trx) => {
    const application = await staffScope.lock(staff, id)
    if (!application) throw notFound()
    const decided = await takeStep(trx, application, {
      step: stepOfDecision(decision),
      actor: `staff:${staff.username}`,
      remarks,
      set: {
        decided_at: new Date(),
        decided_by: staff.id,
        remarks,
        verify_code: newPaperCode(),
      },
    })
    const customer = await recipientOf(trx, decided.customer_cid)
    await sendToCustomer(
      trx,
      decided.customer_cid,
      decisionMessages({ application: decided, customer, publicUrl: request.publicUrl }),
    )
    return decided
  })
}
