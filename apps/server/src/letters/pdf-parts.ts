import { readFileSync } from 'node:fs'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import type { TLabelledValue } from '@portal/domain/applications/field-labels'
import { ENQUIRY_PHONE, UTILITY_NAME } from '@portal/domain/constants'
import { FORMAT_LOCALES, type TLanguage } from '@portal/domain/i18n/languages'
import type { TPaperScript } from '@portal/domain/paper-script'
import { wordsIn } from '../notifications/wording'
import { scriptRuns, type ScriptRun } from './script-runs'

/** The parts the utility's papers share: letterhead, the applicant's statement, the QR check. */

export type Style = 'regular' | 'bold' | 'italic'
const LATIN: Record<Style, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
}

/**
 * The fonts of the other scripts, regular in every style, as TrueType files (fonts/README.md);
 * beside the bundle too: the build copies fonts/ into dist/. Jomolhari (SIL OFL 1.1), the font
 * the web serves for Dzongkha, its Tibetan block only: its letters sit small on the em beside
 * Helvetica's, so a Tibetan run is set 1.2 times larger; and they stand well above its
 * baseline, which only the stems of ཀ, ག and the stacks reach below, so `restsOn` names a
 * letter whose foot is where Tibetan rests as Latin rests on its baseline. Noto Sans
 * Devanagari (SIL OFL 1.1), for Nepali names (decision 076), drawn to match Latin at its size
 * and on its baseline.
 */
const SCRIPT_FONTS = {
  tibetan: { file: 'jomolhari-tibetan-400.ttf', scale: 1.2, restsOn: 'ར' },
  devanagari: { file: 'noto-sans-devanagari-400.ttf', scale: 1, restsOn: undefined },
} as const
const FONT_FILES = Object.fromEntries(
  Object.entries(SCRIPT_FONTS).map(([script, { file }]) => [
    script,
    readFileSync(new URL(`./fonts/${file}`, import.meta.url)),
  ]),
)

/** How far above its font's baseline each script's letters rest, as a share of its em. */
const RESTING_HEIGHT: Record<TPaperScript, number> = {
  latin: 0,
  ...(Object.fromEntries(
    Object.entries(SCRIPT_FONTS).map(([script, { restsOn }]) => {
      if (!restsOn) return [script, 0]
      const font = fontkit.create(FONT_FILES[script]!) as fontkit.Font
      return [script, font.glyphForCodePoint(restsOn.codePointAt(0)!).bbox.minY / font.unitsPerEm]
    }),
  ) as Record<keyof typeof SCRIPT_FONTS, number>),
}

/** The size `doc.fontSize` last set; pdfkit keeps it without a getter. */
const sizeOf = (doc: PDFKit.PDFDocument) => (doc as unknown as { _fontSize: number })._fontSize

/** Sets the font of a run: its script's, at its scale; Helvetica of the style for Latin. */
function fontFor(doc: PDFKit.PDFDocument, script: TPaperScript, style: Style, size: number) {
  if (script === 'latin') return doc.font(LATIN[style]).fontSize(size)
  return doc.font(script).fontSize(size * SCRIPT_FONTS[script].scale)
}

/** What a run writes: a Latin run without joiners, which mean nothing to Helvetica and which it cannot encode. */
const textOf = (run: ScriptRun) =>
  run.script === 'latin' ? run.text.replace(/[\u200C\u200D]/gu, '') : run.text

/** The scripts of a text's runs, once each; Latin for an empty text. */
const scriptsOf = (runs: ScriptRun[]): TPaperScript[] =>
  runs.length ? [...new Set(runs.map((run) => run.script))] : ['latin']

const localeOf = (language: TLanguage) => FORMAT_LOCALES[language]

export const dateOf = (date: Date, language: TLanguage = 'en') =>
  date.toLocaleDateString(localeOf(language), {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Thimphu',
  })

export const timeOf = (date: Date, language: TLanguage = 'en') =>
  date.toLocaleTimeString(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Thimphu',
  })

/**
 * Writes text in any mix of Latin, Tibetan and Devanagari script, each run in a font that has
 * its letters: pdfkit has no font fallback (foliojs/pdfkit#201). Options are those of
 * `doc.text`; `at` places the first run, as `doc.text(text, x, y)` would; `alongside` is the
 * text written before or after this one on its line (a label's value, a value's label), so
 * both stand on one baseline.
 */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  style: Style = 'regular',
  options: PDFKit.Mixins.TextOptions & { at?: [number, number]; alongside?: string } = {},
) {
  const { at, alongside = '', ...textOptions } = options
  const size = sizeOf(doc)
  const runs = scriptRuns(text)
  const onLine = [...runs, ...scriptRuns(alongside)]
  const line = onLine.some((run) => run.script !== 'latin') ? sharedLine(doc, onLine, style, size) : undefined
  runs.forEach((run, i) => {
    fontFor(doc, run.script, style, size)
    const lowered = line?.mixed ? RESTING_HEIGHT[run.script] * sizeOf(doc) : 0
    const runOptions = {
      ...textOptions,
      ...(line && {
        baseline: -(line.baseline + lowered),
        lineGap: line.height - doc.currentLineHeight(true),
      }),
      continued: i < runs.length - 1 || Boolean(textOptions.continued),
    }
    if (i === 0 && at) doc.text(textOf(run), at[0], at[1], runOptions)
    else doc.text(textOf(run), runOptions)
  })
  return doc.fontSize(size)
}

