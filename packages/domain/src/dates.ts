/** Dates as Bhutan writes them: day/month/year. */

/** '23/11/2026' (or 23-11-2026, 23.11.2026) → '2026-11-23'; undefined when it is no such day. */
export function parseDayMonthYear(text: string): string | undefined {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim())
  if (!match) return undefined
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined
  return date.toISOString().slice(0, 10)
}

/** '2026-11-23' → '23/11/2026'. */
export const isoToDayMonthYear = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/')

export const DATE_FORMAT_MESSAGE = 'Enter a date as day/month/year, for example 23/11/2026.'

/** Bhutan's one time zone: what citizens and officers read, whatever the device's own zone. */
export const BHUTAN_TIME_ZONE = 'Asia/Thimphu'

/**
 * Bhutan's clock has been UTC+6, with no summer time, since October 1987 (Asia/Thimphu in the
 * time zone database): every instant the portal shows is later. Reckoned by hand rather than
 * by an `Intl.DateTimeFormat` for that zone, whose making loads the zone's data and held a
 * phone's main thread for some 60 ms as the ticket page's scripts loaded (decision 064); the
 * tests compare the two over the years the portal will see.
 */
const BHUTAN_OFFSET_MS = 6 * 60 * 60 * 1000

const twoDigits = (n: number) => String(n).padStart(2, '0')

function partsInBhutan(when: Date | string) {
  const instant = new Date(when).getTime()
  // As Intl's formatter did: an unreadable date is an error, not 'NaN/NaN/NaN'.
  if (Number.isNaN(instant)) throw new RangeError('Invalid time value')
  const inBhutan = new Date(instant + BHUTAN_OFFSET_MS)
  return {
    day: twoDigits(inBhutan.getUTCDate()),
    month: twoDigits(inBhutan.getUTCMonth() + 1),
    year: String(inBhutan.getUTCFullYear()),
    hour: twoDigits(inBhutan.getUTCHours()),
    minute: twoDigits(inBhutan.getUTCMinutes()),
  }
}

/** dd/mm/yyyy in Bhutan, as the specification shows dates. */
export function bhutanDate(when: Date | string): string {
  const { day, month, year } = partsInBhutan(when)
  return `${day}/${month}/${year}`
}

/** yyyy-mm-dd in Bhutan: a day, for an answer that must not say the time (the public paper check). */
export function bhutanCalendarDate(when: Date | string): string {
  const { day, month, year } = partsInBhutan(when)
  return `${year}-${month}-${day}`
}

/** dd/mm/yyyy hh:mm in Bhutan, on the 24-hour clock (25/11/2026 17:46). */
export function bhutanDateTime(when: Date | string): string {
  const { day, month, year, hour, minute } = partsInBhutan(when)
  return `${day}/${month}/${year} ${hour}:${minute}`
}
