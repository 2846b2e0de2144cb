// After `vite build`: builds the app's server renderer (src/entry-server.tsx) into dist-server/,
// which the server loads to render the customer's pages on each request in the reader's language
// (plugins/web-app.ts), and renders with it the shell of the few pages it does not render (a
// page not found, a signed-out reader's link to a signed-in page) into dist/pages/, in each language.
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
  // React's production build, chosen here: the bundled React would otherwise choose at run time
  // by NODE_ENV, which the server neither needs nor sets, and render with its development build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { ssr: 'src/entry-server.tsx', outDir: renderer, emptyOutDir: true, copyPublicDir: false },
})
const { appShellFileIn, shellDocument } = await import(
  pathToFileURL(path.join(renderer, 'entry-server.js')).href
)

const built = {
  template: await readFile(path.join(dist, 'index.html'), 'utf8'),
  manifest: JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')),
}
await mkdir(path.join(dist, 'pages'), { recursive: true })
for (const language of ['en', 'dz'])
  await writeFile(path.join(dist, appShellFileIn(language)), await shellDocument(built, language))

console.log(`The server's renderer of the customer's pages: ${path.relative(web, renderer)}/entry-server.js`)
