import type { ComponentType } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/domain/constants'
import { formTextsReady } from './i18n'

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

/** The forms' Dzongkha words, or on a failure their English, asked for again by the next page. */
const formTexts = () => formTextsReady().catch(() => undefined)

/**
 * A route's `lazy` loader: the page's chunk, given up after 120 s, its failure classified; and
 * in Dzongkha the forms' words with it, which every page but the landing page shows.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const loadPage = async () => {
    // Asked for beside the page when its language is known already (a link followed), and once
    // more after it, when the app's start chose the language meanwhile.
    const [module] = await Promise.all([load(), formTexts()])
    await formTexts()
    return module
  }
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_LOAD_TIMEOUT_MS)
    })
    try {
      const module = await Promise.race([loadPage(), timeout])
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
