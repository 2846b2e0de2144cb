// After `vite build`: builds the app's server renderer (src/entry-server.tsx) into dist-server/,
// which the server loads to render the public pages on each request in the reader's language
// (plugins/web-app.ts), and renders with it the shells of the other customer pages into copies
// of the built index.html under dist/pages/. A phone paints them from the HTML alone.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

const web = path.join(import.meta.dirname, '..')
const dist = path.join(web, 'dist')
const renderer = path.join(web, 'dist-server')

await build({
  root: web,
  logLevel: 'warn',
  // Self-contained: the server runs it without the web app's packages beside it.
  ssr: { noExternal: true },
  build: { ssr: 'src/entry-server.tsx', outDir: renderer, emptyOutDir: true, copyPublicDir: false },
})
const {
  APP_SHELL_FILE,
  FRAMED_PAGES,
  ROUTE_CHUNKS_META,
  ROUTE_SHELLS,
  pageDocument,
  pageFileOf,
  prerenderFrame,
  prerenderShell,
} = await import(pathToFileURL(path.join(renderer, 'entry-server.js')).href)

/**
 * The modules each route shell's page loads (packages/domain/src/web-pages.ts), as Vite's manifest
 * names them: the page, then those its route evaluates before it, in tasks of their own
 * (TICKET_PAGE_STEPS in src/app/routes.tsx, decision 064).
 */
const ROUTE_MODULES = {
  'pages/app-shell--verify.html': ['src/features/tickets/components/verify-page.tsx'],
  'pages/app-shell--ticket.html': [
    'src/features/tickets/components/ticket-page.tsx',
    '../../packages/domain/src/person-fields.ts',
    '../../packages/domain/src/applications/forms.ts',
    '../../packages/domain/src/applications/field-labels.ts',
  ],
}

const template = await readFile(path.join(dist, 'index.html'), 'utf8')
await mkdir(path.join(dist, 'pages'), { recursive: true })

// The other customer pages: the shell, whose app's scripts load as a public page's do.
const shell = pageDocument(template, { html: await prerenderShell(), title: titleOf(template) })
await writeFile(path.join(dist, APP_SHELL_FILE), shell)

// The signed-in pages whose opening is the same for everyone (each service's form, the message
// centre), drawn over by the app, not hydrated: a slow phone reads them from the HTML (decision 072).
for (const pathname of FRAMED_PAGES)
  await writeFile(
    path.join(dist, pageFileOf(pathname)),
    pageDocument(template, await prerenderFrame(pathname)),
  )

// The pages whose route the path names: the shell, naming the route's chunks too, so that the
// browser asks for them beside the app's instead of once the app has run (decisions 057, 071).
const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
/** A module's chunk and the chunks it imports statically; not those it loads later by import(). */
function chunksOf(key, files = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The build's manifest has no chunk for ${key}`)
  if (files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) chunksOf(imported, files)
  return files
}
// Each route shell's script at the top paints its page's first facts too (vite.config.ts).
const SCRIPT_AT_THE_TOP = {
  'pages/app-shell--ticket.html': 'first-facts',
  'pages/app-shell--verify.html': 'first-verify',
}
const builtScripts = await readdir(path.join(dist, 'static'))
function scriptAtTheTopOf(file) {
  const name = SCRIPT_AT_THE_TOP[file]
  const script = builtScripts.find((built) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(built))
  if (!script) throw new Error(`The build has no ${name} script for ${file}`)
  return `static/${script}`
}
for (const { file } of ROUTE_SHELLS) {
  const modules = ROUTE_MODULES[file]
  if (!modules) throw new Error(`No module named for ${file} in scripts/prerender.mjs`)
  const chunks = new Set()
  for (const module of modules) chunksOf(module, chunks)
  // Those the app shares with the route too: the browser fetches a module once.
  const routeChunks = [...chunks].map((chunk) => `/${chunk}`)
  const meta = `<meta name="${ROUTE_CHUNKS_META}" content="${routeChunks.join(' ')}" />`
  const routeShell = shell
    .replace('</head>', `  ${meta}\n  </head>`)
    .replace(/\/static\/first-requests-[\w-]+\.js/, `/${scriptAtTheTopOf(file)}`)
  if (!routeShell.includes(scriptAtTheTopOf(file))) throw new Error('index.html has no first-requests script')
  await writeFile(path.join(dist, file), routeShell)
}
console.log(`The server's renderer of the public pages: ${path.relative(web, renderer)}/entry-server.js`)
console.log(`Rendered the opening of ${FRAMED_PAGES.length} signed-in pages to HTML`)
console.log(`Route shells naming their chunks: ${ROUTE_SHELLS.map(({ file }) => file).join(', ')}`)

function titleOf(html) {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
}
