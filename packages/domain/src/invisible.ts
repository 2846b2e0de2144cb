/**
 * What shows nothing, or only a blank, is dropped rather than refused: a person cannot find a
 * character they cannot see, and it comes with pasted text (a ZWSP marks word breaks in some
 * Dzongkha text). That is Unicode's Default_Ignorable_Code_Point (zero-width space, word
 * joiner, BOM, soft hyphen, the Hangul fillers, variation selectors, tags, …), and four
 * outside it: the braille blank and the interlinear annotation marks. Not the direction marks,
 * which text.ts refuses, nor ZWNJ and ZWJ: Tibetan script shapes without them (its stacks are
 * letters of their own), but Devanagari names need them for half forms (docs/decisions/051).
 */
const INVISIBLE =
  /(?![\u200C-\u200F\u061C\u202A-\u202E\u2066-\u2069])[\p{Default_Ignorable_Code_Point}\u2800\uFFF9-\uFFFB]/gu

/**
 * ZWNJ and ZWJ shape a Devanagari letter and the one after it; anywhere else they only hide a
 * name from a search ("Tshe\u200Dring"). Read without a lookbehind, which older phones'
 * browsers cannot parse.
 */
const JOINER_AFTER = /([\u0900-\u097F]?)[\u200C\u200D]/gu

/** The text without the characters that show nothing: typed text and file names alike. */
export const withoutInvisible = (text: string) =>
  text
    .replace(INVISIBLE, '')
    .replace(JOINER_AFTER, (joined, devanagari: string) => (devanagari ? joined : ''))
