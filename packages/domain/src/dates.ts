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
