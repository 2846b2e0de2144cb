import type { ComponentType } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/domain/constants'

/** Why a page's script chunk did not load (spec §8): it took too long, was not there, or failed. */
export type ChunkFailure = 'timeout' | 'missing' | 'error'

export class ChunkLoadError extends Error {
  constructor(
    readonly failure: ChunkFailure,
    cause?: unknown,
  ) {
    super(`Loading chunk failed (${failure})`, { cause })
    this.name = 'ChunkLoadError'
  }
}

/** A route's `lazy` loader: the page's chunk, given up after 120 s, its failure classified. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_LOAD_TIMEOUT_MS)
    })
    try {
      const module = await Promise.race([load(), timeout])
      return { Component: module.default }
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error
      // Browsers report a chunk that is gone (an older deployment) as a failed module fetch.
      const missing =
        error instanceof TypeError && /dynamically imported module|module script/i.test(error.message)
      throw new ChunkLoadError(missing ? 'missing' : 'error', error)
    } finally {
      clearTimeout(timer)
    }
  }
}
