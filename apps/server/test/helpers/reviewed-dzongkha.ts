import { DZONGKHA_ENTRIES, layReviewsOver } from '@portal/domain/i18n/dzongkha'

/**
 * As once a translator has reviewed every entry, each as it stands, by the translator's page's
 * own means (layReviewsOver); the returned function lays the build's catalogues back (the
 * server's test files share their modules). Papers then print in Dzongkha (decision 052).
 */
export function markEveryDzongkhaEntryReviewed(): () => void {
  layReviewsOver(
    DZONGKHA_ENTRIES.map(({ id, english, text }) => ({
      id,
      english,
      text,
      by: 'A translator',
      on: '2026-11-30',
    })),
  )
  return () => void layReviewsOver([])
}
