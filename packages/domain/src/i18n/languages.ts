/** The portal's languages (DESIGN.md §7): a customer's `language` is one of these. */
export const LANGUAGES = ['en', 'dz'] as const
export type TLanguage = (typeof LANGUAGES)[number]

export const isLanguage = (value: unknown): value is TLanguage => LANGUAGES.includes(value as TLanguage)
