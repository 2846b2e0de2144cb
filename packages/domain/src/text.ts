import { z } from 'zod'
import { withoutInvisible } from './invisible'
import { printsOnPaper } from './paper-script'

/**
 * What typed text may hold (DESIGN.md §5, "Letters say only what the utility decided"):
 * a single-line field is one line, so it cannot print extra lines on a letter that look like
 * remarks or a signature; no field holds control characters, the direction marks that
 * would reorder printed words, or letters no paper's font has.
 */
export const TEXT_MESSAGES = {
  oneLine: 'Please keep this to one line, without special characters.',
  plainText: 'Please remove the special characters.',
  // The specification names no script: this is ours (decision 076).
  paperScript: 'Please write this in English, Dzongkha or Nepali letters.',
} as const

/**
 * The bidirectional embeddings, overrides and isolates, and the direction marks (LRM, RLM,
 * ALM): unseen, they reorder the words around them.
 */
export const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u

/** Every typed text may reach a letter, and a letter prints these scripts only (decision 076). */
const onPaper = { error: TEXT_MESSAGES.paperScript, abort: true } as const

// Control characters (tab, line breaks, NUL, …), Unicode line/paragraph separators, and the
// direction controls.
const NOT_ON_ONE_LINE = new RegExp(`[\\p{Cc}\\u2028\\u2029]|${DIRECTION_CONTROLS.source}`, 'u')

/** A string of one line: trimmed, at most `max` characters; `typeMessage` when not a string. */
export const oneLineText = (max: number, maxMessage: string, typeMessage?: string) =>
  z
    .string(typeMessage === undefined ? undefined : { error: typeMessage })
    // Spaces of every width (no-break, ideographic…), and runs of them, are one space: a name
    // typed with two, or pasted with a no-break space, is still found by an officer's search.
    .overwrite((text) => withoutInvisible(text).replace(/\p{Zs}+/gu, ' '))
    .trim()
    .refine((text) => !NOT_ON_ONE_LINE.test(text), { error: TEXT_MESSAGES.oneLine, abort: true })
    .refine(printsOnPaper, onPaper)
    .max(max, maxMessage)

/** Text of several lines (a reason, remarks): breaks kept as `\n`; `requiredMessage` when empty. */
export const paragraphText = (max: number, maxMessage: string, requiredMessage?: string) =>
  z
    .string(requiredMessage === undefined ? undefined : { error: requiredMessage })
    .transform((text) => withoutInvisible(text).replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(requiredMessage === undefined ? 0 : 1, requiredMessage)
        // A paragraph may hold line breaks and tabs; nothing else unseen.
        .refine((text) => !NOT_ON_ONE_LINE.test(text.replace(/[\n\t]/g, '')), {
          error: TEXT_MESSAGES.plainText,
          abort: true,
        })
        .refine(printsOnPaper, onPaper)
        .max(max, maxMessage),
    )

/** An identifier that travels in a body or a query (a wallet thread id): printable ASCII only. */
export const identifierText = (max = 100) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7E]+$/, 'Not a valid identifier.')

const TIBETAN_ZERO = 0x0f20
const DEVANAGARI_ZERO = 0x0966

/**
 * Tibetan (༠–༩) and Devanagari (०–९) digits as the ASCII digits the rules and the records read:
 * a CID, a mobile number, a code or an amount typed on a Dzongkha or Nepali keyboard is the
 * same number (issue 49).
 */
export const asciiDigits = (text: string) =>
  text.replace(/[\u0F20-\u0F29\u0966-\u096F]/g, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code - (code >= TIBETAN_ZERO ? TIBETAN_ZERO : DEVANAGARI_ZERO))
  })
