import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { TLanguage } from '@portal/domain/i18n/languages'

/** A signed-in page's data: each query's key and the API's answer to it (PAGE_DATA_KEYS). */
export type PageData = [key: readonly unknown[], value: unknown][]

/** What the web build's renderer (apps/web/src/entry-server.tsx) gives the server. */
interface WebRenderer {
  createPageRenderer(built: { template: string; manifest: unknown }): {
    publicPage(url: string, language: TLanguage): Promise<string>
    pageWithData(url: string, language: TLanguage, data: PageData, signedIn: boolean): Promise<string>
  }
}

/** A rendered page and its compressed copies. */
export interface RenderedPage {
  html: Buffer
  br: Buffer
  gzip: Buffer
}

// A public page is the same for everyone who reads it in a language: kept, so that a busy morning
// renders each once. Bounded, as any query string makes a URL of its own.
const MOST_PAGES_KEPT = 200
const LONGEST_URL_KEPT = 300

/** Compressed hard once, for a page kept; quickly, for a signed-in page made for one request. */
function compressed(text: string, kept: boolean): RenderedPage {
  const html = Buffer.from(text)
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 4 } }),
    gzip: gzipSync(html, { level: kept ? 9 : 4 }),
  }
}

/**
 * The server's renderer of the customer's pages, from the web build beside `distDir`
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
  return {
    /** A public page (the landing page, signing in, registering) in a language. */
    async publicPage(url: string, language: TLanguage): Promise<RenderedPage> {
      const key = `${language} ${url}`
      const found = kept.get(key)
      if (found) return found
      const keep = url.length <= LONGEST_URL_KEPT
      const page = compressed(await render.publicPage(url, language), keep)
      if (keep) {
        if (kept.size >= MOST_PAGES_KEPT) kept.delete(kept.keys().next().value!)
        kept.set(key, page)
      }
      return page
    },
    /** A page with its data (a signed-in customer's, a letter's check): made for this request, kept nowhere. */
    async pageWithData(url: string, language: TLanguage, data: PageData, signedIn: boolean) {
      return compressed(await render.pageWithData(url, language, data, signedIn), false)
    },
  }
}
