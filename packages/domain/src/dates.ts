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

const bhutanParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BHUTAN_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

function partsInBhutan(when: Date | string) {
  const parts = Object.fromEntries(
    bhutanParts.formatToParts(new Date(when)).map((part) => [part.type, part.value]),
  ) as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>
  return parts
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
