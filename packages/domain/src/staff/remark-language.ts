import type { TLanguage } from '../i18n/languages'

const TIBETAN_LETTER = /[\u0F40-\u0FBC]/gu
const LATIN_LETTER = /[A-Za-z]/g

/**
 * The language a remark is written in, by its letters: Dzongkha when Tibetan letters are most,
 * English when Latin ones are; undefined when it has neither (figures, an empty box).
 */
export function remarkLanguageOf(text: string): TLanguage | undefined {
  const tibetan = text.match(TIBETAN_LETTER)?.length ?? 0
  const latin = text.match(LATIN_LETTER)?.length ?? 0
  if (tibetan === 0 && latin === 0) return undefined
  return tibetan >= latin ? 'dz' : 'en'
}

/**
 * Whether an officer's remark is in another language than the customer reads (issue 49):
 * their SMS, letter and page would carry it as written, inside words of their own language.
 */
export const remarkInAnotherLanguage = (text: string, reader: TLanguage) => {
  const written = remarkLanguageOf(text)
  return written !== undefined && written !== reader
}

/** What the officer is told beside the remarks, and the reader's language as the back office names it. */
export const READER_LANGUAGE_NAMES: Record<TLanguage, string> = { en: 'English', dz: 'Dzongkha' }

/** What the officer writes, and where it lands as written: a send-back's message prints on no letter. */
const WRITTEN = {
  remarks: 'these remarks are in {other}, and are sent and printed as written',
  note: 'this note is in {other}, and is shown as written',
  message: 'this message is in {other}, and is sent and shown as written',
} as const
export type TWrittenKind = keyof typeof WRITTEN

export const remarkLanguageWarning = (reader: TLanguage, kind: TWrittenKind = 'remarks') =>
  `The customer reads ${READER_LANGUAGE_NAMES[reader]}: ${WRITTEN[kind].replace(
    '{other}',
    READER_LANGUAGE_NAMES[reader === 'dz' ? 'en' : 'dz'],
  )}.`
