import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { adminSignsIn, fileSiteClearance, registeredCustomer, SESSION_COOKIE, signInWithCid } from './helpers'

/**
 * Issue 46, decision 078: a session lives in an HttpOnly cookie the server sets at sign-in, and
 * the page keeps nothing of it that a script injected into the page could read.
 */
const readableByScript = (page: Page) =>
  page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage) + document.cookie)

async function sessionCookie(page: Page, name: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === name)
  expect(cookie, `${name} is set`).toBeDefined()
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
  return cookie!.value
}

test('a citizen signed in through the page keeps no token a script could read, and stays signed in after a reload', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Sangay Choden')
  const id = await fileSiteClearance(request, customer)
  await page.goto('/customer-login/ticket')
  await signInWithCid(page, customer)
  await expect(page).toHaveURL(/\/ticket$/)
  await expect(page.getByRole('cell', { name: String(id), exact: true })).toBeVisible()

  const token = await sessionCookie(page, SESSION_COOKIE.customer)
  expect(await readableByScript(page)).not.toContain(token)

  // The cookie alone signs the page in: the ticket page still works after a reload.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sangay Choden' })).toBeVisible()
  await expect(page.getByRole('cell', { name: String(id), exact: true })).toBeVisible()
  expect(await readableByScript(page)).not.toContain(token)
})

test('an officer signed in through the page keeps no token a script could read either', async ({ page }) => {
  await adminSignsIn(page)

  const token = await sessionCookie(page, SESSION_COOKIE.staff)
  expect(await readableByScript(page)).not.toContain(token)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()
  expect(await readableByScript(page)).not.toContain(token)
})
