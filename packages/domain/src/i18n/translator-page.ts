import { z } from 'zod'

/** The translator's page's own words (issue 49): the back office's, in English. */
export const TRANSLATOR_MESSAGES = {
  textRequired: 'Please enter the Dzongkha.',
  textTooLong: 'At most 4000 characters.',
  controlCharacter:
    'The Dzongkha holds an invisible or control character (one a keyboard does not type); remove it.',
  reviewedMeanwhile:
    'Someone else reviewed this entry meanwhile; their text is below. Mark reviewed again to keep yours instead.',
  codeSmsConfirmedOnly:
    "A code's SMS changes only in the portal's code (npm run i18n), where its warning that staff never ask for the code is checked; here it can be confirmed as it stands.",
} as const

/** A Dzongkha entry as the translator's page shows it: its English, where it shows, and its review. */
export const ZTranslationEntrySchema = z.object({
  /** A catalogue key, or a form's English text (the forms' words are their own ids). */
  id: z.string(),
  english: z.string(),
  text: z.string(),
  /** The screen the entry shows on, as the translator's PO file names it. */
  screen: z.string(),
  reviewed: z.boolean(),
  reviewed_by: z.string().optional(),
  /** yyyy-mm-dd. */
  reviewed_on: z.string().optional(),
})
export type TTranslationEntry = z.infer<typeof ZTranslationEntrySchema>

/** A translator's text for an entry, kept as reviewed by whoever sends it. */
export const ZTranslationReviewSchema = z.object({
  id: z.string().min(1).max(2_000),
  // Not trimmed: a message that follows another starts with its line break (the remarks' SMS line).
  // What it may hold is reviewProblem's (i18n/review-checks.ts), as for a PO file.
  text: z
    .string()
    .max(4_000, TRANSLATOR_MESSAGES.textTooLong)
    .refine((text) => text.trim().length > 0, TRANSLATOR_MESSAGES.textRequired),
  /** The text the translator saw: a review made meanwhile by someone else is not overwritten. */
  was: z.string().max(4_000),
})
export type TTranslationReview = z.infer<typeof ZTranslationReviewSchema>
