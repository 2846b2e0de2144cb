import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

let nextClient = 0

/**
 * Each test is a customer on a phone of their own: the portal runs behind a trusted proxy
 * (TRUST_PROXY in the config), and every test's requests name their own client address, so
 * the per-client limits (sign-in, SMS, registration) count each test apart, as they would
 * count real customers apart.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const client = `10.${testInfo.workerIndex % 250}.${Math.floor(nextClient / 250) % 250}.${(nextClient++ % 250) + 1}`
    await use({ 'x-forwarded-for': client })
  },
})
