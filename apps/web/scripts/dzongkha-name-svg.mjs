// Draws the language switch's Dzongkha name, རྫོང་ཁ, from the outlines of Jomolhari (the font
// the papers embed) into public/dzongkha-name.svg: the switch shows it on a device with no
// Tibetan font, where the text would be boxes. Run again only if the name or the font changes:
// `node apps/web/scripts/dzongkha-name-svg.mjs`.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as fontkit from 'fontkit'

const NAME = 'རྫོང་ཁ'
const fontFile = fileURLToPath(
  new URL('../../server/src/letters/fonts/jomolhari-tibetan-400.ttf', import.meta.url),
)
const font = fontkit.openSync(fontFile)
const run = font.layout(NAME)
let x = 0
const outlines = run.glyphs.map((glyph, i) => {
  const at = run.positions[i]
  const outline = glyph.path
    .scale(1, -1)
    .translate(x + at.xOffset, -at.yOffset)
    .toSVG()
  x += at.xAdvance
  return outline
})
// Whole font units are finer than any screen shows the name at.
const d = outlines.join('').replace(/-?\d+(\.\d+)?(e-?\d+)?/g, (n) => String(Math.round(Number(n))))
const { minX, minY, maxX, maxY } = run.bbox
const margin = 16
const viewBox = [minX - margin, -maxY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin]
writeFileSync(
  fileURLToPath(new URL('../public/dzongkha-name.svg', import.meta.url)),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox.join(' ')}"><path d="${d}"/></svg>\n`,
)
console.log(`viewBox ${viewBox.join(' ')}, ${d.length} characters`)
