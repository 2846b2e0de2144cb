import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { po, type GetTextTranslation } from 'gettext-parser'
import { DIRECTION_CONTROLS } from '../src/text'
import type { TDzongkhaEntry } from '../src/i18n/dzongkha'
import { glossaryBreaches } from '../src/i18n/glossary'
import { shapeProblem } from '../src/i18n/placeholders'
import { screenOf } from '../src/i18n/screens'
import { isSmsKey, smsProblem } from '../src/i18n/sms-translations'
import type { TReview } from '../src/i18n/translation'

/**
 * The Dzongkha catalogue as a gettext PO file, what translators' tools (Poedit and others)
 * read: each entry by its id (msgctxt), its English (msgid), its Dzongkha (msgstr), its
 * screen, and, while not reviewed, marked fuzzy (a tool's "needs work").
 */
export function exportPo(entries: readonly TDzongkhaEntry[]): Buffer {
  const translations: Record<string, Record<string, GetTextTranslation>> = {}
  for (const entry of entries) {
    const reviewedNote = entry.reviewed
      ? `Reviewed${entry.reviewedBy ? ` by ${entry.reviewedBy}` : ''}${entry.reviewedOn ? ` on ${entry.reviewedOn}` : ''}.`
      : 'A draft: not reviewed yet.'
    translations[entry.id] = {
      [entry.english]: {
        msgctxt: entry.id,
        msgid: entry.english,
        msgstr: [entry.text],
        comments: {
          extracted: `Screen: ${screenOf(entry)}\n${reviewedNote}`,
          ...(entry.reviewed ? {} : { flag: 'fuzzy' }),
        },
      },
    }
  }
  return po.compile(
    {
      charset: 'utf-8',
      headers: {
        Language: 'dz',
        'Content-Type': 'text/plain; charset=UTF-8',
        'Plural-Forms': 'nplurals=1; plural=0;',
      },
      translations,
    },
    { foldLength: 0 },
  )
}

export type TImportOutcome =
  { ok: true; reviews: Record<string, TReview>; marked: string[] } | { ok: false; problems: string[] }

/**
 * A translator's PO file read back: every entry no longer fuzzy, with a Dzongkha text, that
 * is new or changed (or was a draft) is marked reviewed by `by` on `on`. The whole file is
 * refused, and nothing marked, if any such entry has another message structure than its
 * English (other values, a select made a plain value, a value shown only in some choices), holds
 * a control that changes the direction of text, is an SMS that adds a number or takes more parts
 * than it may (smsProblem), says a term otherwise than the glossary, names an entry the
 * catalogue does not have, or English that has changed since the export.
 */
export function importPo(
  file: Buffer,
  entries: readonly TDzongkhaEntry[],
  previous: Record<string, TReview>,
  { by, on }: { by: string; on: string },
): TImportOutcome {
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  const reviews = { ...previous }
  const marked: string[] = []
  const problems: string[] = []
  for (const [context, group] of Object.entries(po.parse(file).translations)) {
    for (const translation of Object.values(group)) {
      if (!translation.msgid) continue // the header
      const text = translation.msgstr[0]?.trim() ?? ''
      if (!text || translation.comments?.flag?.includes('fuzzy')) continue
      const entry = byId.get(context)
      if (!entry) {
        problems.push(`${context}: no such entry in the catalogue.`)
        continue
      }
      if (translation.msgid !== entry.english) {
        problems.push(`${context}: its English has changed since this file was made; export again.`)
        continue
      }
      const control = DIRECTION_CONTROLS.exec(translation.msgstr[0] ?? '')?.[0]
      if (control) {
        problems.push(
          `${context}: the Dzongkha holds an invisible control that changes the direction of text (${codePoint(control)}), which can reorder what a reader sees; remove it.`,
        )
        continue
      }
      if (!compiles(text)) {
        problems.push(
          `${context}: the Dzongkha is not a well-formed message (a brace or a quote is unmatched).`,
        )
        continue
      }
      const shape = shapeProblem(entry.english, text)
      if (shape) {
        problems.push(`${context}: ${shape}`)
        continue
      }
      const sms = isSmsKey(context) ? smsProblem(context, entry.english, text) : undefined
      if (sms) {
        problems.push(`${context}: ${sms}`)
        continue
      }
      // The glossary (decision 081): a word it replaced comes back only with the glossary changed.
      const breaches = glossaryBreaches({ id: context, english: entry.english, text })
      if (breaches.length > 0) {
        problems.push(`${context}: ${breaches.join('; ')} (i18n/glossary.ts).`)
        continue
      }
      if (entry.reviewed && entry.text === text) continue
      reviews[context] = { text, english: entry.english, by, on }
      marked.push(context)
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, reviews, marked }
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
