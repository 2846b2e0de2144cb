// Makes the Dzongkha pages' interface font (src/assets/fonts/README.md): Jomolhari with only the
// glyphs the portal's own Tibetan texts reach, and the rules between them. Run it when a text
// in Dzongkha changes and test/dzongkha-font.test.ts says a run is drawn otherwise:
//   npx tsx apps/web/scripts/interface-font.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fontverter from 'fontverter'
import * as hb from 'harfbuzzjs'
import { tibetanClustersOf } from '@portal/domain/i18n/interface-font'
import {
  clustersModule,
  COMPLETE_FONT,
  INTERFACE_FONT,
  INTERFACE_FONT_CLUSTERS,
  interfaceRuns,
} from './interface-texts'

// hb-subset's own flags and set (harfbuzz's hb-subset.h): keep the glyphs asked for, not every
// glyph a rule could reach from their letters, which is the whole font again.
const HB_MEMORY_MODE_WRITABLE = 2
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6

type Call = (...args: number[]) => number
/** The parts of HarfBuzz's subsetting library (its WebAssembly build in harfbuzzjs) used here. */
interface SubsetWasm {
  memory: WebAssembly.Memory
  _initialize(): void
  malloc: Call
  free: Call
  hb_blob_create: Call
  hb_blob_destroy: Call
  hb_blob_get_data: Call
  hb_blob_get_length: Call
  hb_face_create: Call
  hb_face_destroy: Call
  hb_face_reference_blob: Call
  hb_set_add: Call
  hb_set_clear: Call
  hb_set_invert: Call
  hb_subset_input_create_or_fail: Call
  hb_subset_input_destroy: Call
  hb_subset_input_get_flags: Call
  hb_subset_input_glyph_set: Call
  hb_subset_input_set: Call
  hb_subset_input_set_flags: Call
  hb_subset_input_unicode_set: Call
  hb_subset_or_fail: Call
}

async function subsetWasm() {
  const file = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')
  const { instance } = await WebAssembly.instantiate(readFileSync(file))
  const wasm = instance.exports as unknown as SubsetWasm
  wasm._initialize()
  return wasm
}

/** Every glyph shaping passes through for each run, the intermediate ones of a stack included. */
function glyphsReached(font: hb.Font, runs: string[]) {
  const glyphs = new Set<number>()
  for (const run of runs) {
    const buffer = new hb.Buffer()
    buffer.addText(run)
    buffer.guessSegmentProperties()
    for (const step of hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP))
      if (step.glyphs) for (const glyph of step.t as { g: number }[]) glyphs.add(glyph.g)
  }
  return glyphs
}

/** The font with these letters and glyphs, every layout feature's rules among them kept. */
async function subset(ttf: Uint8Array, letters: string, glyphs: Set<number>) {
  const wasm = await subsetWasm()
  const heap = () => new Uint8Array(wasm.memory.buffer)
  const input = wasm.hb_subset_input_create_or_fail()
  const fontBytes = wasm.malloc(ttf.byteLength)
  heap().set(ttf, fontBytes)
  const blob = wasm.hb_blob_create(fontBytes, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0)
  const face = wasm.hb_face_create(blob, 0)
  wasm.hb_blob_destroy(blob)
  const features = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG)
  wasm.hb_set_clear(features)
  wasm.hb_set_invert(features)
  wasm.hb_subset_input_set_flags(
    input,
    wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
  )
  const unicodes = wasm.hb_subset_input_unicode_set(input)
  for (const letter of letters) wasm.hb_set_add(unicodes, letter.codePointAt(0)!)
  const glyphSet = wasm.hb_subset_input_glyph_set(input)
  for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph)
  const subsetFace = wasm.hb_subset_or_fail(face, input)
  wasm.hb_subset_input_destroy(input)
  if (!subsetFace) throw new Error('hb-subset failed')
  const result = wasm.hb_face_reference_blob(subsetFace)
  const bytes = heap().slice(
    wasm.hb_blob_get_data(result, 0),
    wasm.hb_blob_get_data(result, 0) + wasm.hb_blob_get_length(result),
  )
  wasm.hb_blob_destroy(result)
  wasm.hb_face_destroy(subsetFace)
  wasm.hb_face_destroy(face)
  wasm.free(fontBytes)
  return bytes
}

/** How a run is laid out: each glyph's advance and offsets (the subset renumbers glyphs). */
function layout(font: hb.Font, run: string) {
  const buffer = new hb.Buffer()
  buffer.addText(run)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  const placed = buffer.getGlyphPositions().map((p) => `${p.xAdvance},${p.xOffset},${p.yOffset}`)
  return placed.join(' ')
}

const fontOf = (ttf: Uint8Array) => new hb.Font(new hb.Face(new hb.Blob(ttf), 0))

const runs = interfaceRuns()
const completeTtf = new Uint8Array(await fontverter.convert(readFileSync(COMPLETE_FONT), 'truetype'))
const complete = fontOf(completeTtf)
const letters = [...new Set(runs.join(''))].join('')
const interfaceTtf = await subset(completeTtf, letters, glyphsReached(complete, runs))
const reduced = fontOf(interfaceTtf)
const different = runs.filter((run) => layout(reduced, run) !== layout(complete, run))
if (different.length) throw new Error(`Laid out otherwise in the subset: ${different.slice(0, 5).join(' ')}`)
const woff2 = await fontverter.convert(Buffer.from(interfaceTtf), 'woff2')
writeFileSync(INTERFACE_FONT, woff2)
console.log(`${INTERFACE_FONT}: ${woff2.length} bytes, ${runs.length} runs of ${letters.length} letters`)
writeFileSync(INTERFACE_FONT_CLUSTERS, clustersModule(tibetanClustersOf(runs)))
console.log(`${INTERFACE_FONT_CLUSTERS}: the letters and stacks it draws`)
