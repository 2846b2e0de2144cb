import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  customerToken,
  decideByApi,
  fileSiteClearance,
  holdTheApp,
  keepScreenshot,
  registeredCustomer,
  signedInFromTheStart,
} from './helpers'

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
  const letGo = await holdTheApp(page)
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiPath) letGo()
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
  await signedInFromTheStart(page, token)

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
    expect(times(requests, '/api/notifications/'), `${path}: the messages`).toBe(1)
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

test("one application's decision shows before the app has run, and the app takes the page over with the same words", async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Tashi Lhamo')
  const id = await fileSiteClearance(request, customer)
  await decideByApi(request, id, 'Approved', 'Site visited on <b>Tuesday</b>.')
  await signedInFromTheStart(page, await customerToken(request, customer))
  // The app is held until the test lets it go: what shows meanwhile is the HTML's script's.
  const letTheAppGo = await holdTheApp(page)
  await page.goto(`/ticket/${id}`)
  const heading = page.getByRole('heading', { level: 2, name: 'Your application has been approved' })
  await expect(page.getByRole('heading', { level: 1, name: `Application ID ${id}` })).toBeVisible()
  await expect(heading).toBeVisible()
  // A remark is the officer's words, shown as typed.
  await expect(page.getByText('Site visited on <b>Tuesday</b>.')).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('Loading…')
  // The shell's top bar is drawn signed out: it does not offer this customer to sign in.
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden()
  await keepScreenshot(page, 'first-facts-before-the-app')
  const before = await page.locator('main').getByRole('heading').allTextContents()

  letTheAppGo()
  // The app's page: its letter and table under the same headings.
  await expect(
    page
      .getByRole('region', { name: 'Your application has been approved' })
      .getByRole('button', { name: /approval letter/i }),
  ).toBeVisible()
  await expect(page.getByRole('cell', { name: String(id), exact: true })).toBeVisible()
  expect((await page.locator('main').getByRole('heading').allTextContents()).slice(0, before.length)).toEqual(
    before,
  )
  await keepScreenshot(page, 'first-facts-after-the-app')
})

test('a Dzongkha reader sees the first facts in Dzongkha', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Ugyen Dorji')
  const id = await fileSiteClearance(request, customer)
  await signedInFromTheStart(page, await customerToken(request, customer))
  await page.addInitScript(() => localStorage.setItem('language', 'dz'))
  await holdTheApp(page)
  await page.goto(`/ticket/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: `ཞུ་ཡིག་ཨང་ ${id}` })).toBeVisible()
  await expect(page.locator('main p.mb-3')).toContainText('གྲོས་ཐག་ བཅད་ནིའི་ཚེས་གྲངས།')
  await expect(page.locator('main [lang="dz"]')).toBeVisible()
})

test("a letter's check shows before the app has run, to anyone who scans it, and the app keeps it", async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Sangay Choden')
  const id = await fileSiteClearance(request, customer)
  await decideByApi(request, id, 'Approved', 'Checked.')
  const tickets = (await (
    await request.get('/api/tickets/', {
      headers: { authorization: `Token ${await customerToken(request, customer)}` },
    })
  ).json()) as { id: number; verify_url?: string }[]
  const verifyUrl = tickets.find((ticket) => ticket.id === id)!.verify_url!
  const letTheAppGo = await holdTheApp(page)
  // Signed out: a phone that scanned the letter's code.
  await page.goto(verifyUrl)
  await expect(page.getByRole('alert')).toHaveText(
    'Bhutan Power Corporation Limited issued a letter with this code.',
  )
  await expect(page.getByRole('definition').first()).toHaveText('Approval letter')
  await expect(page.getByText(`${id}`, { exact: true })).toBeVisible()
  await keepScreenshot(page, 'verify-before-the-app')
  const before = await page.locator('main').innerText()
  letTheAppGo()
  await expect(page).toHaveTitle(/^Check a letter or receipt/)
  expect(await page.locator('main').innerText()).toBe(before)
})

test('the message centre asks for the messages once: the page and the top bar share the answer', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Pema Lhamo')
  await decideByApi(request, await fileSiteClearance(request, customer), 'Approved', 'Checked.')
  await signedInFromTheStart(page, await customerToken(request, customer))
  const requests = recordRequests(page)
  await page.goto('/messages')
  await expect(page.getByText('1 unread.')).toBeVisible()
  // The top bar's count has come too.
  await expect(page.getByRole('link', { name: /Messages\s*1 unread/ })).toBeVisible()
  expect(times(requests, '/api/notifications/')).toBe(1)
})
