import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { DIRECTION_CONTROLS } from '../text'
import { glossaryBreaches } from './glossary'
import { shapeProblem } from './placeholders'
import { DZ_NOTICES } from './dz-notices'
import { withinSentence } from './dzongkha-grammar'
import { EN_NOTICES } from './notices'
import { SMS_PART_BUDGET, smsLongestValues, type TSmsKey } from './sms-budget'
import { addedNumber, isSmsKey, smsProblem } from './sms-translations'
import { TRANSLATOR_MESSAGES } from './translator-page'

/**
 * A line break is a message's own (an SMS's "Details:" line); no other control or separator
 * character is, nor half of a character (a lone surrogate), nor one a reader cannot see
 * (zero-width spaces, joiners, tags…), which could hide a number or an address.
 */
const INVISIBLE = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u

const SERVICE_TITLE = /^service\..+\.title$/

/**
 * Why a service's name cannot be taken, or undefined: it is a value of the decisions' SMS and
 * of the letters, so it is one line, adds no number, and leaves every SMS that names a service
 * within its parts (measured with it, if it is longer than the longest name now).
 */
function serviceNameProblem(english: string, text: string): string | undefined {
  if (/\n/.test(text)) return "a service's name is one line: it is written into SMS and letters."
  if (!/[\u0F00-\u0FFF]/u.test(text)) return "a service's name in Dzongkha is written in Dzongkha."
  const longest = smsLongestValues('dz')
  const name = withinSentence(text)
  const service = String(longest.service ?? '')
  const values = { ...longest, service: name.length > service.length ? name : service }
  for (const key of Object.keys(SMS_PART_BUDGET) as TSmsKey[]) {
    if (!EN_NOTICES[key].includes('{service}')) continue
    const problem = smsProblem(key, EN_NOTICES[key], DZ_NOTICES[key].text, values)
    if (problem)
      return `as the service's name in an SMS (${key}), ${problem.replace(/^the Dzongkha SMS/, 'that SMS')}`
  }
  return undefined
}

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/** Whether a text compiles as the pages, SMS and papers will compile it (ICU MessageFormat). */
function compiles(text: string): boolean {
  try {
    compileMessageOrThrow(text)
    return true
  } catch {
    return false
  }
}

/**
 * What reads as an address: a scheme (`https://`, `tel:`, `mailto:`…), `www.`, a name in any
 * script with a dot and a top-level domain, or one spelt out ("bpc dot bt").
 */
const LINK =
  /(?:[a-z][a-z0-9+.-]*:\/\/|\b(?:mailto|tel|sms|callto|whatsapp|viber|skype):|www\.)\S+|[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)*\.\p{L}[\p{L}\p{M}]+(?:\/\S*)?|\b\w+\s+dot\s+\w{2,}\b/giu
/** A text as an address in it would be read: compatibility forms plain (full-width letters, dots), every dot a dot. */
const asRead = (text: string) => text.normalize('NFKC').replace(/[\u3002\uFF61\uFE52\u2024]/gu, '.')
const linksIn = (text: string) =>
  new Set([...asRead(text).matchAll(LINK)].map(([link]) => link.toLowerCase()))

/**
 * Why a translation says a number or an address its English does not: the portal's texts (its
 * pages, SMS, emails and letters) name only the numbers and links it fills in, whoever wrote
 * the translation.
 */
function addedContact(english: string, text: string): string | undefined {
  const number = addedNumber(english, text, 'the Dzongkha')
  if (number) return number
  const known = linksIn(english)
  const link = [...linksIn(text)].find((each) => !known.has(each))
  if (link)
    return `the Dzongkha adds an address (${link}) that the English does not have; the portal's texts name only the links it fills in. Leave it out.`
  return undefined
}

/** A text a message joins to another starts (or ends) with its line break; its translation must too. */
function edgeProblem(english: string, text: string): string | undefined {
  if (english.startsWith('\n') !== text.startsWith('\n'))
    return 'the English starts with a line break (it follows another text); the Dzongkha must start with one too, and only then.'
  if (english.endsWith('\n') !== text.endsWith('\n'))
    return 'the English ends with a line break; the Dzongkha must end with one too, and only then.'
  return undefined
}

/**
 * Why a translator's Dzongkha for an entry cannot be taken, or undefined: the same checks for a
 * PO file and for the translator's page. It must not hold a control that changes the direction
 * of text or any other invisible character, must compile, must have its English's message structure (the same values, a select
 * kept a select), an SMS must add no number and take no more parts than it may, and each term
 * must be said as the glossary says it.
 */
export function reviewProblem(entry: { id: string; english: string }, text: string): string | undefined {
  const control = DIRECTION_CONTROLS.exec(text)?.[0]
  if (control)
    return `the Dzongkha holds an invisible control that changes the direction of text (${codePoint(control)}), which can reorder what a reader sees; remove it.`
  if (INVISIBLE.test(text.replaceAll('\n', ''))) return TRANSLATOR_MESSAGES.controlCharacter
  if (!compiles(text)) return 'the Dzongkha is not a well-formed message (a brace or a quote is unmatched).'
  const shape = shapeProblem(entry.english, text)
  if (shape) return shape
  const edges = edgeProblem(entry.english, text)
  if (edges) return edges
  const sms = isSmsKey(entry.id) ? smsProblem(entry.id, entry.english, text) : undefined
  if (sms) return sms
  const contact = addedContact(entry.english, text)
  if (contact) return contact
  const name = SERVICE_TITLE.test(entry.id) ? serviceNameProblem(entry.english, text) : undefined
  if (name) return name
  // The glossary (decision 081): a word it replaced comes back only with the glossary changed.
  const breaches = glossaryBreaches({ id: entry.id, english: entry.english, text })
  if (breaches.length > 0) return `${breaches.join('; ')} (i18n/glossary.ts).`
  return undefined
}
