/**
 * Putting a name, a number or a code into a Dzongkha sentence (issue 34): the name loses the
 * shad that closes it on its own, and a case particle takes its form from the sound the word
 * before it ends in, as Dzongkha and classical grammar teach it.
 */

const SHAD = '།'
const TSHEG = '་'

/** The sound a word ends in, as its particles hear it: a final consonant, or an open syllable. */
export type TFinalSound = 'ག' | 'ང' | 'ད' | 'བ' | 'ས' | 'ན' | 'མ' | 'ར' | 'ལ' | 'open'

const FINAL_LETTERS: Record<string, TFinalSound> = {
  ག: 'ག',
  ང: 'ང',
  ད: 'ད',
  // A loanword's final ཊ (ཝ་ལེཊ, ལི་མི་ཊེཊ) sounds as ད does.
  ཊ: 'ད',
  བ: 'བ',
  // Dzongkha spells a final b-sound པ (ཡོདཔ, གསརཔ): it sounds as བ does.
  པ: 'བ',
  ས: 'ས',
  ན: 'ན',
  མ: 'མ',
  ར: 'ར',
  ལ: 'ལ',
}

/**
 * A digit as it is read aloud: ids, codes and phone numbers are read digit by digit, so the
 * last digit's name decides (0 ཀླད་ཀོར, 1 གཅིག, 2 གཉིས, 3 གསུམ, 4 བཞི, 5 ལྔ, 6 དྲུག, 7 བདུན,
 * 8 བརྒྱད, 9 དགུ). Tibetan digits read the same.
 */
const DIGIT_SOUNDS: readonly TFinalSound[] = ['ར', 'ག', 'ས', 'མ', 'open', 'open', 'ག', 'ན', 'ད', 'open']

const isTibetan = (char: string) => char >= '\u0F00' && char <= '\u0FFF'
const isBaseLetter = (char: string) => char >= '\u0F40' && char <= '\u0F6C'
const isVowelSign = (char: string) => (char >= '\u0F71' && char <= '\u0F7D') || char === '\u0F80'
/** A letter, vowel sign or digit: what a syllable ends in before its tsheg. */
const isTibetanLetter = (char: string) =>
  (char >= '\u0F20' && char <= '\u0F29') || (char >= '\u0F40' && char <= '\u0FBC')

/**
 * A title as it reads inside a sentence: without the shad (།) that closes a Dzongkha title,
 * its last syllable closed by a tsheg as every syllable before a space is. English is unchanged.
 */
export function withinSentence(title: string): string {
  const inner = title.replace(/[\s་]*།+\s*$/, '')
  return isTibetanLetter(inner.at(-1) ?? '') ? `${inner}${TSHEG}` : inner
}

/** A romanised name's last sound (Dorji, Wangchuk, Thimphu): its final letters as spelt. */
function latinSound(word: string): TFinalSound {
  const lower = word.toLowerCase()
  if (lower.endsWith('ng')) return 'ང'
  const sounds: Record<string, TFinalSound> = {
    k: 'ག',
    g: 'ག',
    d: 'ད',
    t: 'ད',
    b: 'བ',
    p: 'བ',
    s: 'ས',
    n: 'ན',
    m: 'མ',
    r: 'ར',
    l: 'ལ',
  }
  return sounds[lower.at(-1) ?? ''] ?? 'open'
}

/** The last syllable's final letter: open when it ends in a vowel sign, its root letter alone, or འ. */
function tibetanSound(syllable: string): TFinalSound {
  const last = syllable.at(-1) ?? ''
  if (last >= '\u0F20' && last <= '\u0F29') return DIGIT_SOUNDS[last.charCodeAt(0) - 0x0f20] ?? 'open'
  if (isVowelSign(last)) return 'open'
  const letters = [...syllable].filter(isBaseLetter)
  if (letters.length < 2) return 'open'
  return FINAL_LETTERS[letters.at(-1)!] ?? 'open'
}

