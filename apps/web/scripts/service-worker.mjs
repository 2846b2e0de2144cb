// After the prerender: the service worker (service-worker/service-worker.ts) bundled into
// dist/sw.js with the list of this build's HTML pages and their hashes, so that each
// deployment ships a different worker and browsers take the new pages.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'

const web = path.join(import.meta.dirname, '..')
const dist = path.join(web, 'dist')

// The pages, and the files they name that have no hash in their names.
const pages = [await precached('logo.svg'), await precached('dzongkha-name.svg')]
for (const name of (await readdir(path.join(dist, 'pages'))).filter((file) => file.endsWith('.html')))
  pages.push(await precached(`pages/${name}`))

async function precached(file) {
  const revision = createHash('sha256')
    .update(await readFile(path.join(dist, file)))
    .digest('hex')
    .slice(0, 16)
  return { url: `/${file}`, revision }
}

await build({
  entryPoints: [path.join(web, 'service-worker', 'service-worker.ts')],
  outfile: path.join(dist, 'sw.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  define: { PAGES: JSON.stringify(pages), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
})
console.log(`Service worker: ${pages.length} files precached`)
