import { compileMessage } from '@lingui/message-utils/compileMessage'
import {
  DZONGKHA_ENTRIES,
  laidReviews,
  layReviewsOver,
  pageTextsChangedByReviews,
  type TDzongkhaEntry,
} from '@portal/domain/i18n/dzongkha'
import { reviewProblem } from '@portal/domain/i18n/review-checks'
import { screenOf } from '@portal/domain/i18n/screens'
import {
  TRANSLATOR_MESSAGES,
  type TTranslationEntry,
  type TTranslationReview,
} from '@portal/domain/i18n/translator-page'
import { fieldErrors, HttpError, notFound } from '../../errors'
import { translationReviewsRepository } from '../../repositories/translation-reviews'
import type { ServiceDeps } from '../deps'

const asShown = (entry: TDzongkhaEntry): TTranslationEntry => ({
  id: entry.id,
  english: entry.english,
  text: entry.text,
  screen: screenOf(entry),
  reviewed: entry.reviewed,
  reviewed_by: entry.reviewedBy,
  reviewed_on: entry.reviewedOn,
})

/**
 * The Dzongkha a translator finishes in the browser (issue 49): every entry as readers now
 * see it, and a review kept — checked as a PO file's are — and laid over the catalogues of
 * this instance at once and of every other by NOTIFY (plugins/translations.ts).
 */
export function translationsArea({ db }: ServiceDeps) {
  const reviews = translationReviewsRepository(db)
  /** The stored reviews laid over the catalogues as built: how many took. */
  const layStored = async () => layReviewsOver(await reviews.all())
  let compiled: { version: number; texts: Record<string, unknown> } | undefined
  return {
    entries: () => DZONGKHA_ENTRIES.map(asShown),
    layStored,
    /**
     * The pages' texts that reviews changed since the build, compiled as the web app's catalogue
     * is: what a Dzongkha page lays over the one it was built with (compiled once per laying).
     */
    reviewedPageTexts() {
      const { version } = laidReviews()
      if (compiled?.version !== version) {
        const texts = Object.entries(pageTextsChangedByReviews())
        compiled = {
          version,
          texts: Object.fromEntries(texts.map(([id, text]) => [id, compileMessage(text)])),
        }
      }
      return compiled.texts
    },
    /**
     * Keeps `text` as the entry's reviewed Dzongkha, by `by`: 404 for no such entry, 409 when
     * someone reviewed it since the translator read it (`was`), 400 when a check refuses it.
     */
    async review({ id, text, was }: TTranslationReview, by: string) {
      const entry = DZONGKHA_ENTRIES.find((candidate) => candidate.id === id)
      if (!entry) throw notFound()
      await reviews.keepInTurn((stored) => {
        // As the database has them now, whichever instance kept the last: `was` is checked
        // against that, and so is what a text may be beside the others (an SMS's parts).
        layReviewsOver(stored)
        if (entry.text !== was) throw new HttpError(409, TRANSLATOR_MESSAGES.reviewedMeanwhile)
        // Its warning that staff never ask for the code is held by a test of the code's texts.
        if (id.startsWith('notice.sms.code.') && text !== entry.text)
          throw fieldErrors({ text: [TRANSLATOR_MESSAGES.codeSmsConfirmedOnly] })
        const problem = reviewProblem(entry, text)
        if (problem) throw fieldErrors({ text: [problem] })
        return { id, english: entry.english, text, by }
      })
      await layStored()
      return asShown(entry)
    },
  }
}
