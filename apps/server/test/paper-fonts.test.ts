import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'
import { scriptRuns } from '../src/letters/script-runs'
import { woffToSfnt } from '../src/letters/woff-to-sfnt'

const woff = readFileSync(
  createRequire(import.meta.url).resolve('@fontsource/jomolhari/files/jomolhari-tibetan-400-normal.woff'),
)

describe('the Tibetan font of letters', () => {
  it('unpacks from WOFF to a TrueType file with the same letters and shapes', () => {
    const sfnt = woffToSfnt(woff)
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000)
    const unpacked = fontkit.create(sfnt) as fontkit.Font
    const packed = fontkit.create(woff) as fontkit.Font
    expect(unpacked.characterSet).toEqual(packed.characterSet)
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs)
    // Shaping a stacked syllable gives the same glyphs from either.
    const glyphs = (font: fontkit.Font) => font.layout('སྤྱི་ལོ་').glyphs.map((glyph) => glyph.id)
    expect(glyphs(unpacked)).toEqual(glyphs(packed))
    expect(glyphs(unpacked).length).toBeLessThan([...'སྤྱི་ལོ་'].length)
  })

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more'))).toThrow('Not a WOFF 1.0 font')
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
