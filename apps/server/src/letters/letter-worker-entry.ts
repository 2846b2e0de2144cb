import { renderLetter, type LetterContent } from './render-letter'
import { renderReceipt, type ReceiptContent } from './render-receipt'

export type PaperContent = LetterContent | ReceiptContent

/** Piscina calls the default export with each task: one letter or receipt, drawn off the event loop. */
export default function render(paper: PaperContent) {
  return paper.kind === 'receipt' ? renderReceipt(paper) : renderLetter(paper)
}