/**
 * Where runs of several scripts share a line: one baseline, as far below the line's top as the
 * font that reaches highest needs (pdfkit otherwise hangs each run from its own font's
 * ascender, and Jomolhari's is far taller than Helvetica's), and the line advancing as far as
 * the lowest font reaches. Where the scripts mix, a run's own baseline stands its letters'
 * resting height below the line's (`write`), so that Dzongkha rests where its Latin neighbours
 * rest.
 */
function sharedLine(doc: PDFKit.PDFDocument, runs: ScriptRun[], style: Style, size: number) {
  const scripts = scriptsOf(runs)
  const mixed = scripts.length > 1
  const fonts = scripts.map((script) => {
    fontFor(doc, script, style, size)
    const { ascender } = (doc as unknown as { _font: { ascender: number } })._font
    const lowered = mixed ? RESTING_HEIGHT[script] * sizeOf(doc) : 0
    return { ascent: (ascender / 1000) * sizeOf(doc) - lowered, height: doc.currentLineHeight(true) }
  })
  const baseline = Math.max(...fonts.map((font) => font.ascent))
  return {
    mixed,
    baseline,
    height: Math.max(...fonts.map((font) => baseline - font.ascent + font.height)),
  }
}

/** An A4 page under the utility's letterhead, and the PDF's bytes once `doc.end()` is called. */
export function letterhead(title: string, division: string, language: TLanguage) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: UTILITY_NAME } })
  for (const [script, file] of Object.entries(FONT_FILES)) doc.registerFont(script, file)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  const words = wordsIn(language)
  doc.fontSize(18).fillColor('#0b4f8a')
  write(doc, words('paper.utility'), 'bold')
  // A Dzongkha paper keeps the registered English name beneath, as Bhutanese letterheads do.
  if (language !== 'en') write(doc.fontSize(11), UTILITY_NAME, 'bold')
  doc.fontSize(10).fillColor('#333')
  write(doc, words('paper.letterhead', { division, phone: ENQUIRY_PHONE }))
  doc.moveDown(1.5)
  return { doc, done }
}

const CELL_PADDING = 4
const LABEL_WIDTH = 150

/**
 * What the applicant typed (DESIGN.md §5): under its own heading, boxed in a table, so none
 * of it can pass for the utility's words. File names are the applicant's words too.
 */
export function applicantStatement(
  doc: PDFKit.PDFDocument,
  language: TLanguage,
  rows: TLabelledValue[],
  filedAt: Date,
) {
  const words = wordsIn(language)
  doc.fontSize(12).fillColor('#000')
  write(doc, words('paper.statement'), 'bold')
  doc.fontSize(9).fillColor('#333')
  write(doc, words('paper.statementNote', { date: dateOf(filedAt, language) }), 'italic')
  doc.moveDown(0.5)
  doc.fontSize(10).fillColor('#000')
  tableRow(doc, [words('paper.field'), words('paper.asStated')], 'bold', '#e8eef5')
  for (const [label, value] of rows) tableRow(doc, [label, value], 'regular')
  doc.x = doc.page.margins.left
  doc.fontSize(11)
}

/**
 * One row of two boxed cells. Drawn by hand, not with `doc.table`, whose cells take one font:
 * a label in Dzongkha beside a value in English needs two. A row starts on a new page rather
 * than break across one.
 */
function tableRow(doc: PDFKit.PDFDocument, cells: [string, string], style: Style, fill?: string) {
  const left = doc.page.margins.left
  const widths: [number, number] = [LABEL_WIDTH, doc.page.width - doc.page.margins.right - left - LABEL_WIDTH]
  const textWidth = (i: number) => (i === 0 ? widths[0] : widths[1]) - 2 * CELL_PADDING
  const size = sizeOf(doc)
  // Measured in each font the cell's text takes, and the tallest kept, so never short.
  const heightOf = (text: string, i: number) =>
    Math.max(
      ...scriptsOf(scriptRuns(text)).map((script) =>
        fontFor(doc, script, style, size).heightOfString(text, { width: textWidth(i) }),
      ),
    )
  const estimate = Math.max(...cells.map(heightOf)) + 2 * CELL_PADDING
  doc.fontSize(size)
  if (doc.y + estimate > doc.page.height - doc.page.margins.bottom) doc.addPage()
  const top = doc.y
  if (fill)
    doc
      .save()
      .rect(left, top, widths[0] + widths[1], estimate)
      .fill(fill)
      .restore()
      .fillColor('#000')
  const bottoms = cells.map((text, i) => {
    const x = left + (i === 0 ? 0 : widths[0]) + CELL_PADDING
    write(doc, text, style, { at: [x, top + CELL_PADDING], width: textWidth(i), alongside: cells[1 - i] })
    return doc.y
  })
  const height = Math.max(fill ? estimate : 0, Math.max(...bottoms) - top + CELL_PADDING)
  doc.save().lineWidth(0.5).strokeColor('#888')
  doc
    .rect(left, top, widths[0], height)
    .rect(left + widths[0], top, widths[1], height)
    .stroke()
    .restore()
  doc.y = top + height
}

/** The QR code to the public check, and its address written out beneath the words that say so. */
export async function verificationFooter(doc: PDFKit.PDFDocument, verifyUrl: string, scanToCheck: string) {
  const qr = await QRCode.toBuffer(verifyUrl, { type: 'png', margin: 1, width: 240 })
  doc.moveDown(2)
  const qrTop = doc.y
  doc.image(qr, doc.page.margins.left, qrTop, { width: 110 })
  doc.fontSize(9).fillColor('#333')
  write(doc, scanToCheck, 'regular', { at: [doc.page.margins.left + 125, qrTop + 20] })
  write(doc, verifyUrl)
}
