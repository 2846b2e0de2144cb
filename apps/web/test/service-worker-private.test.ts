import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * Issue 46: the service worker never serves one customer's data to another (a shared phone, a
 * sign-out, another account). It keeps only what the build made, the same for every visitor
 * (signed-out HTML, the logo): no answer of the API, no page with a customer's data, and no
 * cache filled while the portal runs, so a sign-out has nothing private to clear from it.
 */
const worker = vi.hoisted(() => ({
  precached: [] as unknown[],
  routes: [] as { handler: unknown; options: { denylist?: RegExp[] } }[],
  registered: [] as unknown[],
}))

vi.mock('workbox-precaching', () => ({
  precacheAndRoute: (entries: unknown) => worker.precached.push(entries),
  cleanupOutdatedCaches: () => undefined,
  matchPrecache: async () => undefined,
}))
vi.mock('workbox-routing', () => ({
  NavigationRoute: class {
    constructor(handler: unknown, options: { denylist?: RegExp[] }) {
      worker.routes.push({ handler, options })
    }
  },
  registerRoute: (route: unknown) => worker.registered.push(route),
}))

const PAGES = [
  { url: '/pages/index.html', revision: 'a' },
  { url: '/pages/app-shell--ticket.html', revision: 'b' },
  { url: '/logo.svg', revision: 'c' },
]
const SOURCE = path.resolve(import.meta.dirname, '../service-worker/service-worker.ts')

beforeAll(async () => {
  Object.assign(globalThis, { PAGES })
  // Imported by its path: its own types (WebWorker) are checked by its own tsconfig.
  await import(/* @vite-ignore */ SOURCE)
})

describe('the service worker keeps nothing private', () => {
  it("precaches only the build's pages, the same for every visitor", () => {
    expect(worker.precached).toEqual([PAGES])
  })

  it('routes only navigations, and never the API, the back office or uploads', () => {
    expect(worker.registered).toHaveLength(1)
    expect(worker.routes).toHaveLength(1)
    const denied = (pathname: string) =>
      worker.routes[0]!.options.denylist!.some((rule) => rule.test(pathname))
    for (const pathname of [
      '/api/customers/profile/',
      '/api/tickets/42/',
      '/staff',
      '/staff/login',
      '/static/x',
    ])
      expect(denied(pathname), pathname).toBe(true)
    expect(denied('/ticket/42')).toBe(false)
  })

  it('fills no cache as the portal runs: no runtime caching strategy, no Cache API writes', () => {
    const source = readFileSync(SOURCE, 'utf8')
    expect(source).not.toMatch(/workbox-strategies|workbox-expiration|caches\.open|\.put\(|cache\.add/)
  })
})
