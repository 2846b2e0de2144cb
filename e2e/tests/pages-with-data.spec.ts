import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  addSessionCookie,
  chooseLanguage,
  customerToken,
  decideByApi,
  fileSiteClearance,
  holdTheApp,
  keepScreenshot,
  recordRequests,
  registeredCustomer,
  signedInFromTheStart,
} from './helpers'

/**
 * A signed-in customer's applications, one of them and their messages, and a letter's check,
 * come from the server rendered with their data, in the reader's language (issue 46): a phone
 * reads them before the app's scripts have come, or without them, and the app takes the page
 * over with the same data, asking for none of it again.
 */

// A cold load: nothing from a service worker.
test.use({ serviceWorkers: 'block' })

/** Once the app runs the ticket page, its search can be typed in. */
const appHasTakenOver = (page: Page) =>
  expect(page.getByRole('textbox', { name: 'Application ID' })).toBeEditable()

test('the ticket list and one ticket come with their data, and the app asks for none of it', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Dorji Wangmo')
  const id = await fileSiteClearance(request, customer)
  await signedInFromTheStart(page, await customerToken(request, customer))
  // React says so when the page it finds is not the one it would draw.
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))

  for (const path of ['/ticket', `/ticket/${id}`]) {
    const requests = recordRequests(page)
    const letTheAppGo = await holdTheApp(page)
    await page.goto(path)
    // From the HTML (drawn for a phone): the application's card, and the customer's name.
    await expect(page.locator('.ticket-card').getByText(`Application ID ${id}`)).toBeVisible()
    await expect(page.getByRole('banner').getByText('Dorji Wangmo')).toBeVisible()
    // The top bar as the server drew it: the app takes it over as it is, not drawn anew, which
    // would blank the account menu and the messages' count while their scripts come.
    const fromTheServer = await page
      .getByRole('banner')
      .locator('.dropdown, a[href="/messages"]')
      .elementHandles()
    expect(fromTheServer, path).toHaveLength(2)
    letTheAppGo()
    await appHasTakenOver(page)
    await expect(page.getByRole('button', { name: /Dzongkha|རྫོང་ཁ/ })).toBeEnabled()
    for (const element of fromTheServer)
      expect(await element.evaluate((node) => node.isConnected), path).toBe(true)
    expect(
      requests.filter((r) => /^\/api\/(tickets|customers\/profile|notifications)\//.test(r)),
      path,
    ).toEqual([])
    page.removeAllListeners('request')
    await page.unrouteAll()
  }
  // (This test blocks the service worker, and the browser says so.)
  expect(errors.filter((error) => !error.includes('Service Worker registration blocked'))).toEqual([])
})

test('signed out, a page asks for no customer data and is sent to sign in', async ({ page }) => {
  const requests = recordRequests(page)
  await page.goto('/ticket')
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
  const letTheAppGo = await holdTheApp(page)
  await page.goto(`/ticket/${id}`)
  const decision = page.getByRole('region', { name: 'Your application has been approved' })
  await expect(page.getByRole('heading', { level: 1, name: `Application ID ${id}` })).toBeVisible()
  await expect(decision).toBeVisible()
  // A remark is the officer's words, shown as typed.
  await expect(page.getByText('Site visited on <b>Tuesday</b>.').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0)
  await keepScreenshot(page, 'ticket-before-the-app')
  const before = await page.locator('main').getByRole('heading').allTextContents()

  letTheAppGo()
  await appHasTakenOver(page)
  await expect(decision.getByRole('link', { name: /approval letter/i })).toBeVisible()
  expect((await page.locator('main').getByRole('heading').allTextContents()).slice(0, before.length)).toEqual(
    before,
  )
  await keepScreenshot(page, 'ticket-after-the-app')
})

