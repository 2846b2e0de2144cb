import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { customerToken, fileSiteClearance, registeredCustomer } from './helpers'

/**
 * A signed-in page's first data is asked for from its HTML, before the app's scripts have come
 * (issue 35: lib/first-requests.ts), and the app takes the answers over instead of asking again.
 */

// A cold load: nothing from a service worker.
test.use({ serviceWorkers: 'block' })

/** The API paths the page asked for, in order. */
function recordRequests(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/')) requests.push(pathname)
  })
  return requests
}

/**
 * Holds the app's script until the page has asked for `apiPath`: only the script at the top of
 * the page can ask before the app runs. (The HTML preloads the page's own chunks, decision 057,
 * so their order against the data no longer tells who asked.)
 */
async function holdTheAppUntilAsked(page: Page, apiPath: string) {
  let seen!: () => void
  const asked = new Promise<void>((resolve) => (seen = resolve))
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiPath) seen()
  })
  await page.route(/\/static\/start-[\w-]+\.js$/, async (route) => {
    await asked
    await route.continue()
  })
}

const times = (requests: string[], wanted: string) => requests.filter((r) => r === wanted).length

test('the ticket list and one ticket ask for their data once, before the app has run', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Dorji Wangmo')
  const id = await fileSiteClearance(request, customer)
  const token = await customerToken(request, customer)
  await page.addInitScript((value) => localStorage.setItem('token', value), `TOKEN ${token}`)

  for (const [path, data] of [
    ['/ticket', '/api/tickets/'],
    [`/ticket/${id}`, `/api/tickets/${id}/`],
  ]) {
    const requests = recordRequests(page)
    await holdTheAppUntilAsked(page, data!)
    await page.goto(path!)
    // Shown, the ticket and the customer's name: the app has asked for all it would ask for.
    await expect(page.getByRole('cell', { name: String(id), exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Dorji Wangmo' })).toBeVisible()
    expect(times(requests, '/api/customers/profile/'), `${path}: the profile`).toBe(1)
    expect(times(requests, data!), `${path}: its data`).toBe(1)
    page.removeAllListeners('request')
    await page.unrouteAll()
  }
})

test('signed out, a page asks for no customer data', async ({ page }) => {
  const requests = recordRequests(page)
  await page.goto('/ticket')
  // Sent to sign in by the app, which runs after the script at the top of the page.
  await expect(page).toHaveURL(/\/customer-login\/ticket$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  expect(requests.filter((r) => r.startsWith('/api/'))).toEqual([])
})
