/// <reference lib="webworker" />
// The portal's service worker (issue 11, decision 022): a repeat visit gets its page from here
// at once instead of waiting on the network; the scripts and styles it names come from the
// browser's cache, where they stay for a year under their hashed names. Nothing personal is
// kept: the API is never cached. Built by scripts/service-worker.mjs, which fills in PAGES.
import { htmlFileFor, isServerRendered, dataPageOf } from '@portal/domain/web-pages'
import { isLanguage, LANGUAGE_COOKIE } from '@portal/domain/i18n/languages'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope
/** This build's HTML pages and logo, with their content hashes: a new deployment changes this file. */
declare const PAGES: { url: string; revision: string }[]

precacheAndRoute(PAGES)
cleanupOutdatedCaches()
const built = new Set(PAGES.map((page) => page.url.slice(1)))

/**
 * A page the server renders, in the reader's language or with a customer's data: from the
 * network, never kept here, and the shell when offline.
 */
async function serverRendered(request: Request, pathname: string) {
  try {
    return await fetch(request)
  } catch (offline) {
    return (await shellFor(pathname, { unreachable: true })) ?? Promise.reject(offline)
  }
}

/**
 * The shell for a path in the language this browser chose, where the worker can read its cookie;
 * a browser whose worker cannot (no cookieStore) asks the server, which can, unless it is unreachable.
 */
async function shellFor(pathname: string, { unreachable = false } = {}) {
  if (!self.cookieStore && !unreachable) return undefined
  const chosen = (await self.cookieStore?.get(LANGUAGE_COOKIE).catch(() => undefined))?.value
  return matchPrecache(`/${htmlFileFor(pathname, built, isLanguage(chosen) ? chosen : 'en')}`)
}

// The same choice of page as the server's (plugins/web-app.ts); the back office and anything
// not rendered at build time go to the network.
registerRoute(
  new NavigationRoute(
    async ({ url, request }) =>
      isServerRendered(url.pathname) || dataPageOf(url.pathname)
        ? serverRendered(request, url.pathname)
        : ((await shellFor(url.pathname)) ?? serverRendered(request, url.pathname)),
    { denylist: [/^\/(api|staff|static)(\/|$)/] },
  ),
)

// A new deployment takes over at once: the next page opened is the new one.
self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
