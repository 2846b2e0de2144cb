import type { Page } from '@playwright/test'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { ACCOUNT_TEXTS } from '@portal/domain/i18n/kit-texts'
import { expect, test } from './fixtures'
import {
  appHasRun,
  chooseLanguage,
  chosenLanguage,
  customerToken,
  decideByApi,
  fileSiteClearance,
  holdTheApp,
  holdTheScript,
  keepScreenshot,
  registeredCustomer,
  signedInFromTheStart,
} from './helpers'

/**
 * A Dzongkha reader's page is drawn in Dzongkha from the first paint: a public page comes from
 * the server in Dzongkha, and so does the shell of a page the app draws, each with its font asked
 * for beside its stylesheet (issue 46).
 */

test.use({ serviceWorkers: 'block' })

test.beforeEach(async ({ page }) => {
  // The font takes its time, as 159 KB do on a phone.
  await page.route(/\/static\/jomolhari-[\w-]+\.woff2$/, async (route) => {
    await new Promise((later) => setTimeout(later, 1_000))
    await route.continue()
  })
  await chooseLanguage(page, 'dz')
})

test('a public page comes from the server in Dzongkha, its font asked for with the page, before the app', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (/\/static\/jomolhari-[\w-]+\.woff2$/.test(request.url())) fonts.push(request.url())
  })
  await holdTheApp(page)
  await page.goto('/customer-login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'dz')
  await expect(page.locator('#root main')).toBeVisible()
  await expect(page.locator('#root main h1')).toContainText(/[\u0F00-\u0FFF]/)
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(1)
  await expect.poll(() => fonts.length).toBe(1)
  await keepScreenshot(page, 'dzongkha-public-page-before-the-app')
})

test('a signed-in page comes from the server in Dzongkha too, before the app', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Pema Lhamo')
  const token = await customerToken(request, customer)
  await signedInFromTheStart(page, token)
  await holdTheApp(page)
  await page.goto('/ticket')
  await expect(page.locator('html')).toHaveAttribute('lang', 'dz')
  await expect(page.locator('#root main h1')).toContainText(/[\u0F00-\u0FFF]/)
})

test("a Dzongkha page asks for the font's interface cut; an officer's Dzongkha remark, for the whole font", async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Pema Lhamo')
  const id = await fileSiteClearance(request, customer)
  // A stack the portal's own words never use (ཀྵ): only the whole font draws it.
  await decideByApi(request, id, 'Approved', 'ཀྵ་ལ་ ལྟ་ཞིབ་ འབད་ཡི།')
  const fonts: string[] = []
  page.on('request', (sent) => {
    const font = /\/static\/(jomolhari-[\w-]+)-[\w-]{8}\.woff2$/.exec(sent.url())?.[1]
    if (font) fonts.push(font)
  })
  await signedInFromTheStart(page, await customerToken(request, customer))
  await page.goto('/ticket')
  await expect(page.locator('#root main h1')).toContainText(/[\u0F00-\u0FFF]/)
  await appHasRun(page)
  expect(fonts).toEqual(['jomolhari-interface'])

  await page.goto(`/ticket/${id}`)
  const remark = page.locator('.decision-panel .remarks, .remarks').first()
  await expect(remark).toContainText('ཀྵ')
  expect(await remark.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^"Jomolhari Complete"/,
  )
  await expect.poll(() => fonts).toContain('jomolhari-tibetan-400-unhinted')
  await keepScreenshot(page, 'dzongkha-remark-in-the-whole-font')
})

test("a letter's check in Dzongkha asks for the interface cut only: its words are the portal's, the name aside", async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Pema Lhamo')
  const id = await fileSiteClearance(request, customer)
  await decideByApi(request, id, 'Approved', 'Checked on site.')
  const token = await customerToken(request, customer)
  const { verify_url } = (await (
    await request.get(`/api/tickets/${id}/`, { headers: { authorization: `Token ${token}` } })
  ).json()) as { verify_url: string }
  const fonts: string[] = []
  page.on('request', (sent) => {
    const font = /\/static\/(jomolhari-[\w-]+)-[\w-]{8}\.woff2$/.exec(sent.url())?.[1]
    if (font) fonts.push(font)
  })
  await page.goto(verify_url)
  // The paper's kind, its service and its decision are the portal's words; the name, as typed.
  await expect(page.getByRole('definition').getByText(String(id), { exact: true })).toBeVisible()
  await expect(page.locator('.summary-list')).toContainText(/[\u0F00-\u0FFF]/)
  await expect(page.locator('.summary-list .remarks')).toHaveText(['P*** L****'])
  await appHasRun(page)
  expect(fonts).toEqual(['jomolhari-interface'])
})

test('a page the app draws comes as a Dzongkha shell with its font asked for, and the app draws it in Dzongkha', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Pema Lhamo')
  await signedInFromTheStart(page, await customerToken(request, customer))
  // An address the server leaves to the app (no such application): the shell, then the app.
  const shell = await (await page.goto('/ticket/not-a-number'))!.text()
  expect(shell).toContain('<html lang="dz">')
  expect(shell).toMatch(/<link rel="preload" href="\/static\/jomolhari-interface-[\w-]+\.woff2"/)
  await appHasRun(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'dz')
  await expect(page.locator('#root main')).toContainText(/[\u0F00-\u0FFF]/)
})

