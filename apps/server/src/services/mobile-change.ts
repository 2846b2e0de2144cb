import type { Kysely, Selectable } from 'kysely'
import type { CustomerTable, Database } from '../db/schema'
import { mobileChangedNotice } from '../notifications/account-messages'
import { sendToCustomer } from '../notifications/send-to-customer'

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
  const moved = await trx
    .updateTable('customers')
    .set({
      mobile: newMobile,
      updated_at: new Date(),
      ...(options.walletVerified ? { wallet_verified: true } : {}),
    })
    .where('cid', '=', customer.cid)
    .returningAll()
    .executeTakeFirstOrThrow()
  let revoke = trx
    .updateTable('customer_tokens')
    .set({ revoked_at: new Date() })
    .where('customer_cid', '=', customer.cid)
    .where('revoked_at', 'is', null)
  if (options.keepTokenHash) revoke = revoke.where('token_hash', '!=', options.keepTokenHash)
  await revoke.execute()
  if (customer.mobile !== newMobile)
    await sendToCustomer(trx, customer.cid, [
      mobileChangedNotice(customer.mobile, newMobile, customer.language),
    ])
  return moved
}
