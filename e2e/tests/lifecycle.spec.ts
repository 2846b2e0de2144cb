import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  adminSignsIn,
  fileSiteClearance,
  keepScreenshot,
  registeredCustomer,
  sessionAuthorization,
  signInWithCid,
  uniqueUsername,
} from './helpers'

async function decideInConsole(page: Page, id: number, outcome: 'Approve' | 'Reject', remarks: string) {
  await page.getByLabel('Application ID, CID or name').fill(String(id))
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.getByRole('link', { name: `Construction clearance, application ${id}` }).click()
  await expect(page.getByText(`Application ID ${id}`)).toBeVisible()
  await page.getByLabel(outcome, { exact: true }).check()
  await page.getByLabel('Remarks').fill(remarks)
  await page.getByRole('button', { name: 'Record decision' }).click()
  await page.getByRole('button', { name: `Yes, ${outcome.toLowerCase()}` }).click()
  await expect(
    page.getByText(new RegExp(`${outcome === 'Approve' ? 'Approved' : 'Rejected'} by Administrator`)),
  ).toBeVisible()
}

test('an officer approves; the customer sees Delivered, the timeline, downloads the letter and it verifies', async ({
  page,
  anotherPage,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Ugyen Tenzin')
  const id = await fileSiteClearance(request, customer)

  await adminSignsIn(page)
  await decideInConsole(page, id, 'Approve', 'Valid for the workshop only')

  const customerPage = await anotherPage()
  await customerPage.goto(`/customer-login/ticket/${id}`)
  await signInWithCid(customerPage, customer)
  await expect(customerPage.getByRole('cell', { name: 'Delivered' })).toBeVisible()
  await expect(
    customerPage
      .getByRole('region', { name: 'Your application has been approved' })
      .getByText('Valid for the workshop only'),
  ).toBeVisible()
  await expect(customerPage.getByRole('heading', { name: 'History' })).toBeVisible()

  const download = customerPage.waitForEvent('download')
  await customerPage
    .getByRole('row', { name: new RegExp(`^${id} Construction clearance`) })
    .getByRole('link', { name: `Download approval letter (PDF) of application ${id}` })
    .click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`Site Clearance-${id}.pdf`)
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')

  const token = await sessionAuthorization(customerPage)
  const ticket = (await (
    await request.get(`/api/tickets/${id}/`, { headers: { authorization: token! } })
  ).json()) as { verify_url: string }
  const verifier = await anotherPage()
  await verifier.goto(ticket.verify_url)
  await expect(
    verifier.getByText('Bhutan Power Corporation Limited issued a letter with this code.'),
  ).toBeVisible()
  // What the paper must say, to compare with the one in hand: its type, decision and masked name.
  await expect(verifier.getByRole('definition').filter({ hasText: 'Approval letter' })).toBeVisible()
  await expect(verifier.getByRole('definition').filter({ hasText: 'Approved' })).toBeVisible()
  await expect(verifier.getByRole('definition').filter({ hasText: 'U**** T*****' })).toBeVisible()
  // Nothing else about the applicant: where the site is stays with the paper's holder.
  await expect(verifier.getByText('Olakha')).toHaveCount(0)
  await verifier.screenshot({ path: 'test-results/verify-page.png', fullPage: true })
})

test('a rejection with remarks shows on the customer side', async ({ page, anotherPage, request }) => {
  const customer = await registeredCustomer(request, 'Sangay Choden')
  const id = await fileSiteClearance(request, customer)
  await adminSignsIn(page)
  await page.getByLabel('Application ID, CID or name').fill(String(id))
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.getByRole('link', { name: `Construction clearance, application ${id}` }).click()
  await page.getByLabel('Reject', { exact: true }).check()
  await page.getByRole('button', { name: 'Record decision' }).click()
  await expect(page.getByText('Please give the reason for the rejection.')).toBeVisible()
  await page.getByLabel('Remarks').fill('The plot is inside the line corridor')
  await page.getByRole('button', { name: 'Record decision' }).click()
  // A decision is final: it is asked once more.
  await expect(page.getByRole('heading', { name: `Reject application ${id}?` })).toBeFocused()
  await keepScreenshot(page, 'decision-confirmation')
  await page.getByRole('button', { name: 'Yes, reject' }).click()
  await expect(page.getByText(/Rejected by Administrator/)).toBeVisible()

  const customerPage = await anotherPage()
  await customerPage.goto(`/customer-login/ticket/${id}`)
  await signInWithCid(customerPage, customer)
  await expect(customerPage.getByRole('cell', { name: 'Rejected' })).toBeVisible()
  const decision = customerPage.getByRole('region', { name: 'Your application has been rejected' })
  await expect(decision.getByText('The plot is inside the line corridor')).toBeVisible()
  // Not the end of the road: apply again, or call to ask.
  await expect(decision.getByText('To ask about this decision, call 1250 toll-free.')).toBeVisible()
  await decision.getByRole('link', { name: 'Apply again' }).click()
  await expect(customerPage).toHaveURL(/\/construction-clearance$/)
})

