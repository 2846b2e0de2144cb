import { describe, expect, it } from 'vitest'
import { SERVICE_CHOICES } from '@portal/domain/applications/service-names'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { SMS_PART_BUDGET, smsLongestValues, type TSmsKey } from '@portal/domain/i18n/sms-budget'
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

describe('an SMS', () => {
  it.each(['en', 'dz'] as const)('in %s takes no more parts than it may', (language) => {
    const over = Object.entries(SMS_PART_BUDGET).flatMap(([key, budget]) => {
      const text = wordsIn(language)(key as TSmsKey, values(language))
      const most = budget[language]
      return smsParts(text) > most ? [`${key}: ${smsParts(text)} parts, ${text.length} units: ${text}`] : []
    })
    expect(over).toEqual([])
  })

  // A translator's import holds a Dzongkha SMS to its budget measured with these values too.
  it.each(['en', 'dz'] as const)('in %s is measured as a translation’s import measures it', (language) => {
    expect(smsLongestValues(language)).toEqual(values(language))
  })
})
