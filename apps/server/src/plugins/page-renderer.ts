import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { TLanguage } from '@portal/domain/i18n/languages'

/** What the web build's renderer (apps/web/src/entry-server.tsx) gives the server. */
interface WebRenderer {
  createPageRenderer(built: {
    template: string
    manifest: unknown
  }): (url: string, language: TLanguage) => Promise<string>
}

/** A rendered page and its compressed copies, made once per URL and language. */
export interface RenderedPage {
  html: Buffer
  br: Buffer
  gzip: Buffer
}

// A public page is the same for everyone who reads it in a language: kept, so that a busy morning
// renders each once. Bounded, as any query string makes a URL of its own.
const MOST_PAGES_KEPT = 200
const LONGEST_URL_KEPT = 300

/**
 * The server's renderer of the public pages, from the web build beside `distDir`
 * (`apps/web/dist-server/`); undefined when the build made none (the development server).
 */
export async function loadPageRenderer(distDir: string) {
  const rendererFile = path.join(distDir, '..', 'dist-server', 'entry-server.js')
  if (!existsSync(rendererFile)) return undefined
  const web = (await import(pathToFileURL(rendererFile).href)) as WebRenderer
  const render = web.createPageRenderer({
    template: await readFile(path.join(distDir, 'index.html'), 'utf8'),
    manifest: JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')),
  })
  const kept = new Map<string, RenderedPage>()
  return async function renderedPage(url: string, language: TLanguage): Promise<RenderedPage> {
    const key = `${language} ${url}`
    const found = kept.get(key)
    if (found) return found
    const html = Buffer.from(await render(url, language))
    const page = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    }
    if (url.length <= LONGEST_URL_KEPT) {
      if (kept.size >= MOST_PAGES_KEPT) kept.delete(kept.keys().next().value!)
      kept.set(key, page)
    }
    return page
  }
}
