import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { lockOwnApplication } from '../../repositories/customer-applications'
import { withTransaction } from '../../repositories/unit-of-work'
import { takeStep } from './application-steps'

interface Withdrawal {
  customerCid: string
  id: number
  reason: string
}

/**
 * Withdraws a customer's own application that is not decided (DESIGN.md §7; the statuses it may
 * leave are STEP_RULES' in packages/domain/src/lifecycle.ts): it leaves the inbox, and what the
 * officer asked for, if anything, no longer stands. Another customer's application, or none,
 * answers undefined (a 404).
 */
export async function withdraw(db: Kysely<Database>, { customerCid, id, reason }: Withdrawal) {
  return withTransaction(db, async (_repositories, trx) => {
    const application = await lockOwnApplication(trx, customerCid, id)
    if (!application) return undefined
    return takeStep(trx, application, {
      step: 'withdraw',
      actor: `customer:${customerCid}`,
      remarks: reason,
      set: { action_needed: null },
    })
  })
}
