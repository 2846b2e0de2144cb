import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { keepScreenshot, registeredCustomer, startForm, sessionAuthorization, uniqueCid } from './helpers'

/** Opens the wallet dialog and returns the simulator page its QR code points at, in another tab. */
async function openWalletSimulator(page: Page): Promise<Page> {
  await page.getByRole('button', { name: 'Login with Bhutan NDI' }).click()
  const dialog = page.getByRole('dialog', { name: 'Scan with the wallet' })
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
  const link = await dialog.getByRole('link', { name: 'Open the simulator' }).getAttribute('href')
  expect(link).toMatch(/\/wallet-simulator\/[0-9a-f-]{36}$/)
  const wallet = await page.context().newPage()
  await wallet.goto(link!)
  await expect(wallet.getByText('This is a simulator, not the Bhutan NDI wallet.')).toBeVisible()
  return wallet
}

async function shareIdentity(wallet: Page, identity: { cid: string; mobile: string; name: string }) {
  await wallet.getByLabel('CID number').fill(identity.cid)
  await wallet.getByLabel('Mobile number').fill(identity.mobile)
  await wallet.getByLabel('Full name').fill(identity.name)
  await wallet.getByRole('button', { name: 'Share' }).click()
  await expect(wallet.getByText('Shared. Go back to the portal window')).toBeVisible()
}

