import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { onReviewsLaid } from '@portal/domain/i18n/dzongkha'
import type { TLanguage } from '@portal/domain/i18n/languages'

/** A signed-in page's data: each query's key and the API's answer to it (PAGE_DATA_KEYS). */
export type PageData = [key: readonly unknown[], value: unknown][]

/** What the web build's renderer (apps/web/src/entry-server.tsx) gives the server. */
interface WebRenderer {
  createPageRenderer(built: { template: string; manifest: unknown }): {
    setReviewed(compiled: Record<string, unknown>): void
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
// renders each once. The least recently read goes first when more would be kept.
const MOST_PAGES_KEPT = 200
// Renders wait their turn (one thread, one language at a time): past this many waiting, a page is
// the shell, which the app draws, rather than a wait that a flood of requests could make long.
const MOST_RENDERS_WAITING = 16

/**
 * Compressed quickly, as a request waits, and only as asked: a signed-in page is sent once, in
 * one encoding; a kept public page makes each of its encodings once.
 */
function compressed(text: string): RenderedPage {
  const html = Buffer.from(text)
  let br: Buffer | undefined
  let gzip: Buffer | undefined
  return {
    html,
    get br() {
      return (br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }))
    },
    get gzip() {
      return (gzip ??= gzipSync(html, { level: 6 }))
    },
  }
}

/**
 * A public page's address as its render depends on it: the path and where to go next, not a
 * campaign's tags or any other query, which would make a page (and a render) of their own.
 */
export function publicPageAddress(url: string) {
  const address = new URL(url, 'http://portal.invalid')
  const next = address.searchParams.get('next')
  return next === null ? address.pathname : `${address.pathname}?${new URLSearchParams({ next })}`
}

/** Thrown when too many renders wait: the caller sends the shell. */
export class RendererBusy extends Error {}

/**
 * The server's renderer of the customer's pages, from the web build beside `distDir`
 * (`apps/web/dist-server/`); undefined when the build made none (the development server).
 */
export async function loadPageRenderer(distDir: string, reviewedTexts: () => Record<string, unknown>) {
  const rendererFile = path.join(distDir, '..', 'dist-server', 'entry-server.js')
  if (!existsSync(rendererFile)) return undefined
  const web = (await import(pathToFileURL(rendererFile).href)) as WebRenderer
  const render = web.createPageRenderer({
    template: await readFile(path.join(distDir, 'index.html'), 'utf8'),
    manifest: JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')),
  })
  const kept = new Map<string, RenderedPage>()
  // The texts a translator changed since the build, over the web app's catalogue: at once, and
  // again whenever reviews are laid (a kept page showed the old words: none is kept then).
  const layReviewed = () => {
    render.setReviewed(reviewedTexts())
    kept.clear()
  }
  layReviewed()
  const stopLaying = onReviewsLaid(layReviewed)
  let waiting = 0
  async function inTurn(render: () => Promise<string>) {
    if (waiting >= MOST_RENDERS_WAITING) throw new RendererBusy('too many pages waiting to be rendered')
    waiting += 1
    try {
      return compressed(await render())
    } finally {
      waiting -= 1
    }
  }
  return {
    /** Stops following the translators' reviews (the app closes). */
    close: stopLaying,
    /** A public page (the landing page, signing in, registering) in a language. */
    async publicPage(url: string, language: TLanguage): Promise<RenderedPage> {
      const address = publicPageAddress(url)
      const key = `${language} ${address}`
      const found = kept.get(key)
      if (found) {
        // Read again: the last to go.
        kept.delete(key)
        kept.set(key, found)
        return found
      }
      const page = await inTurn(() => render.publicPage(address, language))
      if (kept.size >= MOST_PAGES_KEPT) kept.delete(kept.keys().next().value!)
      kept.set(key, page)
      return page
    },
    /** A page with its data (a signed-in customer's, a letter's check): made for this request, kept nowhere. */
    async pageWithData(url: string, language: TLanguage, data: PageData, signedIn: boolean) {
      return inTurn(() => render.pageWithData(url, language, data, signedIn))
    },
  }
}