/** The sound the text ends in, its trailing punctuation aside. */
export function finalSound(text: string): TFinalSound {
  const word = withinSentence(text).replace(/[^\p{L}\p{N}\p{M}]+$/u, '')
  const last = word.at(-1) ?? ''
  if (/[0-9]/.test(last)) return DIGIT_SOUNDS[Number(last)] ?? 'open'
  if (!isTibetan(last)) return latinSound(word)
  return tibetanSound(word.split(/[་\s།]/).at(-1) ?? '')
}

/** The genitive after each sound ("of"); the ergative ("by") adds ས. */
const GENITIVES: Record<TFinalSound, string> = {
  ག: 'གི',
  ང: 'གི',
  ད: 'ཀྱི',
  བ: 'ཀྱི',
  ས: 'ཀྱི',
  ན: 'གྱི',
  མ: 'གྱི',
  ར: 'གྱི',
  ལ: 'གྱི',
  open: 'འི',
}

export type TCase = 'genitive' | 'ergative'

/** The particle of a case after a text: གི, ཀྱི, གྱི or འི (with ས for the ergative). */
export function particleAfter(text: string, grammaticalCase: TCase): string {
  const sound = finalSound(text)
  const tibetan = isTibetan(withinSentence(text).trim().at(-1) ?? '')
  // After an open syllable the genitive joins the word (མེའི); after Latin letters or digits,
  // or as an ergative, it stands as a syllable of its own: ཡི, ཡིས.
  if (sound === 'open' && (!tibetan || grammaticalCase === 'ergative')) {
    return grammaticalCase === 'genitive' ? 'ཡི' : 'ཡིས'
  }
  return GENITIVES[sound] + (grammaticalCase === 'ergative' ? 'ས' : '')
}

/** The text inside a sentence followed by its case particle: གློག་མེའི་, ཆོག་ཐམ་གྱི་, 1042 ཀྱི་. */
export function withCase(text: string, grammaticalCase: TCase): string {
  const inner = withinSentence(text).replace(/[་\s]+$/, '')
  const particle = particleAfter(inner, grammaticalCase)
  // Each syllable closes with a tsheg, before the space that follows it in a sentence.
  if (particle === 'འི') return `${inner.endsWith('འ') ? `${inner}ི` : `${inner}འི`}${TSHEG}`
  return `${inner}${isTibetan(inner.at(-1) ?? '') ? TSHEG : ' '}${particle}${TSHEG}`
}

/**
 * The values a Dzongkha message fills in, each also with its case: `{service}` is the name
 * inside a sentence, `{serviceOf}` the same with its genitive, `{nameBy}` with its ergative.
 * A message never writes a particle after a value itself.
 */
export function withCaseForms(values: Record<string, unknown> = {}): Record<string, unknown> {
  const forms: Record<string, unknown> = { ...values }
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue
    forms[`${name}Of`] = withCase(String(value), 'genitive')
    forms[`${name}By`] = withCase(String(value), 'ergative')
  }
  return forms
}

/**
 * A Dzongkha label closed as a title is: by its shad; after ག none (Tibetan writes a space
 * there), after ང a tsheg before it (ང་།). A label ending in a closing parenthesis or a unit
 * takes the shad after it: "དགོས་པའི་གློག་ཤུགས་ (kW)།".
 */
function closedLabel(label: string): string {
  if (label.endsWith(SHAD)) return label
  const inner = label.replace(/་+$/, '')
  const last = inner.at(-1) ?? ''
  if (isTibetanLetter(last)) {
    const sound = tibetanSound(inner.split(/[་\s]/).at(-1) ?? '')
    if (sound === 'ག' && !isVowelSign(last)) return inner
    if (last === 'ང') return `${inner}${TSHEG}${SHAD}`
  }
  return `${inner}${SHAD}`
}

/**
 * A label as it stands before its value on one line: in English with a colon; a Dzongkha
 * label with Tibetan punctuation, never a Latin colon, and a label closed by its own shad
 * with no second one.
 */
export function labelBefore(label: string): string {
  const trimmed = label.trim()
  return [...trimmed].some(isTibetan) ? `${closedLabel(trimmed)} ` : `${trimmed}: `
}

/** A label and its message on one line, as the error summary shows them (`labelBefore`). */
export const labelled = (label: string, message: string): string => `${labelBefore(label)}${message}`
