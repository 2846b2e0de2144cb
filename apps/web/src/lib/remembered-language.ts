import { isLanguage, LANGUAGE_STORAGE_KEY, type TLanguage } from '@portal/domain/i18n/languages'

/** The language this browser remembers (lib/i18n.ts keeps it), read without Lingui: the script at the top of a page reads it too. */
export function rememberedLanguage(): TLanguage {
  // The back office is in English (customers' own words aside), whatever this browser's customer chose.
  if (location.pathname.startsWith('/staff')) return 'en'
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : 'en'
  } catch {
    return 'en'
  }
}

/** The class the script at the top of a page gives it for a reader of another language than English (styles.css). */
export const IN_ANOTHER_LANGUAGE = 'in-another-language'
