import { statementRows } from '@portal/domain/field-text'
import { applicantStatement, dateOf, letterhead, verificationFooter } from './pdf-parts'

export interface ReceiptContent {
  kind: 'receipt'
  id: number
  service: string
  filedAt: Date
  /** While undecided: the expected decision date (yyyy-mm-dd). */
  expectedBy?: string
  division: string
  customer: { name: string; cid: string }
  details: Record<string, unknown>
  documents: { label: string; name: string; size: string }[]
  verifyUrl: string
}

const timeOf = (date: Date) =>
  date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Thimphu' })

/** The filing receipt (issue 15): what was filed and when, with the same QR check as letters. */
export async function renderReceipt(receipt: ReceiptContent): Promise<Buffer> {
  const { doc, done } = letterhead(`Receipt ${receipt.id}`, receipt.division)
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#000').text('Receipt of an application')
  doc.moveDown(0.5)
  doc.font('Helvetica').fontSize(11)
  // The utility's words: which application it received, when, and when it expects to decide.
  const facts: [string, string][] = [
    ['Application ID', String(receipt.id)],
    ['Service', receipt.service],
    ['Received', `${dateOf(receipt.filedAt)}, ${timeOf(receipt.filedAt)} (Bhutan time)`],
    ['Expected decision by', receipt.expectedBy ? dateOf(new Date(`${receipt.expectedBy}T12:00:00Z`)) : '—'],
    ['Filed by', `${receipt.customer.name} (CID ${receipt.customer.cid})`],
  ]
  for (const [label, value] of facts)
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value)
  doc.moveDown(0.5)
  doc.text(
    'The expected date counts working days (weekends and public holidays excluded); days spent waiting for changes the utility asks of you do not count. Follow the application on the portal, or call the toll-free number above.',
  )
  doc.moveDown(1.5)
  applicantStatement(
    doc,
    [
      ...statementRows(receipt.details),
      ...receipt.documents.map((d): [string, string] => [d.label, `${d.name} (${d.size})`]),
    ],
    receipt.filedAt,
  )
  await verificationFooter(doc, receipt.verifyUrl, 'receipt')
  doc.end()
  return done
}
