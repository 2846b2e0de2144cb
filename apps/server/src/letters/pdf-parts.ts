import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { ENQUIRY_PHONE, UTILITY_NAME } from '@portal/domain/constants'

/** The parts the utility's papers share: letterhead, the applicant's statement, the QR check. */

export const dateOf = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Thimphu',
  })

/** An A4 page under the utility's letterhead, and the PDF's bytes once `doc.end()` is called. */
export function letterhead(title: string, division: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: UTILITY_NAME } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0b4f8a').text(UTILITY_NAME)
  doc.font('Helvetica').fontSize(10).fillColor('#333').text(`${division} · Toll-free ${ENQUIRY_PHONE}`)
  doc.moveDown(1.5)
  return { doc, done }
}

/**
 * What the applicant typed (DESIGN.md §5): under its own heading, boxed in a table, so none
 * of it can pass for the utility's words. File names are the applicant's words too.
 */
export function applicantStatement(doc: PDFKit.PDFDocument, rows: [string, string][], filedAt: Date) {
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#000').text("The applicant's statement")
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor('#333')
    .text(`As filed by the applicant on ${dateOf(filedAt)}: the applicant's words, not the utility's.`)
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

/** The QR code to the public check, and its address written out. */
export async function verificationFooter(doc: PDFKit.PDFDocument, verifyUrl: string, what: string) {
  const qr = await QRCode.toBuffer(verifyUrl, { type: 'png', margin: 1, width: 240 })
  doc.moveDown(2)
  const qrTop = doc.y
  doc.image(qr, doc.page.margins.left, qrTop, { width: 110 })
  doc
    .fontSize(9)
    .fillColor('#333')
    .text(`Scan to check that this ${what} is genuine, or open:`, doc.page.margins.left + 125, qrTop + 20)
    .text(verifyUrl)
}
