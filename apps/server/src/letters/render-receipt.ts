import { labelBefore } from '@portal/domain/i18n/dzongkha-grammar'
import type { TLabelledValue } from '@portal/domain/applications/field-labels'
import type { TLanguage } from '@portal/domain/i18n/languages'
import { wordsIn } from '../notifications/wording'
import { applicantStatement, dateOf, letterhead, timeOf, verificationFooter, write } from './pdf-parts'

export interface ReceiptContent {
  kind: 'receipt'
  /** The customer's language (DESIGN.md §7): the utility's words are written in it. */
  language: TLanguage
  id: number
  /** The service's name in that language. */
  service: string
  filedAt: Date
  /** While undecided: the expected decision date (yyyy-mm-dd). */
  expectedBy?: string
  division: string
  customer: { name: string; cid: string }
  /** What the applicant stated and the files they sent, labelled in that language. */
  statement: TLabelledValue[]
  verifyUrl: string
}

/** The filing receipt (issue 15): what was filed and when, with the same QR check as letters. */
export async function renderReceipt(receipt: ReceiptContent): Promise<Buffer> {
  const { language } = receipt
  const words = wordsIn(language)
  const { doc, done } = letterhead(words('paper.receipt', { id: receipt.id }), receipt.division, language)
  doc.fontSize(15).fillColor('#000')
  write(doc, words('paper.receipt.title'), 'bold')
  doc.moveDown(0.5)
  doc.fontSize(11)
  const received = { date: dateOf(receipt.filedAt, language), time: timeOf(receipt.filedAt, language) }
  const expected = receipt.expectedBy && new Date(`${receipt.expectedBy}T12:00:00Z`)
  // The utility's words: which application it received, when, and when it expects to decide.
  const facts: [string, string][] = [
    [words('paper.receipt.id'), String(receipt.id)],
    [words('paper.receipt.service'), receipt.service],
    [words('paper.receipt.received'), words('paper.receipt.receivedAt', received)],
    [words('paper.receipt.expected'), expected ? dateOf(expected, language) : '—'],
    [words('paper.receipt.filedBy'), words('paper.receipt.person', receipt.customer)],
  ]
  for (const [label, value] of facts) {
    // A Dzongkha label closes with its shad (or none after ག), never with a Latin colon.
    write(doc, labelBefore(label), 'bold', { continued: true, alongside: value })
    write(doc, value, 'regular', { alongside: label })
  }
  doc.moveDown(0.5)
  write(doc, words('paper.receipt.countsWorkingDays'))
  doc.moveDown(1.5)
  applicantStatement(doc, language, receipt.statement, receipt.filedAt)
  await verificationFooter(doc, receipt.verifyUrl, words('paper.scan.receipt'))
  doc.end()
  return done
}
