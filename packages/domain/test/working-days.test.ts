import { describe, expect, it } from 'vitest'
import { addWorkingDays, bhutanDay, isWorkingDay, workingDaysBetween } from '../src/working-days'

const none = new Set<string>()
// 2026-12-17 (Thursday) is National Day.
const nationalDay = new Set(['2026-12-17'])

describe('working days', () => {
  it('skips Saturdays and Sundays', () => {
    expect(isWorkingDay('2026-11-20', none)).toBe(true) // Friday
    expect(isWorkingDay('2026-11-21', none)).toBe(false)
    expect(isWorkingDay('2026-11-22', none)).toBe(false)
    expect(addWorkingDays('2026-11-20', 1, none)).toBe('2026-11-23') // Friday + 1 → Monday
    expect(addWorkingDays('2026-11-21', 1, none)).toBe('2026-11-23') // filed on Saturday
    expect(addWorkingDays('2026-11-23', 5, none)).toBe('2026-11-30') // a week
    expect(addWorkingDays('2026-11-23', 0, none)).toBe('2026-11-23')
  })

  it('skips the public holidays the admin keeps', () => {
    expect(isWorkingDay('2026-12-17', nationalDay)).toBe(false)
    expect(addWorkingDays('2026-12-16', 1, nationalDay)).toBe('2026-12-18')
    expect(addWorkingDays('2026-12-16', 2, nationalDay)).toBe('2026-12-21') // over the holiday and a weekend
    expect(addWorkingDays('2026-12-16', 2, none)).toBe('2026-12-18')
  })

  it('counts working days between two days, negative when late', () => {
    expect(workingDaysBetween('2026-11-20', '2026-11-23', none)).toBe(1)
    expect(workingDaysBetween('2026-11-23', '2026-11-23', none)).toBe(0)
    expect(workingDaysBetween('2026-12-14', '2026-12-21', nationalDay)).toBe(4)
    expect(workingDaysBetween('2026-11-30', '2026-11-23', none)).toBe(-5)
    expect(workingDaysBetween('2026-11-21', '2026-11-22', none)).toBe(0) // a weekend
  })

  it('agrees with itself: adding n working days is n working days later', () => {
    for (let n = 0; n < 40; n++) {
      const due = addWorkingDays('2026-12-10', n, nationalDay)
      expect(workingDaysBetween('2026-12-10', due, nationalDay)).toBe(n)
    }
  })

  it("reads the day in Bhutan's time (UTC+6)", () => {
    expect(bhutanDay(new Date('2026-11-23T17:59:59Z'))).toBe('2026-11-23')
    expect(bhutanDay(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-24')
  })
})