test('a browser that cannot run the app reads the page in Dzongkha all the same', async ({ page }) => {
  await page.route(/\/static\/start-[\w-]+\.js$/, (route) => route.abort())
  await page.goto('/customer-login/')
  await expect(page.locator('#root main h1')).toContainText(/[\u0F00-\u0FFF]/)
  await expect(page.getByRole('link', { name: /[\u0F00-\u0FFF]/ }).first()).toBeVisible()
})

test('a reader who taps Dzongkha sees it at once, before its font has come', async ({ page }) => {
  await chooseLanguage(page, 'en')
  await page.route(/\/static\/jomolhari-[\w-]+\.woff2$/, () => new Promise(() => undefined))
  await page.goto('/customer-login')
  await page.getByRole('button', { name: /Dzongkha/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'dz', { timeout: 2_000 })
  await expect(page.locator('#root main')).toContainText(/[\u0F00-\u0FFF]/)
  // The font's request is left hanging, not waited for.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('a reader who taps Dzongkha, then English again while its words come, stays in English', async ({
  page,
}) => {
  await chooseLanguage(page, 'en')
  await page.goto('/customer-login')
  const letGo = await holdTheScript(page, /\/static\/dz-[\w-]+\.js$/)
  const language = page.locator('.language-switch')
  await language.click()
  // Busy meanwhile: the tap was taken, and a second cannot undo it half-way.
  await expect(language).toBeDisabled()
  letGo()
  await expect(page.locator('html')).toHaveAttribute('lang', 'dz')
  await expect(language).toBeEnabled()
  await language.click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await chosenLanguage(page)).toBe('en')
  // And the server renders the next page in it.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test("when Dzongkha's words do not come, the app draws the server's Dzongkha page anew in English, with no error", async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text())
  })
  await page.route(/\/static\/dz-[\w-]+\.js$/, (route) => route.abort())
  await page.goto('/customer-login')
  await appHasRun(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByLabel(ACCOUNT_TEXTS.cid, { exact: false })).toBeEnabled()
  // React's #418 (the page it found is not the one it would draw) is not how it got there.
  expect(errors).toEqual([])
})

/** The catalogues a page asks for, by name: `en`, `dz` (the pages' messages) and `dz-form-texts`. */
function cataloguesAskedFor(page: Page) {
  const names: string[] = []
  page.on('request', (request) => {
    const name = /\/static\/(en|dz-form-texts|dz)-[\w-]{8}\.js$/.exec(request.url())?.[1]
    if (name) names.push(name)
  })
  return names
}

test("a Dzongkha landing page asks for Dzongkha's messages only; the forms' words come with the first form", async ({
  page,
}) => {
  const catalogues = cataloguesAskedFor(page)
  await page.goto('/')
  await appHasRun(page)
  expect(catalogues).toEqual(['dz'])
  // Followed within the app: the sign-in form's page waits for the forms' words, not the reader.
  await page.locator('a[href="/customer-login"]').first().click()
  await expect(page.getByLabel(DZ_FORM_TEXTS[ACCOUNT_TEXTS.cid]!.text, { exact: false })).toBeVisible()
  expect(catalogues).toEqual(['dz', 'dz-form-texts'])
})

test('an English page asks for English messages only', async ({ page }) => {
  await chooseLanguage(page, 'en')
  const catalogues = cataloguesAskedFor(page)
  await page.goto('/customer-login')
  await appHasRun(page)
  await expect(page.getByLabel(ACCOUNT_TEXTS.cid, { exact: false })).toBeEnabled()
  expect(catalogues).toEqual(['en'])
})

test('a Dzongkha reader signed out who follows a link to an application reads Dzongkha before the app runs', async ({
  page,
}) => {
  await holdTheApp(page)
  // An SMS's link: the page needs a signed-in customer, so the server sends the shell.
  await page.goto('/ticket/1')
  await expect(page.locator('html')).toHaveAttribute('lang', 'dz')
  await expect(page.locator('#root main')).toContainText(/[\u0F00-\u0FFF]/)
  await expect(page.locator('#root')).not.toContainText('Loading')
})

test("the back office stays in English, though this browser's customer reads Dzongkha", async ({ page }) => {
  const catalogues: string[] = []
  page.on('request', (request) => {
    if (/\/static\/dz-[\w-]+\.js$/.test(request.url())) catalogues.push(request.url())
  })
  await page.goto('/staff/login')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(catalogues).toEqual([])
  // The customer's choice is kept for the customer's pages.
  expect(await chosenLanguage(page)).toBe('dz')
})

test("an English reader reads a public page's HTML before the app has run", async ({ page }) => {
  await chooseLanguage(page, 'en')
  await holdTheApp(page)
  await page.goto('/customer-login')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})
