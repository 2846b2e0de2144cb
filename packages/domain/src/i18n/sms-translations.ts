import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { smsParts } from '../sms-parts'
import { withCaseForms } from './dzongkha-grammar'
import { shapeOf } from './placeholders'
import { SMS_PART_BUDGET, smsLongestValues, type TSmsKey } from './sms-budget'

/** The texts sent as SMS: a phone shows them as they are, and the customer acts on them. */
export const isSmsKey = (id: string): id is TSmsKey => Object.hasOwn(SMS_PART_BUDGET, id)

// A number as a phone shows it: digits of any script, perhaps grouped by spaces, dots,
// hyphens, slashes or parentheses, perhaps after a +.
const NUMBER = /\+?\p{Nd}(?:[\s()./-]{0,2}\p{Nd})*/gu
const DIGIT_RUN = /\p{Nd}{6,}/u
/** As many digits as a Bhutanese toll-free or short number has (1250): fewer are counts. */
const PHONE_DIGITS = 4

// The zeros of the digits a Dzongkha text may use: Latin (decision 046) and Tibetan.
const ZEROS = [0x30, 0x0f20]

/** A number's digits in Latin, so that ༡༢༥༠ is 1250; other scripts' digits are kept as they are. */
function digitsOf(number: string): string {
  return [...number.matchAll(/\p{Nd}/gu)]
    .map(([digit]) => {
      const code = digit.codePointAt(0)!
      const zero = ZEROS.find((start) => code >= start && code <= start + 9)
      return zero === undefined ? digit : String(code - zero)
    })
    .join('')
}

/**
 * A text with every digit a reader would read as one made a plain digit: full-width, circled
 * and superscript ones by compatibility (NFKC), and any other number sign (Tibetan half-digits)
 * as a 0, so that it is counted as the digit it passes for.
 */
const asDigits = (text: string) => text.normalize('NFKC').replace(/[\p{No}\p{Nl}]/gu, '0')

const numbersIn = (words: string[]) =>
  words.flatMap((text) => [...text.matchAll(NUMBER)].map(([number]) => number))

/**
 * A message written out with these values, each choice (plural, select) by its longest branch:
 * what its costliest SMS says.
 */
function longestText(tokens: CompiledMessage, values: Record<string, unknown>, count?: unknown): string {
  return tokens
    .map((token) => {
      if (typeof token === 'string') return token === '#' && count !== undefined ? String(count) : token
      const [name, , format] = token
      const value = values[name]
      if (typeof format !== 'object' || format === null) return value === undefined ? '' : String(value)
      return Object.entries(format)
        .filter(([key]) => key !== 'offset')
        .map(([, branch]) => longestText(branch as CompiledMessage, values, value))
        .reduce((longest, text) => (text.length > longest.length ? text : longest), '')
    })
    .join('')
}

/**
 * Why a translation that an SMS carries adds a number its English does not have, or undefined:
 * neither a run of digits a customer could take for the code nor a phone number to call; the
 * numbers an SMS names are the values the portal fills in.
 */
export function addedNumber(
  englishAsWritten: string,
  translationAsWritten: string,
  what = 'the Dzongkha SMS',
): string | undefined {
  const only = what === 'the Dzongkha SMS' ? 'an SMS may' : 'it may'
  const english = asDigits(englishAsWritten)
  const translation = asDigits(translationAsWritten)
  const known = new Set(numbersIn(shapeOf(english).words).map(digitsOf))
  for (const number of numbersIn(shapeOf(translation).words)) {
    const digits = digitsOf(number)
    if (known.has(digits)) continue
    const run = DIGIT_RUN.exec(number)?.[0]
    if (run)
      return `${what} adds a run of ${[...run].length} digits (${number}) that the English does not have; a customer could take it for the code, or call it. Leave it out.`
    if (number.startsWith('+') || digits.length >= PHONE_DIGITS)
      return `${what} adds what looks like a phone number (${number}) that the English does not have; ${only} name only the numbers the portal fills in. Leave it out.`
  }
  // However they are spaced or punctuated, more digits in all than the English's words hold
  // are a number the English does not have (17 - 71 - 23 - 45 evades any one pattern).
  const digitCount = (text: string) =>
    shapeOf(text)
      .words.join('')
      .match(/\p{Nd}/gu)?.length ?? 0
  if (digitCount(translation) >= digitCount(english) + PHONE_DIGITS)
    return `${what} adds ${digitCount(translation) - digitCount(english)} digits that the English does not have; ${only} name only the numbers the portal fills in. Leave them out.`
  return undefined
}

/**
 * Why a Dzongkha SMS translation cannot be sent, in a translator's words, or undefined. It may
 * add no number its English does not have, neither a run of digits a customer could take for
 * the code nor a phone number to call: the numbers an SMS names are the values the portal
 * fills in. And it may take no more parts than SMS_PART_BUDGET allows that SMS in Dzongkha,
 * with the longest values it carries. Both texts must be well-formed messages.
 */
export function smsProblem(
  key: TSmsKey,
  english: string,
  translation: string,
  values: Record<string, string | number> = smsLongestValues('dz'),
): string | undefined {
  const added = addedNumber(english, translation)
  if (added) return added
  const budget = SMS_PART_BUDGET[key].dz
  const parts = smsParts(longestText(compileMessageOrThrow(translation), withCaseForms(values)))
  if (parts > budget)
    return `the Dzongkha SMS takes ${parts} parts with the longest values it carries, and may take ${budget} (each part is paid for); shorten it.`
  return undefined
}
