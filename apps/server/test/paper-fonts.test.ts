import { readFileSync } from 'node:fs'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { DZ } from '@portal/domain/i18n/dz'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { DZ_NOTICES } from '@portal/domain/i18n/dz-notices'
import { paperScriptOf, printsOnPaper, type TPaperScript } from '@portal/domain/paper-script'
import { renderLetter } from '../src/letters/render-letter'
import { scriptRuns } from '../src/letters/script-runs'
import { glyphsDrawn } from './helpers/pdf-glyphs'

const fontFile = (name: string) => readFileSync(new URL(`../src/letters/fonts/${name}`, import.meta.url))
const ttf = fontFile('jomolhari-tibetan-400.ttf')
const devanagari = fontFile('noto-sans-devanagari-400.ttf')

describe('the Tibetan font of letters', () => {
  it('is a plain TrueType file with every Tibetan letter the Dzongkha catalogues write', () => {
    expect(ttf.readUInt32BE(0)).toBe(0x00010000)
    const font = fontkit.create(ttf) as fontkit.Font
    const written = [DZ, DZ_NOTICES, DZ_FORM_TEXTS].flatMap((catalogue) =>
      Object.values(catalogue).flatMap(({ text }) => [...text]),
    )
    const tibetan = [...new Set(written.filter((c) => /\p{Script=Tibetan}/u.test(c)))]
    expect(tibetan.length).toBeGreaterThan(40)
    expect(tibetan.filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!))).toEqual([])
  })

  it('shapes a stacked syllable into fewer glyphs than it has characters', () => {
    const font = fontkit.create(ttf) as fontkit.Font
    const glyphs = font.layout('སྤྱི་ལོ་').glyphs
    expect(glyphs.length).toBeLessThan([...'སྤྱི་ལོ་'].length)
    expect(glyphs.every((glyph) => glyph.id !== 0)).toBe(true)
  })
})

describe('the Devanagari font of letters (decision 076)', () => {
  const font = fontkit.create(devanagari) as fontkit.Font
  const glyphNames = (text: string) => font.layout(text).glyphs.map((glyph) => glyph.name)

  it('is a plain TrueType file', () => {
    expect(devanagari.readUInt32BE(0)).toBe(0x00010000)
    expect(font.familyName).toBe('Noto Sans Devanagari')
  })

  it('shapes conjuncts, half forms, the repha and the short i as the font means them', () => {
    expect(glyphNames('क्ष')).toEqual(['kassadeva'])
    expect(glyphNames('ज्ञ')).toEqual(['janyadeva'])
    expect(glyphNames('प्र')).toEqual(['paradeva'])
    // ZWJ asks for the half form (decision 051); it is drawn as nothing.
    expect(glyphNames('क्\u200Dष')).toEqual(['kaprehalfdeva', 'space', 'ssadeva'])
    expect(glyphNames('र्क')).toEqual(['kadeva', 'rephdeva'])
    expect(glyphNames('कि')).toEqual(['ivowelsign03deva', 'kadeva'])
  })
})

describe('every letter a field takes (decision 076)', () => {
  const helvetica = new PDFDocument().font('Helvetica') as unknown as {
    _font: { font: { characterToGlyph(code: number): string } }
  }
  const fonts = { tibetan: fontkit.create(ttf), devanagari: fontkit.create(devanagari) } as Record<
    Exclude<TPaperScript, 'latin'>,
    fontkit.Font
  >
  const printed = (char: string, script: TPaperScript) =>
    script === 'latin'
      ? helvetica._font.font.characterToGlyph(char.charCodeAt(0)) !== '.notdef'
      : fonts[script].hasGlyphForCodePoint(char.codePointAt(0)!)

  it('has a glyph in the font of its script', () => {
    const unprinted: string[] = []
    let taken = 0
    for (let point = 0x20; point <= 0x10ffff; point++) {
      const char = String.fromCodePoint(point)
      const script = paperScriptOf(char)
      if (!printsOnPaper(char) || !script) continue
      taken++
      if (!printed(char, script)) unprinted.push(`U+${point.toString(16)} ${script}`)
    }
    expect(taken).toBeGreaterThan(500)
    expect(unprinted).toEqual([])
  })
})

describe('a letter to a name in Devanagari (decision 076)', () => {
  const name = 'लक्ष्मी प्रसाद शर्मा'
  // The comma is Helvetica's: the Devanagari runs are the words either side.
  const location = ['किरण भवन', 'गेलेफु'] as const
  const letter = () =>
    renderLetter({
      kind: 'letter',
      language: 'en',
      id: 1001,
      service: 'Power clearance',
      status: 'Approved',
      filedAt: new Date('2026-03-02T04:00:00Z'),
      decidedAt: new Date('2026-03-05T04:00:00Z'),
      remarks: 'Line checked.',
      officer: 'Pema Wangmo',
      division: 'ESD Gelephu',
      customer: { name, cid: '11512345678' },
      statement: [['Location of the construction', location.join(', ')]],
      verifyUrl: 'https://portal.example/verify/abc',
    })

  const font = fontkit.create(devanagari) as fontkit.Font
  /** The outlines the font shapes a text into, in order; blanks (a space, a ZWJ) left out. */
  const shapes = (text: string) =>
    font
      .layout(text)
      .glyphs.map((glyph) => glyph.path.toSVG())
      .filter(Boolean)
  /** The text as the PDF's text layer gives it back: each glyph's letters, glyph by glyph. */
  const inGlyphOrder = (text: string) =>
    font
      .layout(text)
      .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints))
      .join('')
      .replace(/\s+/g, '')

  it('draws it in the font’s own shaped glyphs, conjuncts and all, never .notdef', async () => {
    const drawn = glyphsDrawn(await letter(), /\+NotoSansDevanagari-Regular$/)
    expect(drawn.map((glyph) => glyph.id)).not.toContain(0)
    expect(drawn.map((glyph) => glyph.path).filter(Boolean)).toEqual([name, ...location].flatMap(shapes))
    // क्ष् is one glyph, as the font draws it, not three.
    expect(shapes('लक्ष्मी').length).toBeLessThan([...'लक्ष्मी'].length)
  })

  it('keeps its text readable back, in the order the glyphs stand', async () => {
    const { text } = await extractText(new Uint8Array(await letter()), { mergePages: true })
    const read = text.replace(/\s+/g, '')
    expect(read).toContain(`To:${inGlyphOrder(name)}(CID11512345678)`)
    expect(read).toContain(`Locationoftheconstruction${location.map(inGlyphOrder).join(',')}`)
  })
})

describe('a text cut by script', () => {
  it('keeps spaces and joiners with the run they follow and starts a run where the script changes', () => {
    expect(scriptRuns('ESD Thimphu · རིན་མེད་ཁ་པར་ 1250')).toEqual([
      { script: 'latin', text: 'ESD Thimphu · ' },
      { script: 'tibetan', text: 'རིན་མེད་ཁ་པར་ ' },
      { script: 'latin', text: '1250' },
    ])
    expect(scriptRuns('To: क्\u200Dष (CID 1)')).toEqual([
      { script: 'latin', text: 'To: ' },
      { script: 'devanagari', text: 'क्\u200Dष ' },
      { script: 'latin', text: '(CID 1)' },
    ])
    expect(scriptRuns('《ཐིམ་ཕུ》')).toEqual([{ script: 'tibetan', text: '《ཐིམ་ཕུ》' }])
    expect(scriptRuns('')).toEqual([])
    expect(scriptRuns('Pema')).toEqual([{ script: 'latin', text: 'Pema' }])
  })
})
