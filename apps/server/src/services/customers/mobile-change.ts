import type { Kysely, Selectable } from 'kysely'
import { SIGN_IN_CODE_MESSAGES, type TCodeChallenge } from '@portal/domain/sign-in-codes'
import type { CustomerTable, Database } from '../../db/schema'
import { HttpError } from '../../errors'
import { mobileChangedNotice } from '../../notifications/account-messages'
import { sendToCustomer } from '../../notifications/send-to-customer'
import { repositoriesOn, withTransaction } from '../../repositories/unit-of-work'
import type { RequestClient } from '../sign-in/address-failures'
import { changeEmail } from './email-change'
import type { SecretBox } from '../secrets/secret-box'
import type { SignInArea } from '../sign-in'
import { challengeHash, checkCodeOf, codeEnded, type CheckedCode } from '../sign-in/sign-in-codes'
import { hashToken } from '../sign-in/tokens'

/**
 * Moves an account to a mobile its holder has proved (by codes, or through the wallet):
 * every other session ends, and the number it leaves is told. Only the wallet's own share
 * marks the account wallet-verified; any other change clears the mark. Run inside the
 * caller's transaction.
 */
export async function moveToMobile(
  trx: Kysely<Database>,
  customer: Selectable<CustomerTable>,
  newMobile: string,
  options: { walletVerified?: boolean; keepTokenHash?: string } = {},
) {
  const { customers, tokens } = repositoriesOn(trx)
  const moved = await customers.setMobile(customer.cid, newMobile, options.walletVerified === true)
  await tokens.revokeCustomerSessions(customer.cid, options.keepTokenHash)
  if (customer.mobile !== newMobile)
    await sendToCustomer(trx, customer.cid, [
      mobileChangedNotice(customer.mobile, newMobile, customer.language),
    ])
  return moved
}

export interface MobileChangeRequest {
  customer: Selectable<CustomerTable>
  newMobile: string
  /** The session asking: it stays signed in, the others end. */
  token: string
  /**
   * A new email asked for with the new mobile: the codes that prove the one prove the other,
   * as they hand the account's phone over (issue 45).
   */
  newEmail?: string
  client: RequestClient
}

/**
 * Asks for a change of mobile (DESIGN.md §5): a code to the new number and, unless this
 * session began with a wallet sign-in of the same CID, one to the current number, whose
 * SMS also warns its holder. The current number's is sent first: a stolen session that has
 * spent its budget reaches neither phone.
 */
export async function askForMobileChange(
  signIn: Pick<SignInArea, 'issueCode' | 'signedInThroughWallet'>,
  { customer, newMobile, token, newEmail, client }: MobileChangeRequest,
): Promise<TCodeChallenge> {
  const keep_token_hash = hashToken(token)
  const email = newEmail === undefined ? {} : { email: newEmail }
  const common = { cid: customer.cid, language: customer.language, client }
  if (await signIn.signedInThroughWallet(token))
    return signIn.issueCode({
      ...common,
      purpose: 'mobile-change',
      mobile: newMobile,
      payload: { keep_token_hash, through_wallet: true, ...email },
    })
  const current = await signIn.issueCode({
    ...common,
    purpose: 'mobile-change-current',
    mobile: customer.mobile,
  })
  const proved = await signIn.issueCode({
    ...common,
    purpose: 'mobile-change',
    mobile: newMobile,
    // Its hash only: no challenge is kept as itself.
    payload: { keep_token_hash, current_challenge_hash: challengeHash(current.challenge), ...email },
  })
  return { ...proved, current_sent_to: current.sent_to, current_new_code: current.new_code }
}

/**
 * The current number's code a change of mobile also needs, checked; none when the session
 * that asked came through the wallet, or for a registration.
 */
export async function checkLeavingNumberCode(
  db: Kysely<Database>,
  box: SecretBox,
  checked: CheckedCode,
  currentCode: string | undefined,
): Promise<CheckedCode[]> {
  if (checked.purpose !== 'mobile-change' || checked.payload.through_wallet === true) return []
  const currentChallengeHash = checked.payload.current_challenge_hash
  if (typeof currentChallengeHash !== 'string') throw codeEnded()
  if (!currentCode) throw new HttpError(400, SIGN_IN_CODE_MESSAGES.currentCodeRequired)
  return [await checkCodeOf(db, box, currentChallengeHash, currentCode, ['mobile-change-current'])]
}

/**
 * The mobile the codes have proved, with the customer's row locked so two codes cannot race;
 * the other sessions end but the one that asked. The email asked for with it changes too, and
 * the number the account leaves hears of both. Undefined: no such customer.
 */
export const moveToProvedMobile = (
  db: Kysely<Database>,
  cid: string,
  mobile: string,
  keepTokenHash: string,
  email?: string,
) =>
  withTransaction(db, async ({ customers }, trx) => {
    const customer = await customers.lock(cid)
    if (!customer) return undefined
    const withEmail = email === undefined ? customer : await changeEmail(trx, customer, email)
    return moveToMobile(trx, withEmail, mobile, { keepTokenHash })
  })