test('a customer token does not open the back office', async ({ page, request }) => {
  const customer = await registeredCustomer(request)
  await page.goto('/customer-login')
  await signInWithCid(page, customer)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/staff')
  await expect(page).toHaveURL(/\/staff\/login$/)
})

test('an admin creates an officer, who then sees only their division until the admin moves them', async ({
  page,
  anotherPage,
  request,
}) => {
  const customer = await registeredCustomer(request)
  const id = await fileSiteClearance(request, customer) // filed in the first division of the list
  const divisions = (await (await request.get('/api/divisions/')).json()) as { id: number; name: string }[]
  const [first, second] = [divisions[0]!, divisions[1]!]
  const username = uniqueUsername('officer')

  await adminSignsIn(page)
  await page.getByRole('link', { name: 'Staff and divisions' }).click()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Full name').fill('Jigme Namgyel')
  await page.getByLabel('Password', { exact: true }).fill('Gangtey-valley-crane-7')
  await page.getByLabel('Role').selectOption('officer')
  await page
    .getByRole('group', { name: 'Divisions (for an officer)' })
    .getByLabel(second.name, { exact: true })
    .check()
  // A stolen admin session must not make accounts of its own: the admin's password is asked (issue 32).
  await page.getByLabel('Your password').fill('e2e-admin-password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('The account was created.')).toBeVisible()
  await expect(
    page.getByRole('row', { name: new RegExp(`^${username} Jigme Namgyel officer ${second.name}`) }),
  ).toBeVisible()

  const officerPage = await anotherPage()
  await officerPage.goto('/staff/login')
  await officerPage.getByLabel('Username').fill(username)
  await officerPage.getByLabel('Password').fill('Gangtey-valley-crane-7')
  await officerPage.getByRole('button', { name: 'Sign in' }).click()
  // The admin typed that password: the officer chooses their own first.
  await expect(officerPage.getByRole('heading', { name: 'Your account' })).toBeVisible()
  await officerPage.getByLabel('Current password').fill('Gangtey-valley-crane-7')
  await officerPage.getByLabel('New password').fill('Jigme-own-chosen-words-4')
  await officerPage.getByRole('button', { name: 'Change password' }).click()
  // The whole account page once the portal knows it changed: the rest of the back office opens.
  await expect(officerPage.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
  await officerPage.getByRole('link', { name: 'Back office' }).click()
  await expect(officerPage.getByRole('heading', { name: 'Applications' })).toBeVisible()
  await expect(officerPage.getByRole('link', { name: 'Staff and divisions' })).toHaveCount(0)
  await officerPage.goto(`/staff/applications/${id}`)
  await expect(
    officerPage.getByText(`Application ID ${id} does not exist or is not in your divisions.`),
  ).toBeVisible()
  expect(first.id).not.toBe(second.id)

  // The admin, on a phone, moves the officer to the application's division: never to none.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: `Divisions of ${username}` }).click()
  const moving = page.getByRole('dialog', { name: `Divisions of ${username}` })
  await moving.getByLabel(second.name, { exact: true }).uncheck()
  await moving.getByRole('button', { name: 'Save divisions' }).click()
  await expect(moving.getByText('Choose at least one active division for an officer.')).toBeVisible()
  await keepScreenshot(page, 'officer-divisions-390')
  await moving.getByLabel(first.name, { exact: true }).check()
  await moving.getByRole('button', { name: 'Save divisions' }).click()
  await expect(moving).toBeHidden()
  await expect(page.getByRole('button', { name: `Divisions of ${username}` })).toBeFocused()
  // The accounts table scrolls inside its box: the page itself does not run past the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expect(
    page.getByRole('row', { name: new RegExp(`^${username} Jigme Namgyel officer ${first.name}`) }),
  ).toBeVisible()
  await officerPage.reload()
  await expect(officerPage.getByRole('heading', { name: new RegExp(`Application ID ${id}`) })).toBeVisible()
})
