import { DZ } from '@portal/domain/i18n/dz'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { DZ_NOTICES } from '@portal/domain/i18n/dz-notices'
import type { TTranslation } from '@portal/domain/i18n/translation'

/**
 * As once a translator has reviewed every entry: the catalogues' flags are set, and the
 * returned function puts them back (the server's test files share their modules). Papers
 * then print in Dzongkha (decision 052).
 */
export function markEveryDzongkhaEntryReviewed(): () => void {
  const entries: TTranslation[] = [
    ...Object.values(DZ_NOTICES),
    ...Object.values(DZ),
    ...Object.values(DZ_FORM_TEXTS),
  ]
  const before = entries.map((entry) => entry.reviewed)
  for (const entry of entries) entry.reviewed = true
  return () => entries.forEach((entry, i) => (entry.reviewed = before[i]!))
}
