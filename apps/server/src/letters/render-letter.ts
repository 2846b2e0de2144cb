import type { TLabelledValue } from '@portal/domain/applications/field-labels'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { wordsIn } from '../notifications/wording'
import { applicantStatement, dateOf, letterhead, verificationFooter, write } from './pdf-parts'

export interface LetterContent {
  kind: 'letter'
  /** The customer's language (DESIGN.md §7): the utility's words are written in it. */
  language: TLanguage
  id: number
  /** The service's name in that language. */
  service: string
  status: 'Approved' | 'Rejected'
  filedAt: Date
  decidedAt: Date
  remarks: string
  officer: string
  division: string
  customer: { name: string; cid: string }
  /** What the applicant stated, labelled in that language: label and value. */
  statement: TLabelledValue[]
  verifyUrl: string
  /** An approved power clearance's last day of use, which the letter states. */
  validUntil?: Date
}

/** The approval or rejection letter: A4, with a QR code to the public verification page. */
export async function renderLetter(letter: LetterContent): Promise<Buffer> {
  const { language, status } = letter
  const words = wordsIn(language)
  const { doc, done } = letterhead(`${letter.service} ${letter.id}`, letter.division, language)
  doc.fontSize(15).fillColor('#000')
  write(doc, words(`paper.letter.${status}`), 'bold')
  doc.fontSize(11)
  write(doc, words('paper.date', { date: dateOf(letter.decidedAt, language) }))
  doc.moveDown()
  write(doc, words('paper.to', letter.customer))
  doc.moveDown()
  // The utility's words: the decision, its remarks and who decided.
  write(doc, words(`paper.decision.${status}`, { id: letter.id, service: letter.service }), 'bold')
  doc.moveDown(0.5)
  write(doc, words(`paper.body.${status}`, { service: letter.service.toLowerCase() }))
  if (letter.validUntil)
    write(doc, words('paper.validUntil', { date: dateOf(letter.validUntil, language) }), 'bold')
  doc.moveDown(0.5)
  // An approval may have none (a rejection always gives its reasons): no heading over nothing.
  if (letter.remarks) {
    write(doc, words('paper.remarks'), 'bold', { continued: true, alongside: letter.remarks })
    write(doc, letter.remarks, 'regular', { alongside: words('paper.remarks') })
    doc.moveDown(0.5)
  }
  write(doc, words('paper.decidedBy', { officer: letter.officer, division: letter.division }))
  doc.moveDown(1.5)
  applicantStatement(doc, language, letter.statement, letter.filedAt)
  await verificationFooter(doc, letter.verifyUrl, words('paper.scan.letter'))
  doc.end()
  return done
}
