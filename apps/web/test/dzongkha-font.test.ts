import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'
import { DZONGKHA_ENTRIES } from '@portal/domain/i18n/dzongkha'
import { tibetanClustersOf } from '@portal/domain/i18n/interface-font'
import {
  clustersModule,
  COMPLETE_FONT,
  INTERFACE_FONT,
  INTERFACE_FONT_CLUSTERS,
  interfaceRuns,
} from '../scripts/interface-texts'

// The pages' Tibetan font is Jomolhari without its hinting (src/assets/fonts/README.md): the
// same letters, drawn the same, in less than half the bytes.
const open = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font
const original = open(
  createRequire(import.meta.filename).resolve(
    '@fontsource/jomolhari/files/jomolhari-tibetan-400-normal.woff2',
  ),
)
const unhinted = open(
  path.join(import.meta.dirname, '../src/assets/fonts/jomolhari-tibetan-400-unhinted.woff2'),
)

/** What a text looks like in a font: each glyph's outline and where it is placed. */
function drawn(font: fontkit.Font, text: string) {
  const run = font.layout(text)
  return run.glyphs.map((glyph, index) => ({
    outline: glyph.path.toSVG(),
    advance: run.positions[index]!.xAdvance,
    x: run.positions[index]!.xOffset,
    y: run.positions[index]!.yOffset,
  }))
}

/**
 * Shaping reads a letter beside its neighbours (a stack is two or three of them): the runs that
 * bring a letter, pair or three in a row not seen before draw all that the thousand runs do, in
 * a fraction of the layouts.
 */
function runsBringingSomethingNew(runs: string[]) {
  const seen = new Set<string>()
  return runs.filter((run) => {
    const letters = [...run]
    const sequences = letters.flatMap((_, at) => [1, 2, 3].map((n) => letters.slice(at, at + n).join('')))
    const fresh = sequences.filter((sequence) => !seen.has(sequence))
    for (const sequence of fresh) seen.add(sequence)
    return fresh.length > 0
  })
}

/** Where each glyph of a run goes, without its outline: cheap enough for every run. */
function placed(font: fontkit.Font, text: string) {
  const { positions } = font.layout(text)
  return positions.map(({ xAdvance, xOffset, yOffset }) => `${xAdvance},${xOffset},${yOffset}`).join(' ')
}

describe("the pages' Tibetan font", () => {
  it('has every character of the original, and no hinting', () => {
    expect(unhinted.characterSet).toEqual(original.characterSet)
    const tables = Object.keys((unhinted as unknown as { directory: { tables: object } }).directory.tables)
    expect(tables).toEqual(expect.arrayContaining(['GSUB', 'GPOS', 'glyf']))
    for (const hinting of ['fpgm', 'prep', 'cvt ']) expect(tables).not.toContain(hinting)
  })

  it("draws every letter, stack and sequence of the portal's Dzongkha as the original does", () => {
    // The page uses the font for Tibetan letters only (its unicode-range): the rest is not its.
    const runs = [
      ...new Set(DZONGKHA_ENTRIES.flatMap((entry) => entry.text.match(/[\u0F00-\u0FFF]+/g) ?? [])),
    ]
    expect(runs.length).toBeGreaterThan(900)
    const chosen = runsBringingSomethingNew(runs)
    // Laid out, not merely mapped: stacked letters become one glyph.
    expect(chosen.some((run) => original.layout(run).glyphs.length < [...run].length)).toBe(true)
    for (const run of chosen) expect(drawn(unhinted, run), run).toEqual(drawn(original, run))
  }, 30_000)

  it('is less than half the size', () => {
    const bytes = (font: fontkit.Font) =>
      (font as unknown as { stream: { buffer: Buffer } }).stream.buffer.length
    expect(bytes(unhinted)).toBeLessThan(bytes(original) / 2)
  })
})

// The interface's cut (decision 083): what the portal's own Dzongkha needs of the font, no more.
describe("the pages' interface cut of the Tibetan font", () => {
  const cut = open(INTERFACE_FONT)
  const runs = interfaceRuns()
  const remake = 'remake it: npx tsx apps/web/scripts/interface-font.ts'

  it("lays out every Tibetan run of the portal's own texts as the whole font does", () => {
    expect(runs.length).toBeGreaterThan(1_000)
    const otherwise = runs.filter((run) => placed(cut, run) !== placed(unhinted, run))
    expect(otherwise, `laid out otherwise in the interface's cut: ${remake}`).toEqual([])
    for (const run of runsBringingSomethingNew(runs))
      expect(drawn(cut, run), run).toEqual(drawn(unhinted, run))
  }, 60_000)

  it('comes with the list of the letters and stacks it draws, for a text changed after the build', () => {
    expect(readFileSync(INTERFACE_FONT_CLUSTERS, 'utf8'), remake).toBe(
      clustersModule(tibetanClustersOf(runs)),
    )
  })

  it('is a small part of the whole', () => {
    const bytes = readFileSync(INTERFACE_FONT).length
    expect(bytes).toBeLessThan(readFileSync(COMPLETE_FONT).length / 4)
  })
})
