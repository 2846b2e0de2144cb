// The landing page's size budget (issue 11), checked on the production build by `npm test`: what
// a phone downloads on a first visit, as Brotli, so that a later change cannot quietly undo it.
// The page loads the entry (src/main.tsx), then the app (src/app/start.tsx) and its own route.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const BUDGET_KB = { js: 120, css: 30 }
const LANDING_MODULES = [
  'index.html',
  'src/app/start.tsx',
  'src/features/landing/components/landing-page.tsx',
]

const dist = path.join(import.meta.dirname, '..', 'dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))

const files = new Set()
function visit(key) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The build has no chunk for ${key}`)
  if (files.has(chunk.file)) return
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) visit(imported)
}
LANDING_MODULES.forEach(visit)

const brotliBytes = (file) => {
  const full = path.join(dist, file)
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size
}
const kb = { js: 0, css: 0 }
for (const file of files) kb[file.endsWith('.css') ? 'css' : 'js'] += brotliBytes(file) / 1024

let over = false
for (const kind of ['js', 'css']) {
  const within = kb[kind] <= BUDGET_KB[kind]
  over ||= !within
  console.log(
    `Landing page ${kind.toUpperCase()}: ${kb[kind].toFixed(1)} KB as Brotli, budget ${BUDGET_KB[kind]} KB: ${within ? 'within' : 'OVER'}`,
  )
}
console.log(`(${files.size} files)`)
if (over) process.exit(1)
