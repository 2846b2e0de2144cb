import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  adminSignsIn,
  customerToken,
  decideByApi,
  fileSiteClearance,
  keepScreenshot,
  registeredCustomer,
  signInWithCid,
  startForm,
  submitCidAndMobile,
  uniqueUsername,
} from './helpers'

async function expectNoViolations(page: Page) {
  // Colours as they settle, not half-way through a button's transition (see phone.spec.ts).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

// The main pages at 390 px, a common phone: most customers come on one, and what breaks
// (sideways scrolling, targets, contrast of a folded menu) breaks there. The back office,
// used at a desk, is checked at the default width.
test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('the public pages have no axe violations and no sideways scrolling', async ({ page }) => {
    for (const [path, heading] of [
      ['/', 'Electricity services, online'],
      ['/customer-login', 'Sign in'],
      ['/customer-register', 'Register'],
      ['/nowhere', 'Page not found'],
      ['/wallet-simulator/any-thread', 'Wallet simulator'],
      ['/dev/sms?to=17000000', 'Development SMS inbox'],
    ] as const) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
        await expectNoViolations(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(0)
      })
    }
  })

  test("a letter's public check, in English and in Dzongkha, has no axe violations and fits", async ({
    page,
    request,
  }) => {
    const customer = await registeredCustomer(request)
    const id = await fileSiteClearance(request, customer)
    await decideByApi(request, id, 'Rejected', 'The plot is inside the line corridor')
    const ticket = (await (
      await request.get(`/api/tickets/${id}/`, {
        headers: { authorization: `TOKEN ${await customerToken(request, customer)}` },
      })
    ).json()) as { verify_url: string }
    for (const [language, heading] of [
      ['en', 'Check a letter or receipt'],
      ['dz', 'ཡི་གུ་ ཡང་ན་ འཛིན་ཤོག་ ཞིབ་དཔྱད།'],
    ] as const) {
      await test.step(language, async () => {
        await page.goto('/')
        await page.evaluate((chosen) => localStorage.setItem('language', chosen), language)
        await page.goto(ticket.verify_url)
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
        await expect(page.getByRole('definition').getByText(String(id), { exact: true })).toBeVisible()
        await expectNoViolations(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        await keepScreenshot(page, `verify-letter-${language}-390`)
      })
    }
  })

  test('the wallet dialog has no axe violations', async ({ page }) => {
    await page.goto('/customer-login')
    await page.getByRole('button', { name: 'Login with Bhutan NDI' }).click()
    await expect(page.getByRole('dialog').getByRole('img', { name: /QR code/ })).toBeVisible()
    await expectNoViolations(page)
  })

  test('the code step has no axe violations, before and after a wrong code', async ({ page, request }) => {
    const customer = await registeredCustomer(request)
    await page.goto('/customer-login')
    await submitCidAndMobile(page, customer)
    await expect(page.getByLabel('Code from the SMS')).toBeVisible()
    await expectNoViolations(page)
    await page.getByLabel('Code from the SMS').fill('12')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('The code is the 6 digits in the SMS we sent you.')).toBeVisible()
    await expectNoViolations(page)
  })

  test('profile has no axe violations', async ({ page, request }) => {
    const customer = await registeredCustomer(request)
    await page.goto('/customer-login')
    await signInWithCid(page, customer)
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/customer-register')
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
    await expect(page.getByText('Olathang, Paro')).toBeVisible()
    await expectNoViolations(page)
    await page.getByRole('button', { name: 'Edit' }).click()
    await expectNoViolations(page)
  })

  test('a service request form has no axe violations, before and after a failed submit', async ({
    page,
    request,
  }) => {
    const customer = await registeredCustomer(request)
    await page.goto('/customer-login/release-permanent-power-supply')
    await signInWithCid(page, customer)
    // The sign-in page's own guide is headed "Permanent power supply: Before you start": the
    // form's page, not that one, is what is scanned.
    await expect(page).toHaveURL(/\/release-permanent-power-supply$/)
    await expect(page.getByRole('heading', { name: 'Permanent power supply', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Before you start', exact: true })).toBeVisible()
    await expectNoViolations(page)
    await startForm(page)
    await expectNoViolations(page)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.locator('#field-category-error')).toBeVisible()
    await expectNoViolations(page)
  })
})

