import { readFileSync } from 'node:fs'
import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'
import { DZ } from '@portal/domain/i18n/dz'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { DZ_NOTICES } from '@portal/domain/i18n/dz-notices'
import { scriptRuns } from '../src/letters/script-runs'

const ttf = readFileSync(new URL('../src/letters/fonts/jomolhari-tibetan-400.ttf', import.meta.url))

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

describe('a text cut by script', () => {
  it('keeps spaces with the run they follow and starts a run where the script changes', () => {
    expect(scriptRuns('ESD Thimphu · རིན་མེད་ཁ་པར་ 1250')).toEqual([
      { tibetan: false, text: 'ESD Thimphu · ' },
      { tibetan: true, text: 'རིན་མེད་ཁ་པར་ ' },
      { tibetan: false, text: '1250' },
    ])
    expect(scriptRuns('')).toEqual([])
    expect(scriptRuns('Pema')).toEqual([{ tibetan: false, text: 'Pema' }])
  })
})
