import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type TLanguage,
} from '@portal/domain/i18n/languages'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** The language this browser remembers (lib/i18n.ts keeps it), read without Lingui: the script at the top of a page reads it too. */
export function rememberedLanguage(): TLanguage {
  // The back office is in English (customers' own words aside), whatever this browser's customer chose.
  if (location.pathname.startsWith('/staff')) return 'en'
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1]
  if (isLanguage(cookie)) return cookie
  try {
    // Chosen before the cookie: kept, and the cookie written the next time it is chosen.
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : 'en'
  } catch {
    return 'en'
  }
}

/** Remembers a choice where the server reads it too: the next page it renders is in that language. */
export function rememberLanguage(language: TLanguage) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`
}
