import { inflateSync } from 'node:zlib'
import * as fontkit from 'fontkit'

/**
 * The glyphs a PDF of pdfkit's draws in one embedded font, in drawing order, read from the
 * PDF itself: the glyph ids of its text operators, and the subset font file it embeds. Enough
 * of PDF for pdfkit's own output (objects written one after another, Flate streams, Identity-H
 * fonts), not a general reader.
 */
export function glyphsDrawn(pdf: Buffer, fontName: RegExp): { id: number; path: string }[] {
  const objects = objectsOf(pdf)
  const font = [...objects].find(
    ([, object]) => /\/Subtype \/Type0/.test(object.dict) && fontName.test(baseFont(object.dict)),
  )
  if (!font) return []
  const [fontNumber, { dict }] = font
  const descendant = objects.get(reference(dict, 'DescendantFonts'))!
  const descriptor = objects.get(reference(descendant.dict, 'FontDescriptor'))!
  const file = objects.get(reference(descriptor.dict, 'FontFile2'))!
  const subset = fontkit.create(streamOf(file)) as fontkit.Font

  const names = [...objects.values()].flatMap(({ dict }) =>
    [...dict.matchAll(new RegExp(`/(F\\d+) ${fontNumber} 0 R`, 'g'))].map((m) => m[1]!),
  )
  const ids: number[] = []
  for (const object of objects.values()) {
    if (!object.stream) continue
    const content = streamOf(object).toString('latin1')
    let current: string | undefined
    for (const [, name, shown] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (name) current = name
      else if (current && names.includes(current))
        for (const [, hex] of shown!.matchAll(/<([0-9a-f]*)>/g))
          ids.push(...hex!.match(/.{4}/g)!.map((id) => parseInt(id, 16)))
    }
  }
  return ids.map((id) => ({ id, path: subset.getGlyph(id).path.toSVG() }))
}

interface PdfObject {
  dict: string
  stream?: Buffer
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  const start = /(\d+) 0 obj\s*/g
  for (let found = start.exec(text); found; found = start.exec(text)) {
    const at = found.index + found[0].length
    const end = text.indexOf('endobj', at)
    const streamAt = text.indexOf('stream\n', at)
    if (streamAt < 0 || streamAt > end) {
      objects.set(Number(found[1]), { dict: text.slice(at, end) })
      continue
    }
    const dict = text.slice(at, streamAt)
    const length = Number(/\/Length (\d+)/.exec(dict)![1])
    const data = pdf.subarray(streamAt + 7, streamAt + 7 + length)
    objects.set(Number(found[1]), { dict, stream: data })
    start.lastIndex = streamAt + 7 + length
  }
  return objects
}

const baseFont = (dict: string) => /\/BaseFont \/(\S+)/.exec(dict)?.[1] ?? ''
const reference = (dict: string, key: string) => Number(new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(dict)![1])
const streamOf = ({ dict, stream }: PdfObject) =>
  /\/Filter \/FlateDecode/.test(dict) ? inflateSync(stream!) : stream!
