/**
 * How a text travels as SMS over SMPP: in the GSM 7-bit alphabet (data_coding 0, one septet an
 * octet, as SMSCs take it) when every character has a place there, else as UCS-2 (data_coding 8),
 * which is what Dzongkha needs. Longer than one SMS, it goes in parts that each carry a
 * concatenation header (UDH: IEI 0x00, reference, count, number), which the phone reassembles.
 */

// GSM 03.38's basic table: a character's place is its code (0x1B, the escape, is no character).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
// The extension table: escape, then this code; each costs two septets.
const GSM_EXTENSION: Record<string, number> = {
  '\f': 0x0a,
  '^': 0x14,
  '{': 0x28,
  '}': 0x29,
  '\\': 0x2f,
  '[': 0x3c,
  '~': 0x3d,
  ']': 0x3e,
  '|': 0x40,
  '€': 0x65,
}
const ESCAPE = 0x1b

export const DATA_CODING = { gsm7: 0, ucs2: 8 } as const
/** esm_class's bit saying short_message begins with a user-data header. */
export const UDH_INDICATOR = 0x40

export interface SmsPart {
  dataCoding: number
  esmClass: number
  /** The header (when in parts) and the encoded text, as submit_sm's short_message. */
  shortMessage: Buffer
}

/** The septets of a character in GSM-7, or undefined when it has none. */
function gsmSeptets(character: string): number[] | undefined {
  const basic = GSM_BASIC.indexOf(character)
  if (basic >= 0 && basic !== ESCAPE) return [basic]
  const extension = GSM_EXTENSION[character]
  return extension === undefined ? undefined : [ESCAPE, extension]
}

/** The text's characters, each as its encoded units: septets, or UTF-16 code units of a grapheme. */
function encodedCharacters(text: string): {
  dataCoding: number
  units: number[][]
  single: number
  part: number
} {
  const characters = [...text]
  const gsm = characters.map(gsmSeptets)
  if (gsm.every((septets) => septets !== undefined))
    return { dataCoding: DATA_CODING.gsm7, units: gsm, single: 160, part: 153 }
  // Parts break between graphemes: a Dzongkha vowel sign or subjoined letter stays with its
  // letter, and a surrogate pair whole, even on a phone that shows the parts apart.
  const graphemes = [...new Intl.Segmenter('dz', { granularity: 'grapheme' }).segment(text)]
  return {
    dataCoding: DATA_CODING.ucs2,
    units: graphemes.map(({ segment }) => utf16Units(segment)),
    single: 70,
    part: 67,
  }
}

const utf16Units = (character: string) =>
  Array.from({ length: character.length }, (_, index) => character.charCodeAt(index))

/** Packs characters into parts of at most `size` units, splitting only one longer than a part. */
function packed(units: number[][], size: number): number[][] {
  const parts: number[][] = [[]]
  for (const character of units) {
    const current = parts.at(-1)!
    if (current.length > 0 && current.length + character.length > size) parts.push([])
    for (const unit of character) {
      if (parts.at(-1)!.length === size) parts.push([])
      parts.at(-1)!.push(unit)
    }
  }
  return parts
}

const bytesOf = (units: number[], dataCoding: number) =>
  dataCoding === DATA_CODING.gsm7
    ? Buffer.from(units)
    : Buffer.from(units.flatMap((unit) => [unit >> 8, unit & 0xff]))

/**
 * The text as submit_sm parts. `reference` (0–255) ties a message's parts together: a fresh one
 * for each message, so that two long messages to one phone are not mixed.
 */
export function smsParts(text: string, reference: number): SmsPart[] {
  const { dataCoding, units, single, part } = encodedCharacters(text)
  const all = units.flat()
  if (all.length <= single) return [{ dataCoding, esmClass: 0, shortMessage: bytesOf(all, dataCoding) }]
  const parts = packed(units, part)
  if (parts.length > 255) throw new Error(`An SMS of ${parts.length} parts is longer than SMS can carry`)
  return parts.map((units, index) => ({
    dataCoding,
    esmClass: UDH_INDICATOR,
    shortMessage: Buffer.concat([
      Buffer.from([0x05, 0x00, 0x03, reference & 0xff, parts.length, index + 1]),
      bytesOf(units, dataCoding),
    ]),
  }))
}
