import TRANSLATORS_REVIEWS from './dz-reviews.json' with { type: 'json' }

/**
 * A Dzongkha entry: its text, and whether a translator has reviewed it (and who, and when).
 * Unreviewed entries are shown (better than English to most readers) and listed for the
 * translator at /staff/translations, and in `npm run i18n -- export dz.po`, until a review
 * comes back through `npm run i18n -- import dz.po`.
 */
export interface TTranslation {
  text: string
  reviewed: boolean
  reviewedBy?: string
  reviewedOn?: string
}

/** Drafted, not yet reviewed by a translator. */
export const draft = (text: string): TTranslation => ({ text, reviewed: false })

/**
 * What a translator's import wrote (dz-reviews.json), by entry id: their text, the English it
 * translates, who and when.
 */
export interface TReview {
  text: string
  english: string
  by: string
  on: string
}

/**
 * A catalogue with the translators' reviews laid over its drafts: the drafts live in the code,
 * beside the keys they translate; the reviewed texts in the data file the import writes. A
 * review of English that has changed since is no review: the entry is a draft again.
 */
export function withReviews<K extends string>(
  drafts: Record<K, TTranslation>,
  englishOf: (id: K) => string,
  reviews: Partial<Record<string, TReview>> = TRANSLATORS_REVIEWS,
): Record<K, TTranslation> {
  const reviewed = { ...drafts }
  for (const id of Object.keys(drafts) as K[]) {
    const review = reviews[id]
    if (review && review.english === englishOf(id))
      reviewed[id] = { text: review.text, reviewed: true, reviewedBy: review.by, reviewedOn: review.on }
  }
  return reviewed
}
