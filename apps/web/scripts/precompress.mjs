// After `vite build`: a Brotli (.br) and a gzip (.gz) copy beside each text file of dist/, made
// once at build time at the strongest settings, so the server sends them as they are
// (@fastify/static's preCompressed) instead of compressing on every request, or not at all.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const DIST = path.join(import.meta.dirname, '..', 'dist')
const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|txt|map)$/
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1_024

async function* filesUnder(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

let original = 0
let brotli = 0
for await (const file of filesUnder(DIST)) {
  if (!TEXT.test(file) || (await stat(file)).size < MIN_BYTES) continue
  const bytes = await readFile(file)
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  })
  const gz = gzipSync(bytes, { level: 9 })
  if (br.length < bytes.length) await writeFile(`${file}.br`, br)
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz)
  if (!file.endsWith('.map')) {
    original += bytes.length
    brotli += Math.min(br.length, bytes.length)
  }
}
console.log(
  `Pre-compressed the web app: ${Math.round(original / 1024)} KB of text, ${Math.round(brotli / 1024)} KB as Brotli`,
)
