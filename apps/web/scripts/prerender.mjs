// After `vite build`: builds the app's server renderer (src/entry-server.tsx) into dist-server/,
// which the server loads to render the public pages on each request in the reader's language
// (plugins/web-app.ts), and renders with it the shells of the other customer pages into copies
// of the built index.html under dist/pages/. A phone paints them from the HTML alone.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
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
const { APP_SHELL_FILE, FRAMED_PAGES, pageDocument, pageFileOf, prerenderFrame, prerenderShell } =
  await import(pathToFileURL(path.join(renderer, 'entry-server.js')).href)

const template = await readFile(path.join(dist, 'index.html'), 'utf8')
await mkdir(path.join(dist, 'pages'), { recursive: true })

// The other customer pages: the shell, whose app's scripts load as a public page's do.
const shell = pageDocument(template, { html: await prerenderShell(), title: titleOf(template) })
await writeFile(path.join(dist, APP_SHELL_FILE), shell)

// The signed-in pages whose opening is the same for everyone (each service's form), drawn over
// by the app, not hydrated: a slow phone reads them from the HTML (decision 072).
for (const pathname of FRAMED_PAGES)
  await writeFile(
    path.join(dist, pageFileOf(pathname)),
    pageDocument(template, await prerenderFrame(pathname)),
  )

console.log(`The server's renderer of the public pages: ${path.relative(web, renderer)}/entry-server.js`)
console.log(`Rendered the opening of ${FRAMED_PAGES.length} signed-in pages to HTML`)

function titleOf(html) {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
}
