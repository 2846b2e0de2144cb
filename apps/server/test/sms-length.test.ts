import { describe, expect, it } from 'vitest'
import { SMS_PART_BUDGET, smsLongestValues, type TSmsKey } from '@portal/domain/i18n/sms-budget'
import { smsParts } from '@portal/domain/sms-parts'
import { wordsIn } from '../src/notifications/wording'

/**
 * Issue 34: an SMS costs by its parts. A code fits one in both languages, a decision without
 * remarks (a send-back without its message) one in English and two in Dzongkha (UCS-2), with the
 * longest service name and id.
 */

// Measured as a translator's import measures a Dzongkha SMS: the longest service name and id.
describe('an SMS', () => {
  it.each(['en', 'dz'] as const)('in %s takes no more parts than it may', (language) => {
    const over = Object.entries(SMS_PART_BUDGET).flatMap(([key, budget]) => {
      const text = wordsIn(language)(key as TSmsKey, smsLongestValues(language))
      const most = budget[language]
      return smsParts(text) > most ? [`${key}: ${smsParts(text)} parts, ${text.length} units: ${text}`] : []
    })
    expect(over).toEqual([])
  })
})

// Every code's SMS, in Dzongkha as in English, ends by saying the utility's staff never ask for it.
const CODE_KEYS = (Object.keys(SMS_PART_BUDGET) as TSmsKey[]).filter((key) =>
  key.startsWith('notice.sms.code.'),
)

describe.each(CODE_KEYS)('the code %s in Dzongkha (issue 49)', (key) => {
  const text = wordsIn('dz')(key, smsLongestValues('dz'))

  it('keeps the warning the English gives: the utility’s staff never ask for the code', () => {
    expect(wordsIn('en')(key, smsLongestValues('en'))).toContain('BPC staff will never ask for it')
    expect(text).toMatch(/ལས་བྱེད་པ་ཚུ་གིས་ .*ནམ་ཡང་ མི་ཞུ།/u)
  })

  it('takes the parts the warning needs and no more (decision 084)', () => {
    expect(smsParts(text)).toBe(SMS_PART_BUDGET[key].dz)
  })
})
