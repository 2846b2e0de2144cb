import { DZ } from './dz'
import { DZ_FORM_TEXTS } from './dz-form-texts'
import { DZ_NOTICES } from './dz-notices'
import { DZ_REFUSALS } from './dz-refusals'
import { EN_NOTICES, type TNoticeKey } from './notices'
import { DZONGKHA_KEYS, EN } from './en'
import { EN_REFUSALS, FORM_PAGE_REFUSALS, type TRefusalKey } from './refusals'
import type { TReview, TTranslation } from './translation'

export interface TDzongkhaEntry {
  /** The message id: a catalogue key, or a form's English text (form-texts.ts). */
  id: string
  english: string
  text: string
  reviewed: boolean
  reviewedBy?: string
  reviewedOn?: string
}

/** Every Dzongkha entry beside its English: the pages' messages, the forms' words, what is sent, the server's refusals. */
export const DZONGKHA_ENTRIES: readonly TDzongkhaEntry[] = [
  ...DZONGKHA_KEYS.map((key) => ({ id: key, english: EN[key], ...DZ[key] })),
  ...Object.entries(DZ_FORM_TEXTS).map(([english, entry]) => ({ id: english, english, ...entry })),
  ...(Object.keys(EN_NOTICES) as TNoticeKey[]).map((key) => ({
    id: key,
    english: EN_NOTICES[key],
    ...DZ_NOTICES[key],
  })),
  ...(Object.keys(EN_REFUSALS) as TRefusalKey[]).map((key) => ({
    id: key,
    english: EN_REFUSALS[key],
    ...DZ_REFUSALS[key],
  })),
]

const textsOf = (entries: readonly TDzongkhaEntry[]) =>
  Object.fromEntries(entries.map((entry) => [entry.id, entry.text]))

/**
 * The pages' Dzongkha catalogues by message id, as the build compiles them (the notices and the
 * server's refusals stay out): the pages' messages, which every Dzongkha page loads, and the forms' and the
 * field kit's words (form-texts.ts), which only pages with fields need, with the refusals a form
 * page words itself (FORM_PAGE_REFUSALS).
 */
export const dzongkhaMessages = () => ({
  pages: textsOf(DZONGKHA_ENTRIES.filter((entry) => entry.id in EN)),
  formTexts: textsOf(
    DZONGKHA_ENTRIES.filter(
      (entry) => entry.id in DZ_FORM_TEXTS || FORM_PAGE_REFUSALS.includes(entry.id as TRefusalKey),
    ),
  ),
})

/** A review made on the translator's page (the server keeps them), for `layReviewsOver`. */
export interface TStoredReview extends TReview {
  id: string
}

/** Each entry as the build made it, drafts and the PO imports' reviews: what a new laying starts from. */
const AS_BUILT = DZONGKHA_ENTRIES.map((entry) => ({ ...entry }))

const catalogueOf = (id: string): Record<string, TTranslation> =>
  id in EN ? DZ : id in EN_NOTICES ? DZ_NOTICES : id in EN_REFUSALS ? DZ_REFUSALS : DZ_FORM_TEXTS

const whenReviewed = new Set<() => void>()

/** What was laid last, and how many times reviews have been laid in this process. */
let lastLaid: { version: number; reviews: readonly TStoredReview[]; laid: number } = {
  version: 0,
  reviews: [],
  laid: 0,
}

/**
 * The reviews laid last and a number that changes each time: what another thread (the letters'
 * workers) lays over its own catalogues, and what a kept paper's key names.
 */
export const laidReviews = () => lastLaid

/**
 * Runs `compile` whenever reviews are laid: what compiled the catalogues once compiles them
 * again. Returns what stops it (an app that closes).
 */
export function onReviewsLaid(compile: () => void): () => void {
  whenReviewed.add(compile)
  return () => void whenReviewed.delete(compile)
}

/**
 * The pages' texts whose words the laid reviews changed from the build's, by message id: what a
 * page rendered now must show over the catalogue compiled into the web app (issue 49).
 */
export const pageTextsChangedByReviews = (): Record<string, string> =>
  Object.fromEntries(
    DZONGKHA_ENTRIES.flatMap((entry, index) =>
      entry.id in EN_NOTICES || entry.id in EN_REFUSALS || entry.text === AS_BUILT[index]!.text
        ? []
        : [[entry.id, entry.text]],
    ),
  )

/**
 * Sets this process's catalogues to the build's, with `reviews` laid over them: an entry whose
 * English is still the one reviewed takes the review's text, reviewed, by whom and when (a
 * review of English changed since is no review, nor one older than the build's own). The
 * catalogues are one per process and every reader (papers, messages, refusals) sees them: the server lays its stored reviews at start
 * and again whenever a translator makes one, on any instance (issue 49). Returns how many took.
 */
export function layReviewsOver(reviews: readonly TStoredReview[]): number {
  // The same reviews again (an instance's own NOTIFY after its review): nothing to recompile,
  // and the papers drawn with them stay good.
  if (JSON.stringify(reviews) === JSON.stringify(lastLaid.reviews)) return lastLaid.laid
  const byId = new Map(reviews.map((review) => [review.id, review]))
  let laid = 0
  DZONGKHA_ENTRIES.forEach((entry, index) => {
    const built = AS_BUILT[index]!
    const stored = byId.get(entry.id)
    // The later review stands: one a release brought (a PO import) after this one was made wins.
    const review =
      stored?.english === entry.english && !(built.reviewedOn && built.reviewedOn > stored.on)
        ? stored
        : undefined
    const { text, reviewed, reviewedBy, reviewedOn } = review
      ? { text: review.text, reviewed: true, reviewedBy: review.by, reviewedOn: review.on }
      : built
    if (review) laid++
    Object.assign(entry, { text, reviewed, reviewedBy, reviewedOn })
    catalogueOf(entry.id)[entry.id] = { text, reviewed, reviewedBy, reviewedOn }
  })
  lastLaid = { version: lastLaid.version + 1, reviews, laid }
  for (const compile of whenReviewed) compile()
  return laid
}
