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
 * A service's form page opens on "before you start" from its HTML (issue 35, decision 072): a
 * phone reads the guide while the app's scripts come, and the app then draws the same page.
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
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden()
    await keepScreenshot(page, 'form-frame-before-the-app')

    letTheAppGo()
    await expect(page.getByRole('button', { name: 'Kinley Wangchuk' })).toBeVisible()
    await page.getByRole('button', { name: 'Start' }).click()
    await expect(page).toHaveURL(/\?step=form$/)
  })

  test('the message centre shows its heading and what it holds before the app, then the messages', async ({
    page,
    request,
  }) => {
    await decideByApi(request, await fileSiteClearance(request, customer), 'Approved', 'Checked.')
    const letTheAppGo = await holdTheApp(page)
    await page.goto('/messages')
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
    await expect(page.getByText(/^Every SMS and email/)).toBeVisible()
    letTheAppGo()
    // The decision sent a message: the app lists it and counts it.
    await expect(page.getByText('1 unread.')).toBeVisible()
    await expect(page.getByRole('listitem')).toHaveCount(1)
  })

  test('at the address of another step, or for a Dzongkha reader, the English guide is not shown', async ({
    page,
  }) => {
    await holdTheApp(page)
    await page.goto('/power-clearance?step=form')
    await expect(page.getByRole('heading', { level: 1, name: 'Power clearance' })).toBeHidden()
    // A query that opens no other step (a campaign's link) keeps the guide.
    await page.goto('/power-clearance?utm_source=sms')
    await expect(page.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible()
    await page.evaluate(() => localStorage.setItem('language', 'dz'))
    await page.goto('/power-clearance')
    await expect(page.getByRole('heading', { level: 2, name: 'Before you start' })).toBeHidden()
    // The top bar stays.
    await expect(page.getByRole('link', { name: /Bhutan Power Corporation/ })).toBeVisible()
  })
})

test('signed out, the app sends the visitor to sign in, as before', async ({ page }) => {
  await page.goto('/sanction-power')
  await expect(page).toHaveURL(/\/customer-login\/sanction-power$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})
