/** The portal's languages (DESIGN.md §7): a customer's `language` is one of these. */
export const LANGUAGES = ['en', 'dz'] as const
export type TLanguage = (typeof LANGUAGES)[number]

/**
 * Each language's locale for numbers and dates: Dzongkha keeps its month names and writes
 * digits as ids, phone numbers and codes are written, in Arabic digits (decision 046).
 */
export const FORMAT_LOCALES: Record<TLanguage, string> = { en: 'en-GB', dz: 'dz-BT-u-nu-latn' }

/**
 * The cookie that remembers a reader's choice of language: the server renders pages in it
 * (issue 46), and the app reads it too. Not a secret, so readable by the page's scripts.
 */
export const LANGUAGE_COOKIE = 'language'

/** Where a browser kept the choice before the cookie: read once, when there is no cookie yet. */
export const LANGUAGE_STORAGE_KEY = 'language'

export const isLanguage = (value: unknown): value is TLanguage => LANGUAGES.includes(value as TLanguage)

/** Dzongkha in its own script: the pages draw it (web's DzongkhaName), for devices without a Tibetan font. */
export const DZONGKHA_OWN_NAME = 'རྫོང་ཁ'

/** Each language in Latin letters. */
export const LATIN_NAMES: Record<TLanguage, string> = { en: 'English', dz: 'Dzongkha' }

/** Each language named in its own script, and in Latin letters for devices without a Tibetan font. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: LATIN_NAMES.en,
  dz: `${DZONGKHA_OWN_NAME} · ${LATIN_NAMES.dz}`,
}
