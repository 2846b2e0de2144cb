import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { DZ } from '@portal/domain/i18n/dz'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { DZ_NOTICES } from '@portal/domain/i18n/dz-notices'
import { onReviewsLaid } from '@portal/domain/i18n/dzongkha'
import { withCaseForms, withinSentence } from '@portal/domain/i18n/dzongkha-grammar'
import { FORMAT_LOCALES, type TLanguage } from '@portal/domain/i18n/languages'
import { EN_NOTICES, type TNoticeKey } from '@portal/domain/i18n/notices'
import { serviceTitleKey } from '@portal/domain/i18n/service-names'
import { serviceNameOf } from '@portal/domain/applications/service-names'

const compiled = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]))

const dzongkhaNotices = () =>
  compiled(Object.fromEntries(Object.entries(DZ_NOTICES).map(([key, entry]) => [key, entry.text])))

/**
 * One Lingui instance per language, compiled at start from the domain's catalogues, and the
 * Dzongkha again whenever a translator's reviews are laid over them.
 */
const CATALOGUES = {
  en: setupI18n({ locale: 'en', messages: { en: compiled(EN_NOTICES) } }),
  dz: setupI18n({ locale: 'dz', locales: [FORMAT_LOCALES.dz], messages: { dz: dzongkhaNotices() } }),
}
onReviewsLaid(() => CATALOGUES.dz.load('dz', dzongkhaNotices()))

/** What is sent to a customer, in their language (DESIGN.md §7); Dzongkha fills in each value with its cases. */
export const wordsIn =
  (language: TLanguage) =>
  (key: TNoticeKey, values?: Record<string, string | number>): string =>
    CATALOGUES[language]._(key, language === 'dz' ? withCaseForms(values) : values)

/**
 * A service's name as a message names it: as the customer chose it ("Relocation/Shifting of
 * energy meter"), its page's title from the catalogue in Dzongkha, as it reads inside a sentence.
 */
export function serviceNameIn(language: TLanguage, service: string, requestType?: string | null) {
  const key = serviceTitleKey(service, requestType)
  return language === 'en' || !key ? serviceNameOf(service, requestType) : withinSentence(DZ[key].text)
}

/** A form's words (a field's label) in the customer's language. */
export const formTextIn = (language: TLanguage, english: string) =>
  language === 'dz' ? (DZ_FORM_TEXTS[english]?.text ?? english) : english
