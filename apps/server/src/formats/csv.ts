/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, lines ended by
 * CRLF. A cell that a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage
 * return first) is written with a leading apostrophe: a customer's name must not become a
 * formula on an officer's machine (OWASP, "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/

const cell = (value: unknown) => {
  const text = value === undefined || value === null ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

export const csvLine = (values: readonly unknown[]) => `${values.map(cell).join(',')}\r\n`
