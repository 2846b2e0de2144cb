import type { Kysely, Selectable } from 'kysely'
import type { TCodeChallenge } from '@portal/domain/sign-in-codes'
import type { CustomerTable, Database } from '../../db/schema'
import { emailChangedNotice } from '../../notifications/account-messages'
import { sendToCustomer } from '../../notifications/send-to-customer'
import { repositoriesOn, withTransaction } from '../../repositories/unit-of-work'
import type { SignInArea } from '../sign-in'
import type { RequestClient } from '../sign-in/address-failures'
import { codeEnded } from '../sign-in/sign-in-codes'

/**
 * Sets a customer's email and tells their mobile, so that a change they did not make is
 * noticed. Run inside the caller's transaction, on the customer's locked row.
 */
export async function changeEmail(
  trx: Kysely<Database>,
  customer: Selectable<CustomerTable>,
  email: string,
): Promise<Selectable<CustomerTable>> {
  if (customer.email === email) return customer
  const changed = await repositoriesOn(trx).customers.setEmail(customer.cid, email)
  await sendToCustomer(trx, customer.cid, [emailChangedNotice(customer.mobile, customer.language)])
  return changed
}

export interface EmailChangeRequest {
  customer: Selectable<CustomerTable>
  newEmail: string
  client: RequestClient
}

/**
 * Asks for a change of email (issue 45): decisions with the application's details are mailed
 * there, so a session alone cannot move them; a code goes to the account's mobile, whose SMS
 * also warns an owner who did not ask. The new email waits in the challenge.
 */
export const askForEmailChange = (
  signIn: Pick<SignInArea, 'issueCode'>,
  { customer, newEmail, client }: EmailChangeRequest,
): Promise<TCodeChallenge> =>
  signIn.issueCode({
    purpose: 'email-change',
    cid: customer.cid,
    mobile: customer.mobile,
    payload: { email: newEmail },
    language: customer.language,
    client,
  })

/**
 * The email a code to `provedMobile` has proved, with the customer's row locked. A code to a
 * number the account has left since proves nothing: ask for a new one. Undefined: no such
 * customer.
 */
export const setProvedEmail = (db: Kysely<Database>, cid: string, provedMobile: string, email: string) =>
  withTransaction(db, async ({ customers }, trx) => {
    const customer = await customers.lock(cid)
    if (!customer) return undefined
    if (customer.mobile !== provedMobile) throw codeEnded()
    return changeEmail(trx, customer, email)
  })
