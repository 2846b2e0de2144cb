import { expect, test } from './fixtures'
import { holdTheScript, registeredCustomer, signInWithCid, startForm } from './helpers'

test('the landing page shows the 15 services in order, each opening its route', async ({ page }) => {
  await page.goto('/')
  const cards = page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Power clearance' }) })
    .getByRole('link')
  await expect(cards).toHaveCount(15)
  await expect(cards.first()).toHaveText('Power clearance')
  await expect(cards.last()).toHaveText('Reconnection of power supply')
  await expect(cards.nth(12)).toHaveAttribute('href', '/account-closure-security-refund')
  await expect(page.getByText('Toll-free enquiry: 1250')).toBeVisible()
  await expect(page.getByText(`© ${new Date().getFullYear()} Bhutan Power Corporation Limited`)).toBeVisible()
})

test('once signed in, the citizen sees the page they go on to loading, not an empty page', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request)
  await page.goto('/customer-login/power-clearance')
  // The form page's script is slow to come, as on a phone's slow connection.
  const letGo = await holdTheScript(page, /\/static\/request-page-[\w-]+\.js$/)
  await signInWithCid(page, customer)
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…')
  letGo()
  await expect(page.getByRole('heading', { level: 1, name: 'Power clearance', exact: true })).toBeVisible()
})

test('a service route sends an anonymous visitor to sign in, then straight back', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request)
  await page.goto('/power-clearance')
  await expect(page).toHaveURL(/\/customer-login\/power-clearance$/)
  await expect(
    page.getByText('You need to first sign-in or register before you can submit your service request'),
  ).toBeVisible()
  await signInWithCid(page, customer)
  await expect(page).toHaveURL(/\/power-clearance$/)
  // The new page's heading has the focus: a screen reader says where the citizen now is.
  await expect(page.getByRole('heading', { level: 1, name: 'Power clearance' })).toBeFocused()
  await startForm(page)
})

test('a ticket route keeps its number through sign-in', async ({ page, request }) => {
  const customer = await registeredCustomer(request)
  await page.goto('/ticket/42')
  await expect(page).toHaveURL(/\/customer-login\/ticket\/42$/)
  await expect(
    page.getByText(
      'You need to first sign-in or register before you can view your Application status/details',
    ),
  ).toBeVisible()
  await signInWithCid(page, customer)
  await expect(page).toHaveURL(/\/ticket\/42$/)
  await expect(page.getByRole('heading', { name: 'Application ID 42' })).toBeVisible()
})

test('signed in, the login route with a target goes straight there', async ({ page, request }) => {
  const customer = await registeredCustomer(request)
  await page.goto('/customer-login')
  await signInWithCid(page, customer)
  await expect(page.getByRole('button', { name: customer.name })).toBeVisible()
  await page.goto('/customer-login/interim-billing')
  await expect(page).toHaveURL(/\/interim-billing$/)
})

test('a page whose script chunk fails to load says so', async ({ page }) => {
  await page.route('**/static/not-found-page-*.js', (route) => route.abort())
  await page.goto('/missing-page')
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible()
  await expect(page.getByText(/Loading the page failed \((missing|error)\)/)).toBeVisible()
})

test('the public pages and their validation break no rule of the Content Security Policy', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.sourceFile}`),
    )
  })
  for (const [path, submit] of [
    ['/customer-login', 'Sign in'],
    ['/customer-register', 'Register'],
  ] as const) {
    await page.goto(path)
    // A failed submit runs the form's schemas, where zod would probe for eval.
    await page.getByRole('button', { name: submit, exact: true }).click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([])
  }
})

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the top bar folds into a menu that opens, says so, and closes on a link', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('button', { name: 'Menu' })
    const signIn = page.getByRole('link', { name: 'Sign In' })
    await expect(signIn).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await signIn.click()
    await expect(page).toHaveURL(/\/customer-login$/)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(signIn).toBeHidden()
  })
})
