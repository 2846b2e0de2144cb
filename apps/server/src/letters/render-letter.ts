import { statementRows } from '@portal/domain/field-text'
import { applicantStatement, dateOf, letterhead, verificationFooter } from './pdf-parts'

export interface LetterContent {
  kind: 'letter'
  id: number
  service: string
  status: 'Approved' | 'Rejected'
  filedAt: Date
  decidedAt: Date
  remarks: string
  officer: string
  division: string
  customer: { name: string; cid: string }
  details: Record<string, unknown>
  verifyUrl: string
}

/** The approval or rejection letter: A4, with a QR code to the public verification page. */
export async function renderLetter(letter: LetterContent): Promise<Buffer> {
  const approved = letter.status === 'Approved'
  const { doc, done } = letterhead(`${letter.service} ${letter.id}`, letter.division)
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor('#000')
    .text(approved ? 'Approval letter' : 'Rejection letter')
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`Date: ${dateOf(letter.decidedAt)}`)
  doc.moveDown()
  doc.text(`To: ${letter.customer.name} (CID ${letter.customer.cid})`)
  doc.moveDown()
  // The utility's words: the decision, its remarks and who decided.
  doc
    .font('Helvetica-Bold')
    .text(`Application ID ${letter.id} — ${letter.service}: ${approved ? 'APPROVED' : 'REJECTED'}`)
  doc.moveDown(0.5)
  doc
    .font('Helvetica')
    .text(
      approved
        ? `Your application for ${letter.service.toLowerCase()} has been approved, with the remarks below.`
        : `We regret that your application for ${letter.service.toLowerCase()} has been rejected, for the reasons below.`,
    )
  doc.moveDown(0.5)
  doc
    .font('Helvetica-Bold')
    .text('Remarks of the utility: ', { continued: true })
    .font('Helvetica')
    .text(letter.remarks || 'None.')
  doc.moveDown(0.5)
  doc.text(`Decided by ${letter.officer}, ${letter.division}.`)
  doc.moveDown(1.5)
  applicantStatement(doc, statementRows(letter.details), letter.filedAt)
  await verificationFooter(doc, letter.verifyUrl, 'letter')
  doc.end()
  return done
}