test('a registered citizen shares from the wallet and is signed in, landing on the guarded page', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Dechen Zangmo')
  await page.goto('/ticket')
  await expect(page).toHaveURL(/\/customer-login\/ticket$/)

  const wallet = await openWalletSimulator(page)
  await shareIdentity(wallet, customer)

  await expect(page).toHaveURL(/\/ticket$/)
  await expect(page.getByRole('button', { name: 'Dechen Zangmo' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a new citizen goes through registration prefilled by the wallet, then is signed in', async ({
  page,
}) => {
  const cid = uniqueCid()
  await page.goto('/customer-login')
  const wallet = await openWalletSimulator(page)
  await wallet.getByLabel('Village (optional)').fill('Changzamtog')
  await wallet.getByLabel('Gewog (optional)').fill('Chang')
  await wallet.getByLabel('Dzongkhag (optional)').fill('Thimphu')
  await shareIdentity(wallet, { cid, mobile: '77445566', name: 'Ugyen Lhamo' })

  await expect(page).toHaveURL(/\/customer-register$/)
  await expect(page.getByLabel('CID number')).toHaveValue(cid)
  await expect(page.getByLabel('CID number')).toHaveAttribute('readonly', '')
  await expect(page.getByLabel('Mobile number')).toHaveValue('77445566')
  await expect(page.getByLabel('Full name')).toHaveValue('Ugyen Lhamo')
  await expect(page.getByLabel('Village')).toHaveValue('Changzamtog')
  await expect(page.getByLabel('Dzongkhag', { exact: true }).locator('option:checked')).toHaveText('Thimphu')
  await expect(page.getByLabel('Gewog').locator('option:checked')).toHaveText('Chang')

  await page.getByLabel('Present address', { exact: true }).fill('Motithang, Thimphu')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Succesfully Registered')).toBeVisible()
  // Signed in by the wallet: the way on says so, not "Sign in" (issue 49).
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Ugyen Lhamo' })).toBeVisible()
})

test('on a phone, a new citizen who chose a service registers through the wallet and lands on its form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/power-clearance')
  await expect(page).toHaveURL(/\/customer-login\/power-clearance$/)
  await page.getByRole('button', { name: 'Login with Bhutan NDI' }).click()
  // A phone cannot scan its own screen: the dialog's button opens the wallet, here the simulator.
  const opening = page.waitForEvent('popup')
  await page
    .getByRole('dialog', { name: 'Login with' })
    .getByRole('link', { name: 'Open Bhutan NDI Wallet' })
    .click()
  const wallet = await opening
  await wallet.getByLabel('Village (optional)').fill('Taba')
  await wallet.getByLabel('Gewog (optional)').fill('Kawang')
  await wallet.getByLabel('Dzongkhag (optional)').fill('Thimphu')
  await shareIdentity(wallet, { cid: uniqueCid(), mobile: '77445567', name: 'Kezang Wangmo' })

  await expect(page).toHaveURL(/\/customer-register\?next=%2Fpower-clearance$/)
  // The thread is used up by the sign-in that follows registering: nothing asks for it again.
  const threadsAsked: string[] = []
  page.on('response', (response) => {
    if (/\/api\/ndi\/threads\//.test(response.url())) threadsAsked.push(`${response.status()}`)
  })
  await page.getByLabel('Present address', { exact: true }).fill('Taba, Thimphu')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Succesfully Registered')).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  // Where the citizen was going, signed in: the chosen service, not the home page (issue 49).
  await expect(page).toHaveURL(/\/power-clearance$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Power clearance' })).toBeVisible()
  await startForm(page)
  await expect(page.getByLabel('Division', { exact: true })).toBeVisible()
  await keepScreenshot(page, 'wallet-registration-form-390')
  expect(threadsAsked.filter((status) => status !== '200')).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('a refused share shows "Data Share Rejected" on the sign-in page', async ({ page }) => {
  await page.goto('/customer-login/ticket')
  const wallet = await openWalletSimulator(page)
  await wallet.getByRole('button', { name: 'Reject' }).click()
  await expect(wallet.getByText('You refused to share.')).toBeVisible()

  await expect(page).toHaveURL(/\/customer-login$/)
  await expect(page.getByRole('alert').filter({ hasText: 'Data Share Rejected' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the wallet owner of a CID registered without the wallet reclaims it with the wallet mobile', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Sonam Wangdi')
  await page.goto('/customer-login')
  const wallet = await openWalletSimulator(page)
  await shareIdentity(wallet, { ...customer, mobile: '77000002' })
  await expect(page.getByRole('button', { name: 'Sonam Wangdi' })).toBeVisible()
})

test('a wallet mobile that differs from a wallet-verified account moves the account to it: the wallet proves the CID', async ({
  anotherPage,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Tashi Dema')
  // The first wallet sign-in, with the registered mobile, makes the account wallet-verified.
  const first = await anotherPage()
  await first.goto('/customer-login')
  await shareIdentity(await openWalletSimulator(first), customer)
  await expect(first.getByRole('button', { name: 'Tashi Dema' })).toBeVisible()
  const firstToken = await sessionAuthorization(first)

  const page = await anotherPage()
  await page.goto('/customer-login')
  await shareIdentity(await openWalletSimulator(page), { ...customer, mobile: '77000001' })
  await expect(page.getByRole('button', { name: 'Tashi Dema' })).toBeVisible()
  // The account moved: the sessions from before end.
  const before = await request.get('/api/customers/profile/', { headers: { authorization: firstToken! } })
  expect(before.status()).toBe(401)
})

test('the dialog is titled for the screen, with the deep link on narrow screens only', async ({ page }) => {
  await page.goto('/customer-login')
  await page.getByRole('button', { name: 'Login with Bhutan NDI' }).click()
  const wide = page.getByRole('dialog', { name: 'Scan with the wallet' })
  await expect(wide.getByRole('img', { name: /QR code/ })).toBeVisible()
  await expect(wide.getByRole('link', { name: 'Open Bhutan NDI Wallet' })).toHaveCount(0)
  await expect(wide.getByRole('link', { name: 'ndifeedback@dhi.bt' })).toBeVisible()
  await expect(wide.getByRole('link', { name: '1199' })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.setViewportSize({ width: 768, height: 900 })
  await page.getByRole('button', { name: 'Login with Bhutan NDI' }).click()
  const narrow = page.getByRole('dialog', { name: 'Login with' })
  await expect(narrow.getByRole('link', { name: 'Open Bhutan NDI Wallet' })).toHaveAttribute(
    'href',
    /\/wallet-simulator\//,
  )
})

test('the QR code says it is generating, and each failure has its message and a retry', async ({ page }) => {
  await page.goto('/customer-login')
  const qrCall = '**/api/ndi/authenticate-ndi/'
  let release: () => void = () => {}
  let held: () => void = () => {}
  // Released only once the request is held: on a busy machine it can reach the route after
  // the dialog already says it is generating.
  const holding = new Promise<void>((resolve) => (held = resolve))
  await page.route(qrCall, async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve
      held()
    })
    await route.fulfill({ status: 502, json: { error: 'Failed to generate QR code. Please try again.' } })
  })
  await page.getByRole('button', { name: 'Login with Bhutan NDI' }).click()
  const dialog = page.getByRole('dialog', { name: 'Scan with the wallet' })
  await expect(dialog.getByText('QR Code Generating...')).toBeVisible()
  await holding
  release()
  await expect(dialog.getByRole('alert')).toContainText('Failed to generate QR code. Please try again.')

  await page.unroute(qrCall)
  await page.route(qrCall, (route) => route.abort('connectionrefused'))
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Error fetching QR code. Please try again.')

  await page.unroute(qrCall)
  await page.route(qrCall, (route) =>
    route.fulfill({
      json: { thread_id: 'x', browser_key: 'k', qr_code_image: 'bm90IGEgcG5n', deep_link_url: 'https://x' },
    }),
  )
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Failed to load QR code. Please try again.')

  await page.unroute(qrCall)
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
})
