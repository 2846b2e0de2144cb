import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { ZPasswordLoginSchema } from '@portal/domain/customer'
import { MESSAGES } from '@portal/domain/messages'
import { WALLET_MESSAGES } from '@portal/domain/wallet'
import type { Database } from '../../db/schema'
import { HttpError } from '../../errors'
import { customersRepository } from '../../repositories/customers'
import { withTransaction } from '../../repositories/unit-of-work'
import { useVerifiedThread, type ThreadKey } from '../wallet/threads'
import type { RequestClient } from '../sign-in/address-failures'
import { moveToMobile } from './mobile-change'
import { withinSignInLimits } from '../sign-in/sign-in-limits'

/** The customer whom this CID and mobile number name together, if any. */
export const customerWith = (db: Kysely<Database>, cid: string, mobile: string) =>
  customersRepository(db).withMobile(cid, mobile)

export async function signInWithPassword(
  db: Kysely<Database>,
  client: RequestClient,
  login: z.output<typeof ZPasswordLoginSchema>,
) {
  const { username: cid, password: mobile } = login
  const attempt = { client, account: `cid:${cid}`, pastAllowance: 'prove' } as const
  const customer = await withinSignInLimits(db, attempt, () => customerWith(db, cid, mobile))
  if (!customer) throw new HttpError(400, MESSAGES.loginFailed)
  return customer
}

/**
 * The verified thread is the credential: single use, short-lived. The wallet proves the CID
 * and the mobile, so an account with another mobile always moves to the wallet's: its owner
 * recovers it from whoever registered the CID or moved it to their own phone, whose sessions
 * end, and the number it leaves is told (issue 32). Whoever held that phone may have set the
 * name and email too: the name becomes the wallet's and the email the wallet's or none, so
 * that no decision is mailed to them. When no customer has the CID, the
 * thread stays unused for registration to finish with it.
 */
export async function signInWithWallet(db: Kysely<Database>, key: ThreadKey) {
  return withTransaction(db, async ({ customers }, trx) => {
    const thread = await useVerifiedThread(trx, key)
    if (!thread?.cid || !thread.mobile) throw new HttpError(404, WALLET_MESSAGES.threadExpired)
    const customer = await customers.lock(thread.cid)
    if (!customer) throw new HttpError(400, WALLET_MESSAGES.loginFailed)
    if (customer.mobile === thread.mobile) return customers.markWalletVerified(customer.cid)
    await customers.setContact(customer.cid, {
      name: thread.shared?.full_name || customer.name,
      email: thread.shared?.email_address ?? '',
    })
    return moveToMobile(trx, customer, thread.mobile, { walletVerified: true })
  })
}
