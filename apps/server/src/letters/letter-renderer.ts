import { availableParallelism } from 'node:os'
import { LRUCache } from 'lru-cache'
import { Piscina } from 'piscina'
import { laidReviews } from '@portal/domain/i18n/dzongkha'
import type { PaperContent, PaperTask } from './letter-worker-entry'

/**
 * Letters kept, by their code and state and the reviews laid: a letter of a decision does not
 * change but for a translator's review.
 */
const CACHE_BYTES = 32 * 1024 * 1024

export interface LetterRenderer {
  /** The PDF of a letter or receipt, rendered once per `key` (what it says, in short). */
  render(key: string, paper: PaperContent): Promise<Buffer>
  close(): Promise<void>
}

/**
 * Renders letters on worker threads (one core is left to the event loop) and keeps the
 * result: a customer downloading their letter again costs a cache read, and no download
 * slows anyone else's request.
 */
export function letterRenderer(): LetterRenderer {
  const pool = new Piscina({
    filename: new URL('./letter-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
  })
  const cache = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (pdf) => pdf.length })
  const rendering = new Map<string, Promise<Buffer>>()

  return {
    render(what, paper) {
      // Drawn with the reviews laid now, in whichever thread draws it; kept under them.
      const reviews = laidReviews()
      const key = `${reviews.version} ${what}`
      const kept = cache.get(key)
      if (kept) return Promise.resolve(kept)
      // One rendering per letter, however many ask for it at once.
      let pending = rendering.get(key)
      if (!pending) {
        pending = pool
          .run({ paper, reviews } satisfies PaperTask)
          .then((bytes: Uint8Array) => {
            const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
            cache.set(key, pdf)
            return pdf
          })
          .finally(() => rendering.delete(key))
        rendering.set(key, pending)
      }
      return pending
    },
    close: () => pool.destroy(),
  }
}
