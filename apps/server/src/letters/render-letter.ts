import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { ENQUIRY_PHONE, UTILITY_NAME } from '@portal/domain/constants'
import { fieldLabel, fieldValueText } from '@portal/domain/field-text'

export interface LetterContent {
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

// Fields every application has, or that say nothing on paper.
const NOT_ON_LETTER = new Set(['division', 'terms', 'terms2', 'yes_no', 'request_type', 'connection_type'])

const UNITS: Record<string, string> = {
  power_required: ' kW',
  energy_meter_capacity: ' kW',
  required_validity: ' days',
}

const dateOf = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Thimphu',
  })

/** The approval or rejection letter: A4, with a QR code to the public verification page. */
export async function renderLetter(letter: LetterContent): Promise<Buffer> {
  const approved = letter.status === 'Approved'
  const qr = await QRCode.toBuffer(letter.verifyUrl, { type: 'png', margin: 1, width: 240 })
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${letter.service} ${letter.id}`, Author: UTILITY_NAME },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0b4f8a').text(UTILITY_NAME)
  doc.font('Helvetica').fontSize(10).fillColor('#333').text(`${letter.division} · Toll-free ${ENQUIRY_PHONE}`)
  doc.moveDown(1.5)
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
  applicantStatement(doc, letter)
  doc.moveDown(2)
  const qrTop = doc.y
  doc.image(qr, doc.page.margins.left, qrTop, { width: 110 })
  doc
    .fontSize(9)
    .fillColor('#333')
    .text('Scan to check that this letter is genuine, or open:', doc.page.margins.left + 125, qrTop + 20)
    .text(letter.verifyUrl)
  doc.end()
  return done
}

/**
 * What the applicant typed, apart from the decision (DESIGN.md §5): under its own heading,
 * boxed in a table, so none of it can pass for the utility's words.
 */
function applicantStatement(doc: PDFKit.PDFDocument, letter: LetterContent) {
  const rows = Object.entries(letter.details)
    .filter(
      ([key, value]) => !NOT_ON_LETTER.has(key) && value !== '' && value !== undefined && value !== null,
    )
    .map(([key, value]) => [fieldLabel(key), fieldValueText(value) + (UNITS[key] ?? '')])
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#000').text("The applicant's statement")
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor('#333')
    .text(`As filed by the applicant on ${dateOf(letter.filedAt)}: the applicant's words, not the utility's.`)
  doc.moveDown(0.5)
  doc.font('Helvetica').fontSize(10).fillColor('#000')
  doc.table({
    columnStyles: [150, '*'],
    defaultStyle: { border: 0.5, borderColor: '#888', padding: 4 },
    data: [
      [
        { text: 'Field', type: 'TH', font: { src: 'Helvetica-Bold' }, backgroundColor: '#e8eef5' },
        { text: 'As stated', type: 'TH', font: { src: 'Helvetica-Bold' }, backgroundColor: '#e8eef5' },
      ],
      ...rows,
    ],
  })
  doc.x = doc.page.margins.left
  doc.fontSize(11)
}
