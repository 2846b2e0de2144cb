import '@/app/styles.css'
import { ROUTE_CHUNKS_META } from '@portal/domain/web-pages'

/**
 * A page rendered at build time, or the shell of the others, paints from its HTML before the
 * app's scripts load: on a slow phone their bytes do not compete with the stylesheet, and the
 * customer reads the page (its links work without scripts) while the app starts and takes it
 * over. One application's page waits for its first facts too (lib/first-facts.ts): the data
 * they need, a few KB, comes before the app's 230 (decision 071).
 */
function firstPaint() {
  return new Promise<void>((painted) => {
    // A tab opened in the background paints nothing until shown: start anyway.
    const timer = setTimeout(painted, 1_000)
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      clearTimeout(timer)
      painted()
    }).observe({ type: 'paint', buffered: true })
  })
}

/** The route's own chunks, which the HTML names (scripts/prerender.mjs): fetched beside the app's. */
function preloadTheRoute() {
  const chunks = document.querySelector<HTMLMetaElement>(`meta[name="${ROUTE_CHUNKS_META}"]`)?.content
  for (const href of chunks?.split(' ').filter(Boolean) ?? [])
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
    )
}

const waitAtMost = (ms: number, settled: Promise<void> | undefined) =>
  settled && Promise.race([settled, new Promise<void>((timeUp) => setTimeout(timeUp, ms))])

// The shell of the HTML (scripts/prerender.mjs) is in the page unless the development server sent it.
// A page whose HTML frame is hidden (src/first-requests-entry.ts) has nothing to paint first.
const frameHidden =
  document.querySelector('[data-english-frame]') && document.documentElement.classList.contains('frame-unfit')
if (document.getElementById('root')?.hasChildNodes() && !frameHidden) await firstPaint()
// A slow answer does not hold the app back for long: it shows the page, and any error, itself.
await waitAtMost(1_000, globalThis.portalFirstFacts)
preloadTheRoute()
// A Dzongkha reader's catalogue and font come beside the app, not after it (decision 073).
void import('@/lib/i18n').then(({ prepareRememberedLanguage }) => prepareRememberedLanguage())
await import('@/app/start')

// Repeat visits take their page from the service worker (service-worker/service-worker.ts).
// Not under Vite's development server, whose pages are not the build's.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
