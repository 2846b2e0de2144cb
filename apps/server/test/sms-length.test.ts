import { describe, expect, it } from 'vitest'
import { SERVICE_CHOICES } from '@portal/domain/applications/service-names'
import type { TLanguage } from '@portal/domain/i18n/languages'
import type { TNoticeKey } from '@portal/domain/i18n/notices'
import { smsParts } from '@portal/domain/sms-parts'
import { serviceNameIn, wordsIn } from '../src/notifications/wording'

/**
 * Issue 34: an SMS costs by its parts. A code fits one in both languages, a decision without
 * remarks (a send-back without its message) one in English and two in Dzongkha (UCS-2), with the
 * longest service name and id.
 */

const longestService = (language: TLanguage) =>
  SERVICE_CHOICES.map((choice) => serviceNameIn(language, choice.service, choice.requestType)).reduce(
    (longest, name) => (name.length > longest.length ? name : longest),
  )

const values = (language: TLanguage) => ({
  service: longestService(language),
  id: 9999999,
  remarks: '',
  message: '',
  link: 'https://portal.bpc.bt/ticket/9999999',
  code: '123456',
  minutes: 10,
  phone: '1250',
  mobile: 'XXXX5678',
})

const MOST_PARTS: Record<TLanguage, Partial<Record<TNoticeKey, number>>> = {
  en: {
    'notice.sms.code.sign-in': 1,
    'notice.sms.code.registration': 1,
    'notice.sms.code.mobile-change': 1,
    'notice.sms.code.mobile-change-current': 2,
    'notice.sms.code.email-change': 2,
    'notice.sms.mobileChanged': 1,
    'notice.sms.emailChanged': 1,
    'notice.sms.approved': 1,
    'notice.sms.rejected': 1,
    'notice.sms.returned': 1,
  },
  dz: {
    'notice.sms.code.sign-in': 1,
    'notice.sms.code.registration': 1,
    'notice.sms.code.mobile-change': 1,
    'notice.sms.code.mobile-change-current': 2,
    'notice.sms.code.email-change': 2,
    'notice.sms.mobileChanged': 2,
    'notice.sms.emailChanged': 2,
    'notice.sms.approved': 2,
    'notice.sms.rejected': 2,
    'notice.sms.returned': 2,
  },
}

describe('an SMS', () => {
  it.each(['en', 'dz'] as const)('in %s takes no more parts than it may', (language) => {
    const over = Object.entries(MOST_PARTS[language]).flatMap(([key, most]) => {
      const text = wordsIn(language)(key as TNoticeKey, values(language))
      return smsParts(text) > most ? [`${key}: ${smsParts(text)} parts, ${text.length} units: ${text}`] : []
    })
    expect(over).toEqual([])
  })
})
