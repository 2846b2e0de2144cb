import { z } from 'zod'
import { SERVICE_TYPES, type TServiceTypeKey } from './catalogue'
import { oneLineText } from './text'

/**
 * Service deadlines in working days (DESIGN.md §7): Monday to Friday, less the public
 * holidays the admin keeps. Dates are ISO calendar days (yyyy-mm-dd) in Bhutan's time.
 */

/** Bhutan keeps UTC+6 all year (no daylight saving). */
const BHUTAN_OFFSET_MS = 6 * 60 * 60 * 1000

/** The calendar day in Bhutan at this instant. */
export const bhutanDay = (at: Date) => new Date(at.getTime() + BHUTAN_OFFSET_MS).toISOString().slice(0, 10)

const DAY_MS = 86_400_000
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)

export const isWorkingDay = (day: string, holidays: ReadonlySet<string>) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !holidays.has(day)
}

/** The day `count` working days after `day` (the day itself does not count). */
export function addWorkingDays(day: string, count: number, holidays: ReadonlySet<string>) {
  let current = day
  for (let left = count; left > 0;) {
    current = nextDay(current)
    if (isWorkingDay(current, holidays)) left--
  }
  return current
}

/**
 * Working days after `from` up to and including `to`; negative when `to` comes first
 * (an overdue deadline: how many working days late).
 */
export function workingDaysBetween(from: string, to: string, holidays: ReadonlySet<string>): number {
  if (to < from) return -workingDaysBetween(to, from, holidays)
  let count = 0
  for (let current = from; current < to;) {
    current = nextDay(current)
    if (isWorkingDay(current, holidays)) count++
  }
  return count
}

/**
 * Each service's target, in working days, until an admin sets another. Inferred from the
 * utility's published service standards where known; an admin keeps them.
 */
export const DEFAULT_TARGET_WORKING_DAYS: Record<TServiceTypeKey, number> = {
  interimBilling: 5,
  informationChange: 3,
  powerClearance: 10,
  energyMeter: 7,
  siteClearance: 10,
  release: 7,
  connection: 5,
  sanction: 15,
  shifting: 20,
  accountClosure: 5,
}

export const SERVICE_KEYS = Object.keys(SERVICE_TYPES) as [TServiceTypeKey, ...TServiceTypeKey[]]

/** A service's target, as an admin sets it. */
export const ZServiceTargetSchema = z.object({
  working_days: z.coerce
    .number({ error: 'Enter a whole number of working days.' })
    .int('Enter a whole number of working days.')
    .min(1, 'At least 1 working day.')
    .max(365, 'At most 365 working days.'),
})

export const ZServiceTargetListResponseSchema = z.array(
  z.object({
    key: z.enum(SERVICE_KEYS),
    service: z.string(),
    working_days: z.number().int(),
    /** True when it is the portal's default, not an admin's choice. */
    default: z.boolean(),
  }),
)
export type TServiceTargetList = z.infer<typeof ZServiceTargetListResponseSchema>

/** A public holiday, as an admin adds it. */
export const ZHolidaySchema = z.object({
  day: z.iso.date({ error: 'Use the form yyyy-mm-dd, with a day that exists.' }),
  // One line of printable text: a NUL would reach the database as a 500.
  name: oneLineText(100, 'At most 100 characters.').min(1, 'Please name the holiday.'),
})
export type THoliday = z.infer<typeof ZHolidaySchema>
export const ZHolidayListResponseSchema = z.array(ZHolidaySchema)
