import { expect, test } from '@playwright/test'
import { DZ } from '@portal/domain/i18n/dz'
import { DZ_REFUSALS } from '@portal/domain/i18n/dz-refusals'
import { customerToken, fileSiteClearance, registeredCustomer, signInWithToken } from './helpers'

// Decision 055: a refusal the page shows as the server words it reaches a Dzongkha page in
// Dzongkha, though the browser asks for English and the customer's profile is English.
test("a withdrawal refused on a Dzongkha page is refused in the page's language", async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request)
  const id = await fileSiteClearance(request, customer)
  const token = await customerToken(request, customer)
  await signInWithToken(page, token)
  await page.evaluate(() => localStorage.setItem('language', 'dz'))
  await page.goto(`/ticket/${id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'dz')
  await page.getByRole('button', { name: DZ['withdraw.open'].text }).click()
  await page.getByLabel(DZ['withdraw.reason'].text).fill('Filed twice')

  // Withdrawn meanwhile, from another device: the page's own withdrawal is the 409.
  const elsewhere = await request.post(`/api/tickets/${id}/withdraw/`, {
    headers: { authorization: `TOKEN ${token}` },
    data: { reason: 'Filed twice' },
  })
  expect(elsewhere.status()).toBe(200)
  await page.getByRole('button', { name: DZ['withdraw.confirm'].text, exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: String(id) })).toHaveText(
    DZ_REFUSALS['refusal.withdrawnAlready'].text.replace('{id}', String(id)),
  )
})
