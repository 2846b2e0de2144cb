import { expect, test } from './fixtures'
import {
  chooseLanguage,
  customerToken,
  holdTheApp,
  keepScreenshot,
  registeredCustomer,
  signedInFromTheStart,
} from './helpers'

/**
 * A service's form page comes from the server on "before you start", in the reader's language
 * (issue 46): a phone reads the guide while the app's scripts come, and the app takes the same
 * page over.
 */

test.use({ serviceWorkers: 'block' })

test.describe('signed in', () => {
  let customer: Awaited<ReturnType<typeof registeredCustomer>>
  test.beforeEach(async ({ page, request }) => {
    customer = await registeredCustomer(request, 'Kinley Wangchuk')
    await signedInFromTheStart(page, await customerToken(request, customer))
  })

  test('the guide shows before the app has run, its Start waits for the app, and the app keeps the page', async ({
    page,
  }) => {
    const letTheAppGo = await holdTheApp(page)
    await page.goto('/power-clearance')
    await expect(page.getByRole('heading', { level: 1, name: 'Power clearance' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible()
    await expect(page).toHaveTitle(/^Power clearance — /)
    // A tap now would be lost.
    await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0)
    await keepScreenshot(page, 'form-before-the-app')

    letTheAppGo()
    await expect(page.getByRole('button', { name: 'Kinley Wangchuk' })).toBeVisible()
    await page.getByRole('button', { name: 'Start' }).click()
    await expect(page).toHaveURL(/\?step=form$/)
  })

  test('at the address of another step, and for a Dzongkha reader, the page is the one the app draws', async ({
    page,
  }) => {
    await holdTheApp(page)
    await page.goto('/power-clearance?step=form')
    await expect(page.getByRole('heading', { level: 2, name: 'Before you start' })).toHaveCount(0)
    // A query that opens no other step (a campaign's link) keeps the guide.
    await page.goto('/power-clearance?utm_source=sms')
    await expect(page.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible()
    await chooseLanguage(page, 'dz')
    await page.goto('/power-clearance')
    await expect(page.locator('html')).toHaveAttribute('lang', 'dz')
    await expect(page.locator('main h1')).toContainText(/[\u0F00-\u0FFF]/)
  })
})

test('signed out, the app sends the visitor to sign in, as before', async ({ page }) => {
  await page.goto('/sanction-power')
  await expect(page).toHaveURL(/\/customer-login\/sanction-power$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})
