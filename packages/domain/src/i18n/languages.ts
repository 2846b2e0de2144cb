/** The portal's languages (DESIGN.md §7): a customer's `language` is one of these. */
export const LANGUAGES = ['en', 'dz'] as const
export type TLanguage = (typeof LANGUAGES)[number]

export const isLanguage = (value: unknown): value is TLanguage => LANGUAGES.includes(value as TLanguage)

/** Each language named in its own script, and in Latin letters for devices without a Tibetan font. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = { en: 'English', dz: 'རྫོང་ཁ · Dzongkha' }
