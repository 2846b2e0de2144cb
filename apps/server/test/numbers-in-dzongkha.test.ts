import { describe, expect, it } from 'vitest'
import { dateOf, timeOf } from '../src/letters/pdf-parts'
import { wordsIn } from '../src/notifications/wording'

/** Decision 046: Dzongkha papers and messages write numbers in Arabic digits, months in Dzongkha. */
describe('numbers in Dzongkha', () => {
  const date = new Date('2025-03-12T05:30:00Z')

  it('date a paper with a Dzongkha month and Arabic digits', () => {
    expect(dateOf(date, 'dz')).toBe('སྤྱི་ལོ་2025 ཟླ་གསུམ་པ་ ཚེས་ 12')
    expect(timeOf(date, 'dz')).not.toMatch(/[༠-༩]/)
    expect(wordsIn('dz')('paper.date', { date: dateOf(date, 'dz') })).not.toMatch(/[༠-༩]/)
  })
})
