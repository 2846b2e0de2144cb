import type { Insertable } from 'kysely'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import { maskMobile, SIGN_IN_CODE_MINUTES } from '@portal/domain/sign-in-codes'
import type { OutboxTable, TCodePurpose } from '../db/schema'

/** What a code is for, in the words of its SMS. */
const PURPOSE_WORDS: Record<TCodePurpose, string> = {
  'sign-in': 'sign in to',
  registration: 'register with',
  'mobile-change': 'change your mobile number on',
}

export const codeMessage = (
  mobile: string,
  code: string,
  purpose: TCodePurpose,
): Insertable<OutboxTable> => ({
  channel: 'sms',
  recipient: mobile,
  body: `BPC: ${code} is your code to ${PURPOSE_WORDS[purpose]} the customer portal. It expires in ${SIGN_IN_CODE_MINUTES} minutes. Never share it: BPC staff will never ask for it.`,
  sensitive: true,
})

/** Told to the number an account leaves, so that a change its owner did not make is noticed. */
export const mobileChangedNotice = (oldMobile: string, newMobile: string): Insertable<OutboxTable> => ({
  channel: 'sms',
  recipient: oldMobile,
  subject: 'Your mobile number was changed',
  body: `BPC: The mobile number of your customer portal account was changed to ${maskMobile(newMobile)}. If you did not do this, call ${ENQUIRY_PHONE}.`,
})
