import { describe, expect, it } from 'vitest'
import {
  bhutanCalendarDate,
  bhutanDate,
  bhutanDateTime,
  isoToDayMonthYear,
  parseDayMonthYear,
} from '../src/dates'

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

describe('dates and times as Bhutan reads them', () => {
  it("gives an instant's day in Bhutan, which the pages show as that day", () => {
    // 18:30 UTC is half past midnight the next day in Thimphu.
    expect(bhutanCalendarDate('2026-11-26T18:30:00.000Z')).toBe('2026-11-27')
    expect(bhutanCalendarDate(new Date('2026-11-26T17:59:59.999Z'))).toBe('2026-11-26')
    expect(bhutanDate(bhutanCalendarDate('2026-12-31T19:00:00.000Z'))).toBe('01/01/2027')
  })

  it('shows an instant in Bhutan (UTC+6), whatever zone the device is in', () => {
    expect(bhutanDateTime('2026-11-25T11:46:00.000Z')).toBe('25/11/2026 17:46')
    // Past 18:00 UTC it is already the next day in Thimphu.
    expect(bhutanDate('2026-12-31T18:30:00.000Z')).toBe('01/01/2027')
    expect(bhutanDateTime(new Date('2026-01-05T00:05:00.000Z'))).toBe('05/01/2026 06:05')
  })
})
