// Every web test: a network that answers only what the test declares (msw at the fetch and
// XMLHttpRequest layer, as the browser would send them), and a clean page and storage after.
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { showIn } from '@/lib/i18n'
import { network } from './network'

// A test of the server's renderer runs without a page (`@vitest-environment node`), as the server does.
const inAPage = typeof window !== 'undefined'
// jsdom lays nothing out, so it has no scrolling: the page's calls to it do nothing here.
if (inAPage) Element.prototype.scrollIntoView ??= () => undefined
// Nor media queries: a page asks as at a desk, wide, unless a test gives it a screenWidth.
if (inAPage)
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList

// A page found within 5 s, not 1: beside other work (CI's second pass, a busy laptop) a form
// with many fields takes longer than a second to render in jsdom, and a finding that fails
// under load is a flaky test, not a slow page (the bench measures speed).
configure({ asyncUtilTimeout: 5_000 })

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }))
// The page's English, as the app's start shows it before anything renders.
beforeAll(() => (inAPage ? showIn('en') : undefined))
afterEach(() => {
  network.resetHandlers()
  if (!inAPage) return
  cleanup()
  localStorage.clear()
})
afterAll(() => network.close())
