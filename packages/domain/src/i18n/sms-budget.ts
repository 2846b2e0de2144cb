import { SERVICE_CHOICES, serviceNameOf } from '../applications/service-names'
import { DZ } from './dz'
import { withinSentence } from './dzongkha-grammar'
import type { TLanguage } from './languages'
import type { TNoticeKey } from './notices'
import { serviceTitleKey } from './service-names'

export type TSmsKey = Extract<TNoticeKey, `notice.sms.${string}`>

/**
 * The most parts each SMS may take, in each language, with the longest values it carries
 * (smsLongestValues): each part is paid for, and a code must arrive whole. A code fits one in
 * English (two with a call-us line); in Dzongkha one more, to say that staff never ask for it
 * (decision 084); a decision (without the officer's remarks or message) one in English
 * and two in Dzongkha, whose SMS are UCS-2: 70 units in one part, not 160 (issue 34).
 */
export const SMS_PART_BUDGET: Record<TSmsKey, Record<TLanguage, number>> = {
  'notice.sms.code.sign-in': { en: 1, dz: 2 },
  'notice.sms.code.registration': { en: 1, dz: 2 },
  'notice.sms.code.mobile-change': { en: 1, dz: 2 },
  'notice.sms.code.mobile-change-current': { en: 2, dz: 3 },
  'notice.sms.code.email-change': { en: 2, dz: 3 },
  'notice.sms.mobileChanged': { en: 1, dz: 2 },
  'notice.sms.emailChanged': { en: 1, dz: 2 },
  'notice.sms.approved': { en: 1, dz: 2 },
  'notice.sms.rejected': { en: 1, dz: 2 },
  'notice.sms.returned': { en: 1, dz: 2 },
}

/** A service's longest name inside a message: its page's title in Dzongkha, its stored name in English. */
function longestServiceName(language: TLanguage) {
  return SERVICE_CHOICES.map(({ service, requestType }) => {
    const key = serviceTitleKey(service, requestType)
    return language === 'en' || !key ? serviceNameOf(service, requestType) : withinSentence(DZ[key].text)
  }).reduce((longest, name) => (name.length > longest.length ? name : longest))
}

/** What an SMS is measured with: the longest service name and id, without remarks or a message. */
export const smsLongestValues = (language: TLanguage): Record<string, string | number> => ({
  service: longestServiceName(language),
  id: 9999999,
  remarks: '',
  message: '',
  link: 'https://portal.bpc.bt/ticket/9999999',
  code: '123456',
  minutes: 10,
  phone: '1250',
  mobile: 'XXXX5678',
})
