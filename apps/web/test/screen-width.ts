import { onTestFinished, vi } from 'vitest'

/**
 * jsdom lays nothing out and has no media queries: this screen answers the page's
 * `(max-width: …px)` queries as a device `width` pixels wide would, for this test.
 */
export function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query)
    return {
      matches: maxWidth ? width <= Number(maxWidth[1]) : false,
      addEventListener() {},
      removeEventListener() {},
    }
  })
  onTestFinished(() => void vi.unstubAllGlobals())
}
