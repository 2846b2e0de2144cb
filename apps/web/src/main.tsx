import '@/app/styles.css'

/**
 * A page the server rendered, or the shell of the others, paints from its HTML before the app's
 * scripts load: on a slow phone their bytes do not compete with the stylesheet, and the customer
 * reads the page (its links work without scripts) while the app starts and takes it over.
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

// The HTML has the page, or its shell, unless the development server sent it.
if (document.getElementById('root')?.hasChildNodes()) await firstPaint()
// A page the server rendered, or a shell it sent in Dzongkha, is in its reader's language
// already: that language's words come beside the app's scripts, not after them (decision 073);
// lib/i18n.ts takes the same module. (A Dzongkha page has its font in its head.) The app's start
// asks for the other pages' language.
const { lang } = document.documentElement
if (document.getElementById('root')?.dataset.serverRendered !== undefined || lang === 'dz')
  void (lang === 'dz' ? import('virtual:catalogue/dz') : import('virtual:catalogue/en')).catch(
    () => undefined,
  )
await import('@/app/start')

// Repeat visits take their page from the service worker (service-worker/service-worker.ts).
// Not under Vite's development server, whose pages are not the build's.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
