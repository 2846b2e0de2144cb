import { layReviewsOver, type TStoredReview } from '@portal/domain/i18n/dzongkha'
import { renderLetter, type LetterContent } from './render-letter'
import { renderReceipt, type ReceiptContent } from './render-receipt'

export type PaperContent = LetterContent | ReceiptContent

/**
 * A paper to draw, and the translators' reviews as the server last laid them (each thread has
 * its own catalogues).
 */
export interface PaperTask {
  paper: PaperContent
  reviews: { version: number; reviews: readonly TStoredReview[] }
}

let laidVersion = 0

/** Piscina calls the default export with each task: one letter or receipt, drawn off the event loop. */
export default function render({ paper, reviews }: PaperTask) {
  if (reviews.version !== laidVersion) {
    layReviewsOver(reviews.reviews)
    laidVersion = reviews.version
  }
  return paper.kind === 'receipt' ? renderReceipt(paper) : renderLetter(paper)
}
