import { describe, expect, it } from 'vitest'
import { isoToDayMonthYear, parseDayMonthYear } from '../src/dates'

describe('day/month/year dates', () => {
  it.each([
    ['23/11/2026', '2026-11-23'],
    ['1/2/2026', '2026-02-01'],
    [' 29-02-2024 ', '2024-02-29'],
    ['31.12.2025', '2025-12-31'],
  ])('reads %j as %s', (text, iso) => expect(parseDayMonthYear(text)).toBe(iso))

  it.each(['29/02/2026', '31/04/2026', '11/23/2026', '2026-11-23', '23/11/26', '', 'today'])(
    'refuses %j',
    (text) => expect(parseDayMonthYear(text)).toBeUndefined(),
  )

  it('writes an ISO date day first', () => expect(isoToDayMonthYear('2026-11-03')).toBe('03/11/2026'))
})