test('a Dzongkha reader gets the application in Dzongkha from the server', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Ugyen Dorji')
  const id = await fileSiteClearance(request, customer)
  await signedInFromTheStart(page, await customerToken(request, customer))
  await chooseLanguage(page, 'dz')
  await holdTheApp(page)
  await page.goto(`/ticket/${id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'dz')
  await expect(page.getByRole('heading', { level: 1, name: `ཞུ་ཡིག་ཨང་ ${id}` })).toBeVisible()
  await expect(page.locator('main')).toContainText('གྲོས་ཐག་ བཅད་ནིའི་ཚེས་གྲངས།')
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
  const requests = recordRequests(page)
  const letTheAppGo = await holdTheApp(page)
  // Signed out: a phone that scanned the letter's code.
  await page.goto(verifyUrl)
  await expect(page.getByRole('alert')).toHaveText(
    'Bhutan Power Corporation Limited issued a letter with this code.',
  )
  await expect(page.getByRole('definition').first()).toHaveText('Approval letter')
  await expect(page.getByText(`${id}`, { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/^Check a letter or receipt/)
  await keepScreenshot(page, 'verify-before-the-app')
  const before = await page.locator('main').innerText()
  letTheAppGo()
  await expect(
    page.getByRole('button', { name: 'English' }).or(page.locator('.language-switch')),
  ).toBeEnabled()
  expect(await page.locator('main').innerText()).toBe(before)
  expect(requests.filter((r) => r.startsWith('/api/verify/'))).toEqual([])
})

test('the message centre comes with the messages, and the top bar counts them', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Pema Lhamo')
  await decideByApi(request, await fileSiteClearance(request, customer), 'Approved', 'Checked.')
  await signedInFromTheStart(page, await customerToken(request, customer))
  const requests = recordRequests(page)
  await page.goto('/messages')
  await expect(page.getByText('1 unread.')).toBeVisible()
  await expect(page.getByRole('link', { name: /Messages\s*1 unread/ })).toBeVisible()
  await expect(page.locator('.language-switch')).toBeEnabled()
  expect(requests.filter((r) => r === '/api/notifications/')).toEqual([])
})

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false })

  test('a signed-in customer reads their applications, one with its history and decision, and their messages', async ({
    page,
    request,
  }) => {
    const customer = await registeredCustomer(request, 'Kinley Wangchuk')
    const id = await fileSiteClearance(request, customer)
    await decideByApi(request, id, 'Approved', 'Line checked.')
    await addSessionCookie(page, await customerToken(request, customer))

    await page.goto('/ticket')
    await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible()
    // Drawn for a phone, the only screen the server can assume: a card per application.
    const card = page.locator('.ticket-card').filter({ hasText: `Application ID ${id}` })
    await expect(card).toBeVisible()
    await expect(card).toContainText('Delivered')

    await page.goto(`/ticket/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: `Application ID ${id}` })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your application has been approved' })).toBeVisible()
    await expect(page.getByText('Line checked.').first()).toBeVisible()
    await keepScreenshot(page, 'ticket-without-scripts')

    await page.goto('/messages')
    await expect(page.getByText('1 unread.')).toBeVisible()
  })

  test('a signed-in customer reads their profile, with the names of their places, and no registration form', async ({
    page,
    request,
  }) => {
    const customer = await registeredCustomer(request, 'Sonam Choden')
    await addSessionCookie(page, await customerToken(request, customer))
    await page.goto('/customer-register')
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
    await expect(page.getByText(customer.cid)).toBeVisible()
    // The gewog's and the dzongkhag's names, not the "…" of a list still to come.
    await expect(page.getByText(/Shaba, .+, Paro/)).toBeVisible()
    await expect(page.getByRole('textbox', { name: /CID/ })).toHaveCount(0)
  })

  test('one that is not theirs says it was not found, in their language; the search and View All work', async ({
    page,
    request,
  }) => {
    const someone = await registeredCustomer(request, 'Dechen Wangmo')
    const theirs = await fileSiteClearance(request, someone)
    const customer = await registeredCustomer(request, 'Jigme Namgyel')
    const id = await fileSiteClearance(request, customer)
    await addSessionCookie(page, await customerToken(request, customer))

    const notFound = await page.goto(`/ticket/${theirs}`)
    expect(notFound?.status()).toBe(404)
    await expect(page.getByRole('alert')).toHaveText(`Sorry, Application ID ${theirs} doesn't exist.`)
    await expect(page.locator('main')).not.toContainText('Loading')
    await keepScreenshot(page, 'ticket-not-found-without-scripts')

    // The search is a form the browser sends itself; View All is a link.
    await page.getByLabel('Application ID').fill(String(id))
    await page.getByRole('button', { name: 'Go' }).click()
    await expect(page).toHaveURL(new RegExp(`/ticket/${id}$`))
    await expect(page.getByRole('heading', { level: 1, name: `Application ID ${id}` })).toBeVisible()
    await page.getByRole('link', { name: 'View All' }).click()
    await expect(page).toHaveURL(/\/ticket\/all$/)
    await expect(page.locator('.ticket-card').filter({ hasText: `Application ID ${id}` })).toBeVisible()

    await chooseLanguage(page, 'dz')
    await page.goto('/ticket/999999999')
    await expect(page.getByRole('alert')).toHaveText('དགོངསམ་མ་ཁྲེལ། ཞུ་ཡིག་ཨང་ 999999999 མེད།')
    await expect(page.locator('main')).not.toContainText('མངོན་གསལ་འབད་དོ…')
    await keepScreenshot(page, 'ticket-not-found-dz-without-scripts')
  })

  test("a service's guide says how many working days a decision takes", async ({ page, request }) => {
    const customer = await registeredCustomer(request, 'Tshering Yangden')
    await addSessionCookie(page, await customerToken(request, customer))
    await page.goto('/power-clearance')
    await expect(page.locator('main')).toContainText(/Within \d+ working days? of filing/)
    await expect(page.locator('main')).not.toContainText('Loading')
    await keepScreenshot(page, 'form-without-scripts')
    await chooseLanguage(page, 'dz')
    await page.goto('/power-clearance')
    await expect(page.locator('main')).toContainText(/ལཱ་གི་ཉིནམ་ \d+ ནང་/)
    await expect(page.locator('main')).not.toContainText('མངོན་གསལ་འབད་དོ…')
  })

  test('the HTML of one application carries its Application ID and status, for its customer only', async ({
    request,
  }) => {
    const customer = await registeredCustomer(request, 'Sonam Yangzom')
    const id = await fileSiteClearance(request, customer)
    const token = await customerToken(request, customer)
    const page = await request.get(`/ticket/${id}`, { headers: { cookie: `__Host-session=${token}` } })
    expect(page.headers()['cache-control']).toBe('private, no-store')
    const html = await page.text()
    expect(html).toContain(`Application ID ${id}`)
    expect(html).toContain('Under Process')
    // Without the cookie: the shell, which names no one's application.
    const signedOut = await (await request.get(`/ticket/${id}`, { headers: { cookie: '' } })).text()
    expect(signedOut).not.toContain(`Application ID ${id}`)
  })
})
