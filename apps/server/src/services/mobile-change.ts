import type { Kysely, Selectable } from 'kysely'
import type { CustomerTable, Database } from '../db/schema'
import { mobileChangedNotice } from '../notifications/account-messages'
import { sendToCustomer } from '../notifications/send-to-customer'
import { repositoriesOn, withTransaction } from '../repositories/unit-of-work'

/**
 * Moves an account to a mobile its holder has proved (by a code, or through the wallet):
 * every other session ends, and the number it leaves is told. Run inside the caller's
 * transaction.
 */
export async function moveToMobile(
  trx: Kysely<Database>,
  customer: Selectable<CustomerTable>,
  newMobile: string,
  options: { walletVerified?: boolean; keepTokenHash?: string } = {},
) {
  const { customers, tokens } = repositoriesOn(trx)
  const moved = await customers.setMobile(customer.cid, newMobile, options.walletVerified)
  await tokens.revokeCustomerSessions(customer.cid, options.keepTokenHash)
  if (customer.mobile !== newMobile)
    await sendToCustomer(trx, customer.cid, [
      mobileChangedNotice(customer.mobile, newMobile, customer.language),
    ])
  return moved
}

/**
 * The mobile a code has proved, with the customer's row locked so two codes cannot race; the
 * other sessions end but the one that asked. Undefined: no such customer.
 */
export const moveToProvedMobile = (
  db: Kysely<Database>,
  cid: string,
  mobile: string,
  keepTokenHash: string,
) =>
  withTransaction(db, async ({ customers }, trx) => {
    const customer = await customers.lock(cid)
    return customer && moveToMobile(trx, customer, mobile, { keepTokenHash })
  })
