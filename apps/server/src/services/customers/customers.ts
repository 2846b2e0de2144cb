import type { Kysely, Selectable } from 'kysely'
import type { TCustomer, TCustomerRegistration, TCustomerUpdate } from '@portal/domain/customer'
import { MESSAGES } from '@portal/domain/messages'
import type { CustomerTable, Database } from '../../db/schema'
import { fieldErrors, HttpError } from '../../errors'
import { lookupsRepository } from '../../repositories/lookups'
import { withTransaction } from '../../repositories/unit-of-work'
import { sharedOn } from '../wallet/threads'
import { WALLET_MESSAGES } from '@portal/domain/wallet'
import { changeEmail } from './email-change'

export function toApiCustomer(row: Selectable<CustomerTable>): TCustomer {
  return {
    cid: row.cid,
    mobile: row.mobile,
    name: row.name,
    email: row.email,
    fixed_line: row.fixed_line,
    current_address: { address: row.current_address, dzongkhag: row.current_dzongkhag_id },
    permanent_address: { village: row.village, gewog: row.gewog_id, dzongkhag: row.dzongkhag_id },
    language: row.language,
  }
}

/** Ids that the schema accepts as numbers must also name real places, the gewog within its dzongkhag. */
export async function assertAddressesExist(
  db: Kysely<Database>,
  customer: TCustomerRegistration | TCustomerUpdate,
) {
  const { permanent_address: permanent, current_address: current } = customer
  const lookups = lookupsRepository(db)
  const known = await lookups.knownDzongkhags([permanent.dzongkhag, current.dzongkhag])
  const gewog = await lookups.gewog(permanent.gewog)

  const errors: Record<string, string[]> = {}
  if (!known.has(permanent.dzongkhag))
    errors['permanent_address.dzongkhag'] = ['dzongkhag is a required field']
  if (!known.has(current.dzongkhag))
    errors['current_address.dzongkhag'] = ['present_dzongkhag is a required field']
  if (!gewog) errors['permanent_address.gewog'] = ['gewog is a required field']
  else if (gewog.dzongkhag_id !== permanent.dzongkhag) {
    errors['permanent_address.gewog'] = [MESSAGES.gewogNotInDzongkhag]
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}

/** A registration that names a wallet thread is for the CID and mobile that the wallet shared. */
export async function assertWalletVouchesFor(db: Kysely<Database>, registration: TCustomerRegistration) {
  const shared = await sharedOn(db, registration)
  if (shared.cid_no !== registration.cid || shared.mobile_no !== registration.mobile)
    throw new HttpError(400, WALLET_MESSAGES.threadNotForCid)
}

/**
 * A profile's changes, the mobile held as it is until codes prove a new one, and the email
 * too (issue 45): decisions are mailed there, so a new email waits for the code sent to the
 * mobile. With codes off (`emailAtOnce`) it changes at once, and the mobile is told, so that a
 * stolen session's change is noticed. Undefined: no such customer.
 */
export const updateProfile = (
  db: Kysely<Database>,
  cid: string,
  change: TCustomerUpdate,
  { emailAtOnce }: { emailAtOnce: boolean },
) =>
  withTransaction(db, async ({ customers }, trx) => {
    const current = await customers.lock(cid)
    if (!current) return undefined
    const held = await customers.update(cid, { ...change, email: current.email }, current.mobile)
    const updated = emailAtOnce ? await changeEmail(trx, held, change.email) : held
    return { current, updated }
  })
