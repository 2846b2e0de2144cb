import type { Kysely } from 'kysely'
import { correctableFields } from '@portal/domain/applications/correctable-fields'
import { formOfFiled } from '@portal/domain/applications/form-catalogue'
import type { TReturnRequest } from '@portal/domain/lifecycle'
import type { Database } from '../../db/schema'
import { fieldErrors, notFound } from '../../errors'
import { returnMessages } from '../../notifications/decision-messages'
import { sendToCustomer } from '../../notifications/send-to-customer'
import { recipientOf, takeStep } from '../tickets/application-steps'
import type { StaffMember } from '../staff-accounts/staff-accounts'
import { withTransaction } from '../../repositories/unit-of-work'

interface ReturnRequest extends TReturnRequest {
  staff: StaffMember
  id: number
  publicUrl: string
}

/**
 * Sends a pending application back to its customer for changes (DESIGN.md §7): what to change
 * and why, kept on the application while it waits, in its history, and sent by SMS and email.
 * It stays in its division; only the customer's resubmission brings it back to Pending.
 */
export async function sendBack(db: Kysely<Database>, request: ReturnRequest) {
  const { staff, id, message, fields } = request
  return withTransaction(db, async ({ staffScope }, trx) => {
    const application = await staffScope.lock(staff, id)
    if (!application) throw notFound()
    const form = formOfFiled(application.resource, application.request_type)
    const known = new Set(form ? correctableFields(form, application.details) : [])
    const unknown = fields.filter((field) => !known.has(field))
    if (unknown.length)
      throw fieldErrors({
        fields: [`Not a field that can be corrected on this form: ${unknown.join(', ')}.`],
      })

    const returned = await takeStep(trx, application, {
      step: 'return',
      actor: `staff:${staff.username}`,
      remarks: message,
      askedFields: fields,
      set: { action_needed: JSON.stringify({ message, fields }) },
    })
    const customer = await recipientOf(trx, returned.customer_cid)
    await sendToCustomer(
      trx,
      returned.customer_cid,
      returnMessages({ application: returned, customer, publicUrl: request.publicUrl }, { message, fields }),
    )
    return returned
  })
}
