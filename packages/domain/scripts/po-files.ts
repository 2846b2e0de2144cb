import { po, type GetTextTranslation } from 'gettext-parser'
import type { TDzongkhaEntry } from '../src/i18n/dzongkha'
import { reviewProblem } from '../src/i18n/review-checks'
import { screenOf } from '../src/i18n/screens'
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
      // As written: a message that follows another starts with its line break.
      const text = translation.msgstr[0] ?? ''
      if (!text.trim() || translation.comments?.flag?.includes('fuzzy')) continue
      const entry = byId.get(context)
      if (!entry) {
        problems.push(`${context}: no such entry in the catalogue.`)
        continue
      }
      if (translation.msgid !== entry.english) {
        problems.push(`${context}: its English has changed since this file was made; export again.`)
        continue
      }
      const problem = reviewProblem(entry, text)
      if (problem) {
        problems.push(`${context}: ${problem}`)
        continue
      }
      if (entry.reviewed && entry.text === text) continue
      reviews[context] = { text, english: entry.english, by, on }
      marked.push(context)
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, reviews, marked }
}
