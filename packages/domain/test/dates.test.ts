import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BHUTAN_TIME_ZONE,
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

describe("Bhutan's clock reckoned without Intl (decision 064)", () => {
  afterEach(() => vi.restoreAllMocks())

  it("reads every instant as Intl's Asia/Thimphu does, from 1988 to 2100", () => {
    const thimphu = new Intl.DateTimeFormat('en-GB', {
      timeZone: BHUTAN_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    // Bhutan has kept UTC+6 since 1987: what can go wrong is the calendar, so the instants are
    // either side of every month's turn (each February's too, leap years included) from 1988 to
    // 2100, and 1,000 more spread over the years, odd minutes and seconds apart.
    const instants: number[] = []
    for (let year = 1988; year <= 2100; year++)
      for (let month = 0; month < 12; month++) {
        const turn = Date.UTC(year, month, 1) - 6 * 3_600_000
        instants.push(turn - 1, turn)
      }
    const from = Date.UTC(1988, 0, 1)
    const to = Date.UTC(2100, 11, 31)
    for (let i = 0; i < 1_000; i++) instants.push(from + Math.floor(((to - from) / 1_000) * i) + i * 7_919)
    const wrong = instants.flatMap((instant) => {
      const p = Object.fromEntries(thimphu.formatToParts(instant).map((part) => [part.type, part.value]))
      const intl = `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
      const ours = bhutanDateTime(new Date(instant))
      return ours === intl ? [] : [{ instant: new Date(instant).toISOString(), ours, intl }]
    })
    expect(instants.length).toBeGreaterThan(3_000)
    expect(wrong).toEqual([])
    // Some 3,700 Intl formattings and one assertion: well under a second, even beside other work.
  }, 30_000)

  it('makes no Intl formatter, neither when loaded nor when writing a date', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    vi.resetModules()
    const dates = await import('../src/dates')
    expect(dates.bhutanDateTime('2026-11-25T11:46:00.000Z')).toBe('25/11/2026 17:46')
    expect(made).not.toHaveBeenCalled()
  })

  it('refuses an unreadable date, as the formatter did', () => {
    expect(() => bhutanDate('not a date')).toThrow(RangeError)
  })
})
