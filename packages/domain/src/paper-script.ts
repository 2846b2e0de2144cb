/**
 * The letters a letter or receipt can print (docs/decisions/076), by the font that prints
 * them: Helvetica for Latin, which pdfkit writes in Windows-1252 (printable ASCII, Latin-1 and
 * the 27 marks it adds: curly quotes, dashes, €, …); Jomolhari for Tibetan, the letters it
 * has (and the angle brackets Tibetan quotes with); Noto Sans Devanagari for Nepali. A test
 * of the server holds each list to its font.
 */
const LETTERS = {
  latin:
    '\\x20-\\x7E\\xA0-\\xFF\\u0152\\u0153\\u0160\\u0161\\u0178\\u017D\\u017E\\u0192\\u02C6\\u02DC' +
    '\\u2013\\u2014\\u2018-\\u201A\\u201C-\\u201E\\u2020-\\u2022\\u2026\\u2030\\u2039\\u203A\\u20AC\\u2122',
  tibetan:
    '\\u0F00-\\u0F47\\u0F49-\\u0F6A\\u0F71-\\u0F8B\\u0F90-\\u0F97\\u0F99-\\u0FBC\\u0FBE-\\u0FCC' +
    '\\u0FCF-\\u0FD1\\u3008-\\u300B',
  devanagari: '\\u0900-\\u097F\\uA8E0-\\uA8FF',
}
export type TPaperScript = keyof typeof LETTERS
const SCRIPTS = Object.keys(LETTERS) as TPaperScript[]
const IN_SCRIPT = Object.fromEntries(
  SCRIPTS.map((script) => [script, new RegExp(`[${LETTERS[script]}]`, 'u')]),
)

/** The script whose font prints this character; undefined for the others. */
export const paperScriptOf = (char: string) => SCRIPTS.find((script) => IN_SCRIPT[script]!.test(char))

/**
 * Besides the letters: line breaks and tabs of a paragraph, and ZWNJ and ZWJ, kept for
 * Devanagari's half forms (decision 051), which print as nothing.
 */
const PRINTED_AS_NOTHING = /[\n\t\u200C-\u200D]/u
const printable = (char: string) => PRINTED_AS_NOTHING.test(char) || paperScriptOf(char) !== undefined

/** Whether a letter can print all of this text. */
export const printsOnPaper = (text: string) => [...text].every(printable)

/** The text with each run of what no letter can print put as one `mark`. */
export function unprintableAs(text: string, mark: string): string {
  let shown = ''
  let marked = false
  for (const char of text) {
    const printed = printable(char)
    if (printed) shown += char
    else if (!marked) shown += mark
    marked = !printed
  }
  return shown
}
