import { test as base, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

let nextClient = 0

/**
 * Each test is a customer on a phone of their own: the portal runs behind a trusted proxy
 * (TRUST_PROXY in the config), and every test's requests name their own client address, so
 * the per-client limits (sign-in, SMS, registration) count each test apart, as they would
 * count real customers apart.
 */
export const test = base.extend<{ anotherPage: () => Promise<Page> }>({
  /**
   * Another person's page, in a browser of their own (a context: no cookie or storage shared),
   * closed when the test ends, passed or failed: a page left open would go on running its timers
   * through the worker's later tests, and show in their screenshots.
   */
  anotherPage: async ({ browser }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = []
    await use(async () => {
      const context = await browser.newContext()
      contexts.push(context)
      return context.newPage()
    })
    await Promise.all(contexts.map((context) => context.close()))
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const client = `10.${testInfo.workerIndex % 250}.${Math.floor(nextClient / 250) % 250}.${(nextClient++ % 250) + 1}`
    await use({ 'x-forwarded-for': client })
  },
})
