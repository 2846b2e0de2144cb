// After `vite build`: renders the public pages (src/prerender.tsx) into copies of the built
// index.html under dist/pages/, which the server sends for those paths. A phone then paints
// the page from the HTML alone, and the app hydrates it once its scripts arrive.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

const web = path.join(import.meta.dirname, '..')
const dist = path.join(web, 'dist')
const renderer = path.join(web, 'node_modules', '.prerender')

await build({
  root: web,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: renderer, emptyOutDir: true, copyPublicDir: false },
})
const { APP_SHELL_FILE, PRERENDERED_PATHS, pageFileOf, prerender, prerenderShell } = await import(
  pathToFileURL(path.join(renderer, 'prerender.js')).href
)

const template = await readFile(path.join(dist, 'index.html'), 'utf8')
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
await mkdir(path.join(dist, 'pages'), { recursive: true })
for (const pathname of PRERENDERED_PATHS) {
  const { html, title } = await prerender(pathname)
  if (!title) throw new Error(`${pathname} named no page title`)
  const page = template
    // On a slow phone the stylesheet and the HTML's own images should have the line to themselves:
    // the app's scripts load once the page has painted (src/main.tsx).
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${pathname}">${html}</div>`)
  if (!page.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div>')
  await writeFile(path.join(dist, pageFileOf(pathname)), page)
}
// The other customer pages: the shell, with the app's scripts preloaded as index.html has them.
await writeFile(
  path.join(dist, APP_SHELL_FILE),
  template.replace('<div id="root"></div>', `<div id="root">${await prerenderShell()}</div>`),
)
await rm(renderer, { recursive: true, force: true })
console.log(`Rendered ${PRERENDERED_PATHS.length} public pages to HTML: ${PRERENDERED_PATHS.join(', ')}`)
