import { expect, test } from './fixtures'
import { customerToken, registeredCustomer, signInWithToken } from './helpers'

/**
 * Issue 49: a customer whose session ended while the phone was away (expired, or signed out on
 * another device) opens the sign-in page: it shows, saying they were signed out, not home.
 */
test('at 360 px a customer whose session lapsed opens the sign-in page and is told they were signed out', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const customer = await registeredCustomer(request, 'Kinley Wangchuk')
  const token = await customerToken(request, customer)
  await signInWithToken(page, token)
  // The session ends elsewhere; this browser still holds its cookie and its "signed in" hint.
  const ended = await request.post('/api/accounts/logout/', { headers: { authorization: `TOKEN ${token}` } })
  expect(ended.ok()).toBe(true)

  // While the app asks whether the session still holds, the customer types: nothing is wiped.
  let answer: () => void = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/api/customers/profile/', async (route) => {
    await answered
    await route.continue()
  })
  await page.goto('/customer-login')
  await page.getByRole('textbox', { name: 'CID number' }).fill(customer.cid)
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  answer()
  await expect(page.getByRole('status').getByText('You were signed out. Please sign in again.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'CID number' })).toHaveValue(customer.cid)
  await expect(page).toHaveURL(/\/customer-login$/)
})