test('the back office has no axe violations: sign-in, inbox and an application', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request)
  const token = await customerToken(request, customer)
  const filed = await request.post('/api/services/connections/', {
    headers: { authorization: `TOKEN ${token}` },
    data: {
      connection_type: 'Reconnection',
      division: 1,
      category: 'Urban',
      contract_account: '12345678',
      location: 'Paro',
      reason: 'Back',
      ownership: 'Owner',
      supply_type: 'Permanent',
      terms: true,
    },
  })
  const { id } = (await filed.json()) as { id: number }

  await page.goto('/staff/login')
  // The back office is drawn by its script: axe waits for the page, not for the load event.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expectNoViolations(page)
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill('e2e-admin-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()
  await expectNoViolations(page)
  await page.goto(`/staff/applications/${id}`)
  await expect(page.getByRole('heading', { name: 'Decision' })).toBeVisible()
  await expectNoViolations(page)
  await page.goto('/staff/account')
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  const proof = page.getByRole('form', { name: 'Prove it is you' })
  await expectNoViolations(page)
  await proof.getByLabel('Current password').fill('e2e-admin-password')
  await proof.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible()
  await expectNoViolations(page)
})

test("the staff admin page and its dialogs that ask for the admin's own password have no axe violations", async ({
  page,
  request,
}) => {
  const signedIn = await request.post('/api/staff/login/', {
    data: { username: 'admin', password: 'e2e-admin-password' },
  })
  const { token } = (await signedIn.json()) as { token: string }
  const username = uniqueUsername('officer')
  const created = await request.post('/api/staff/accounts/', {
    headers: { authorization: `Token ${token}` },
    data: {
      username,
      name: 'Kinley Wangchuk',
      password: 'Chele-la-pass-in-fog-2',
      role: 'officer',
      divisions: [1],
      current_password: 'e2e-admin-password',
    },
  })
  expect(created.status()).toBe(201)

  await adminSignsIn(page)
  await page.getByRole('link', { name: 'Staff and divisions' }).click()
  await expect(
    page.getByRole('form', { name: 'New staff account' }).getByLabel('Your password'),
  ).toBeVisible()
  await expectNoViolations(page)
  await keepScreenshot(page, 'staff-admin')

  await page.getByRole('button', { name: `Deactivate ${username}` }).click()
  const deactivate = page.getByRole('dialog', { name: `Deactivate ${username}` })
  await deactivate.getByRole('button', { name: 'Deactivate' }).click()
  await expect(deactivate.getByText('Please enter your current password')).toBeVisible()
  await expectNoViolations(page)
  await keepScreenshot(page, 'staff-admin-deactivate')
  await deactivate.getByLabel('Your password').fill('e2e-admin-password')
  await deactivate.getByRole('button', { name: 'Deactivate' }).click()
  await expect(deactivate).toBeHidden()
  await expect(page.getByRole('row', { name: new RegExp(`^${username} `) })).toContainText('Deactivated')

  await page.getByRole('button', { name: `Set password of ${username}` }).click()
  const setPassword = page.getByRole('dialog', { name: `Set the password of ${username}` })
  await setPassword.getByLabel('New password').fill('Tiger-nest-morning-climb')
  await setPassword.getByLabel('Your password').fill('not-the-admins-password')
  await setPassword.getByRole('button', { name: 'Set password' }).click()
  await expect(setPassword.getByText('The current password is not right.')).toBeVisible()
  await expectNoViolations(page)
  await keepScreenshot(page, 'staff-admin-set-password')
})
