import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { adminSignsIn, keepScreenshot, registeredCustomer } from './helpers'

const login = (request: APIRequestContext, customer: { cid: string; mobile: string }) =>
  request.post('/api/accounts/login/', { data: { username: customer.cid, password: customer.mobile } })

test("an admin reads the hour's SMS codes, blocks one number for an hour, and lifts the block", async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request)
  // A code asked for and not typed in: it shows among the numbers that spent most.
  expect((await login(request, customer)).status()).toBe(202)

  await adminSignsIn(page)
  await page.getByRole('link', { name: 'SMS codes' }).click()
  await expect(page.getByRole('heading', { name: 'SMS codes this hour' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Codes sent in the last hour, by purpose' })).toBeVisible()

  const form = page.getByRole('region', { name: 'Block a number or a network' })
  await form.getByLabel('Mobile number').fill(customer.mobile)
  await form.getByLabel('For how many hours (1 to 72)').fill('1')
  await form.getByLabel('Why (kept in the history)').fill('Codes asked for this number again and again')
  await form.getByRole('button', { name: 'Block' }).click()
  const blocks = page.getByRole('table', { name: 'Blocks in force, the longest first' })
  await expect(blocks.getByText('Codes asked for this number again and again')).toBeVisible()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => v.id)).toEqual([])
  await keepScreenshot(page, 'sms-watch-1280')

  // The blocked number gets no code, and is told to try later or use the wallet.
  const refused = await login(request, customer)
  expect(refused.status()).toBe(429)
  expect(((await refused.json()) as { detail: string }).detail).toContain('Bhutan NDI wallet')

  await blocks.getByRole('button', { name: /^Lift/ }).first().click()
  await expect(page.getByText('No number or network is blocked.')).toBeVisible()
  expect((await login(request, customer)).status()).toBe(202)
})
