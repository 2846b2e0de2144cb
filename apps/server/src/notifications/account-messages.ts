import type { Insertable } from 'kysely'
import { ENQUIRY_PHONE } from '@portal/domain/constants'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { maskMobile, SIGN_IN_CODE_MINUTES } from '@portal/domain/sign-in-codes'
import type { OutboxTable, TCodePurpose } from '../db/schema'
import { wordsIn } from './wording'

export const codeMessage = (
  mobile: string,
  code: string,
  purpose: TCodePurpose,
  language: TLanguage = 'en',
): Insertable<OutboxTable> => ({
  channel: 'sms',
  recipient: mobile,
  body: wordsIn(language)(`notice.sms.code.${purpose}`, {
    code,
    minutes: SIGN_IN_CODE_MINUTES,
    phone: ENQUIRY_PHONE,
  }),
  sensitive: true,
})

/** What puts a code in the codes' lane of the outbox, taking turns with other networks' codes. */
export const codeLane = (challengeIdHash: string, network: string, expiresAt: Date) => ({
  code_challenge: challengeIdHash,
  network,
  expires_at: expiresAt,
})

/** Told to the number an account leaves, so that a change its owner did not make is noticed. */
export const mobileChangedNotice = (
  oldMobile: string,
  newMobile: string,
  language: TLanguage,
): Insertable<OutboxTable> => {
  const say = wordsIn(language)
  return {
    channel: 'sms',
    recipient: oldMobile,
    subject: say('notice.subject.mobileChanged'),
    body: say('notice.sms.mobileChanged', { mobile: maskMobile(newMobile), phone: ENQUIRY_PHONE }),
  }
}

/** Told to the account's mobile when a session changes its email (issue 32's review). */
export const emailChangedNotice = (mobile: string, language: TLanguage): Insertable<OutboxTable> => {
  const say = wordsIn(language)
  return {
    channel: 'sms',
    recipient: mobile,
    subject: say('notice.subject.emailChanged'),
    body: say('notice.sms.emailChanged', { phone: ENQUIRY_PHONE }),
  }
}
