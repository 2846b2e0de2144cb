const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/**
 * A name as the public check of a paper shows it: each word's first letter, a star for each
 * letter after it. "Pema Wangmo" → "P*** W*****". A letter is a grapheme: a Tibetan stack with
 * its vowel (སྐྱོ) is one, and a star, never a vowel sign or subjoined letter left alone, takes
 * its place (alone, those are drawn on a dotted circle); a first letter keeps no mark either.
 */
export function maskedName(name: string): string {
  return name.replace(/[\p{L}\p{M}]+/gu, (word) => {
    const [first = '', ...rest] = Array.from(graphemes.segment(word), (part) => part.segment)
    const base = Array.from(first)[0] ?? ''
    return base + '*'.repeat(rest.length + (first.length > base.length ? 1 : 0))
  })
}
