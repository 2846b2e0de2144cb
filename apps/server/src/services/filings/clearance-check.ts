import type { Kysely } from 'kysely'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { clearanceStatusProblem, clearanceValidUntil } from '@portal/domain/applications/clearance-reference'
import type { Database } from '../../db/schema'
import { fieldErrors } from '../../errors'
import { clearanceForShare } from '../../repositories/application-records'

/**
 * A referenced power clearance must be the customer's own, a Power Clearance, Approved, and
 * decided within the validity period (DESIGN.md §3). Checked inside the submit transaction,
 * the row locked so that no decision changes it meanwhile.
 */
export async function assertUsableClearance(
  trx: Kysely<Database>,
  customerCid: string,
  reference: string,
  validityDays: number,
) {
  const fail = (message: string) => fieldErrors({ power_clearance: [message] })
  const id = Number(reference)
  if (!Number.isSafeInteger(id) || id < 1) throw fail(M.clearanceInvalid(reference))

  const clearance = await clearanceForShare(trx, customerCid, id)
  if (!clearance || clearance.service !== SERVICE_TYPES.powerClearance.service)
    throw fail(M.clearanceInvalid(id))
  const problem = clearanceStatusProblem(clearance.status, id)
  if (problem) throw fail(problem)
  const validUntil = clearanceValidUntil(clearance, validityDays)
  if (!validUntil || Date.now() > validUntil.getTime()) throw fail(M.clearanceExpired(id))
}
