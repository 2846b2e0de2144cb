import { expect, test } from './fixtures'

test.use({ serviceWorkers: 'allow' })

/** The public pages arrive as HTML rendered at build time (issue 11), and the app takes them over. */
const PUBLIC_PAGES = [
  ['/', 'Electricity services, online'],
  ['/customer-login', 'Sign in'],
  ['/customer-register', 'Register'],
] as const

test.describe('with scripts off, on a 360 px phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } })

  test('the landing page shows its banner, its fifteen services and its footer', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Electricity services, online' })).toBeVisible()
    const services = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Power clearance' }) })
      .getByRole('link')
    await expect(services).toHaveCount(15)
    await expect(services.last()).toHaveAttribute('href', '/reconnection-power-supply')
    await expect(page.getByRole('contentinfo')).toContainText('Toll-free enquiry: 1250')
    // Not wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await page.screenshot({ path: test.info().outputPath('landing-360-no-scripts.png'), fullPage: true })
  })

  test('each public page has its content and its own title, and the forms cannot be sent', async ({
    page,
  }) => {
    for (const [path, heading] of PUBLIC_PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${path === '/' ? 'Online services' : heading} — `))
    }
    // Sent by the browser on its own, a form would put the CID and mobile in the address.
    await page.goto('/customer-login')
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled()
  })
})

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false })

  test("another customer page shows the top bar at once, the back office nothing of the customer's", async ({
    page,
  }) => {
    await page.goto('/ticket/42')
    await expect(page.getByRole('link', { name: /Bhutan Power Corporation/ })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('Loading…')
    await page.goto('/staff/login')
    await expect(page.getByRole('link', { name: /Bhutan Power Corporation/ })).toHaveCount(0)
  })
})

test('the app takes over each public page without a hydration error, then works', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  for (const [path] of PUBLIC_PAGES) {
    await page.goto(path)
    // Enabled once the app runs the page.
    await expect(page.locator('button[type="submit"], a.navbar-brand').first()).toBeEnabled()
  }
  await page.goto('/')
  await page.getByRole('link', { name: 'Power clearance' }).click()
  await expect(page).toHaveURL(/\/customer-login\/power-clearance$/)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  expect(errors).toEqual([])
})
