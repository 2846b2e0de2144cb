/**
 * A Dzongkha entry: its text, and whether a translator has reviewed it. Unreviewed entries
 * are shown (better than English to most readers) and listed for the translator at
 * /staff/translations until someone marks them reviewed here.
 */
export interface TTranslation {
  text: string
  reviewed: boolean
}

/** Drafted, not yet reviewed by a translator. */
export const draft = (text: string): TTranslation => ({ text, reviewed: false })
