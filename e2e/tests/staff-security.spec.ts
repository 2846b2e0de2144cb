import type { APIRequestContext } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expect, test } from './fixtures'
import { adminSignsIn, uniqueUsername } from './helpers'

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp })

/** An officer created by the admin, through the API. */
async function newOfficer(request: APIRequestContext) {
  const admin = await request.post('/api/staff/login/', {
    data: { username: 'admin', password: 'e2e-admin-password' },
  })
  const { token } = (await admin.json()) as { token: string }
  const username = uniqueUsername('officer')
  const created = await request.post('/api/staff/accounts/', {
    headers: { authorization: `Token ${token}` },
    data: {
      username,
      name: 'Dawa Penjor',
      password: 'Punakha-dzong-bridge-9',
      role: 'officer',
      divisions: [1],
      // The admin's own proof (issue 32).
      current_password: 'e2e-admin-password',
    },
  })
  expect(created.status()).toBe(201)
  return { username, password: 'Punakha-dzong-bridge-9', adminToken: token }
}

test('an officer replaces the first password the admin typed, sets up an authenticator app, and signs in with its code', async ({
  page,
  request,
}) => {
  const officer = await newOfficer(request)
  await page.goto('/staff/login')
  await page.getByLabel('Username').fill(officer.username)
  await page.getByLabel('Password').fill(officer.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The admin knows that password: the officer's own comes before anything else.
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
  await expect(
    page.getByText('The password you were given must be changed before anything else'),
  ).toBeVisible()
  await page.getByLabel('Current password').fill(officer.password)
  await page.getByLabel('New password').fill('password1234')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('This password is too common or too easy to guess')).toBeVisible()
  await page.getByLabel('New password').fill('Tiger-nest-morning-climb')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed. Your other sessions have ended.')).toBeVisible()

  // Setting up an app asks for the password first: a stolen session does not have it.
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  const proof = page.getByRole('form', { name: 'Prove it is you' })
  await proof.getByLabel('Current password').fill('Tiger-nest-morning-climb')
  await proof.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible()
  const secret = (await page.locator('code').textContent())!.trim()
  await page.getByLabel('Code from the app').fill(codeAt(secret))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('An authenticator app is set up: sign-in asks for its code.')).toBeVisible()
  await page.screenshot({ path: 'test-results/staff-account.png', fullPage: true })

  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await page.getByLabel('Username').fill(officer.username)
  await page.getByLabel('Password').fill('Tiger-nest-morning-climb')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const code = page.getByLabel('Code from your authenticator app')
  await expect(code).toBeFocused()
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible()
  // The code that confirmed the app is taken: the next one signs in.
  await code.fill(codeAt(secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()
})

test("an admin sets an officer's password, which ends the officer's session", async ({
  page,
  anotherPage,
  request,
}) => {
  const officer = await newOfficer(request)
  const officerPage = await anotherPage()
  await officerPage.goto('/staff/login')
  await officerPage.getByLabel('Username').fill(officer.username)
  await officerPage.getByLabel('Password').fill(officer.password)
  await officerPage.getByRole('button', { name: 'Sign in' }).click()
  await expect(officerPage.getByRole('heading', { name: 'Your account' })).toBeVisible()

  await adminSignsIn(page)
  await page.getByRole('link', { name: 'Staff and divisions' }).click()
  // The admin's own row offers neither: one's own password is changed under one's name.
  const ownRow = page.getByRole('row', { name: /^admin Administrator admin/ })
  await expect(ownRow).toBeVisible()
  await expect(ownRow.getByRole('button')).toHaveCount(0)
  await page.getByRole('button', { name: `Set password of ${officer.username}` }).click()
  const dialog = page.getByRole('dialog', { name: `Set the password of ${officer.username}` })
  await dialog.getByLabel('New password').fill('Haa-valley-summer-rain')
  // Without the admin's own password, nothing is set (issue 32).
  await dialog.getByRole('button', { name: 'Set password' }).click()
  await expect(dialog.getByText('Please enter your current password')).toBeVisible()
  await dialog.getByLabel('Your password').fill('e2e-admin-password')
  await dialog.getByRole('button', { name: 'Set password' }).click()
  await expect(dialog).toBeHidden()

  await officerPage.reload()
  await expect(officerPage).toHaveURL(/\/staff\/login$/)
  // The admin knows the password they set: the officer replaces it on signing in with it.
  await officerPage.getByLabel('Username').fill(officer.username)
  await officerPage.getByLabel('Password').fill('Haa-valley-summer-rain')
  await officerPage.getByRole('button', { name: 'Sign in' }).click()
  await expect(
    officerPage.getByText('The password you were given must be changed before anything else'),
  ).toBeVisible()
})
