import { expect, test } from './fixtures'
import {
  codeSentTo,
  customerToken,
  enterCodeSentTo,
  fieldError,
  registeredCustomer,
  sessionAuthorization,
  signInWithCid,
  signInWithToken,
  smsCount,
  submitCidAndMobile,
  uniqueCid,
  uniqueMobile,
} from './helpers'

test('register with the code, sign in with the code, edit the profile, the email and the mobile, log out', async ({
  page,
}) => {
  const cid = uniqueCid()
  const mobile = uniqueMobile()
  // The page's clock, to move it past a redirect's 3 s instead of waiting them out.
  await page.clock.install()
  await page.goto('/customer-register')
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible()

  await page.getByLabel('CID number').fill(cid)
  await page.getByLabel('Full name').fill('Sonam Choden')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByLabel('Email (optional)').fill('sonam@example.bt')
  await page.getByLabel('Dzongkhag', { exact: true }).selectOption({ label: 'Bumthang' })
  await page.getByLabel('Gewog').selectOption({ label: 'Ura' })
  await page.getByLabel('Village').fill('Shingkhar')
  await page.getByLabel('Present address', { exact: true }).fill('Changangkha, Thimphu')
  await page.getByLabel('Present dzongkhag').selectOption({ label: 'Thimphu' })
  const seen = await smsCount(page.request, mobile)
  await page.getByRole('button', { name: 'Register' }).click()
  // The customer exists only once the code sent to the mobile comes back.
  await expect(
    page.getByText(`We sent a 6-digit code by SMS to ${mobile.slice(0, 2)}****${mobile.slice(-2)}`),
  ).toBeVisible()
  await expect(page.getByLabel('Code from the SMS')).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled()
  await page.getByLabel('Code from the SMS').fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toContainText('That code is not right.')
  await enterCodeSentTo(page, mobile, seen)
  await expect(page.getByText('Succesfully Registered')).toBeVisible()
  // The message stays until the customer moves on (WCAG 2.2.1): no redirect after 3 s.
  await page.clock.fastForward(3_500)
  await expect(page).toHaveURL(/\/customer-register$/)
  // Signed in by the code: the way on says so, not "Sign in" (issue 49).
  await page.getByRole('button', { name: 'Continue' }).click()
  // Registered and signed in: home, with the name in the top bar.
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Sonam Choden' })).toBeVisible()
  await page.getByRole('button', { name: 'Sonam Choden' }).click()
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  // Signed out once the top bar says so: a page opened sooner aborts the sign-out's request,
  // and the next page finds the ended session's token still kept (a run did).
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()

  await page.goto('/customer-login')
  await signInWithCid(page, { cid, mobile })
  await expect(page).toHaveURL(/\/$/)
  const menu = page.getByRole('button', { name: 'Sonam Choden' })
  await expect(menu).toBeVisible()

  await menu.click()
  await page.getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
  await expect(page.getByText('Shingkhar, Ura gewog, Bumthang')).toBeVisible()

  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Full name').fill('Sonam Choden Wangmo')
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByRole('definition').getByText('Sonam Choden Wangmo', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sonam Choden Wangmo' })).toBeVisible()

  // A new email takes effect once the code sent to the mobile comes back (issue 45).
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Email (optional)').fill('sonam.w@example.bt')
  const seenEmail = await smsCount(page.request, mobile)
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText(/a new email needs the code we sent to your mobile number\./)).toBeVisible()
  await enterCodeSentTo(page, mobile, seenEmail)
  await expect(page.getByRole('definition').getByText('sonam.w@example.bt', { exact: true })).toBeVisible()

  // A new mobile takes effect once the codes sent to it and to the current number come back;
  // on a phone's 390 px as on a desk.
  await page.setViewportSize({ width: 390, height: 800 })
  const newMobile = uniqueMobile()
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Mobile number').fill(newMobile)
  const seenNew = await smsCount(page.request, newMobile)
  const seenCurrent = await smsCount(page.request, mobile)
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(
    page.getByText(`the code we sent to your current number, ${mobile.slice(0, 2)}****${mobile.slice(-2)}`),
  ).toBeVisible()
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await page
    .getByLabel('Code from the SMS to your new number')
    .fill(await codeSentTo(page.request, newMobile, seenNew))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(
    fieldError(page, 'Please also enter the 6-digit code we sent to your current mobile number.'),
  ).toBeVisible()
  await page
    .getByLabel('Code from the SMS to your current number')
    .fill(await codeSentTo(page.request, mobile, seenCurrent))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('definition').getByText(newMobile, { exact: true })).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 720 })

  // Edit then Cancel returns to the read-only profile unchanged.
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Full name').fill('Not saved')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('definition').getByText('Sonam Choden Wangmo', { exact: true })).toBeVisible()

  const token = await sessionAuthorization(page)
  expect(token).toMatch(/^TOKEN /)
  // Nothing of it is where a script could read it (decision 078).
  expect(await page.evaluate(() => JSON.stringify(localStorage) + document.cookie)).not.toContain(
    token!.slice(6),
  )
  await page.getByRole('button', { name: 'Sonam Choden Wangmo' }).click()
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
  // The server cleared the cookie with the sign-out.
  expect(await sessionAuthorization(page)).toBeNull()

  // The token was revoked on the server, not only forgotten here.
  const profile = await page.request.get('/api/customers/profile/', { headers: { authorization: token! } })
  expect(profile.status()).toBe(401)
})

test('signing out on every device ends the sessions of the other devices too', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Ugyen Lhamo')
  const otherDevice = await customerToken(request, customer)
  await signInWithToken(page, await customerToken(request, customer))
  await page.goto('/customer-register')
  await page.getByRole('button', { name: 'Sign out on every device' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
  const profile = await request.get('/api/customers/profile/', {
    headers: { authorization: `TOKEN ${otherDevice}` },
  })
  expect(profile.status()).toBe(401)
})

test('registration shows each rule beside its field and refuses a CID already registered', async ({
  page,
  request,
}) => {
  const existing = await registeredCustomer(request)
  await page.goto('/customer-register')
  await page.getByLabel('CID number').fill('123')
  await page.getByLabel('Mobile number').fill('80000000')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(fieldError(page, 'CID number should be equal to 11 digits')).toBeVisible()
  await expect(fieldError(page, 'Maximum number 7999999')).toBeVisible()
  await expect(fieldError(page, 'name is a required field')).toBeVisible()
  await expect(fieldError(page, 'village must be at least 2 characters')).toBeVisible()
  const summary = page.getByRole('alert', { name: 'There are 8 problems' })
  await expect(summary).toBeFocused()
  await summary.getByRole('link', { name: 'CID number: CID number should be equal to 11 digits' }).click()
  await expect(page.getByLabel('CID number')).toBeFocused()
  await expect(page.getByLabel('CID number')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('CID number').fill(existing.cid)
  await page.getByLabel('Full name').fill('Someone Else')
  await page.getByLabel('Mobile number').fill('17000001')
  await page.getByLabel('Dzongkhag', { exact: true }).selectOption({ label: 'Haa' })
  await page.getByLabel('Gewog').selectOption({ index: 1 })
  await page.getByLabel('Village').fill('Katsho')
  await page.getByLabel('Present address', { exact: true }).fill('Haa town')
  await page.getByLabel('Present dzongkhag').selectOption({ label: 'Haa' })
  await page.getByRole('button', { name: 'Register' }).click()
  const dialog = page.getByRole('dialog', { name: 'Error' })
  await expect(dialog).toContainText('This CID is already registered')
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(dialog).toBeHidden()
})

test('sign-in checks the fields and shows the not-found banner with the server message', async ({ page }) => {
  await page.goto('/customer-login')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(fieldError(page, 'Citizenship Identification Number is a required field')).toBeVisible()
  await expect(fieldError(page, 'mobile is a required field')).toBeVisible()

  await submitCidAndMobile(page, { cid: '19999999999', mobile: '17000000' })
  await expect(page.getByText("Customer not found or your CID/mobile doesn't exists!")).toBeVisible()
  await expect(
    page.getByText("Account doesn't exists - Please ensure your CID/Mobile is correct"),
  ).toBeVisible()
})

test('a tester reads the sign-in code on the development SMS page, which refreshes by itself', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Kinley Om')
  const inbox = await page.context().newPage()
  await inbox.goto(`/dev/sms?to=${customer.mobile}`)
  await expect(inbox.getByRole('heading', { name: 'Development SMS inbox' })).toBeVisible()
  await expect(inbox.getByText('Development only: no SMS gateway is configured')).toBeVisible()
  const list = inbox.getByRole('list', { name: `SMS to ${customer.mobile}, newest first` })
  await expect(list.getByRole('listitem')).toHaveCount(1)

  await page.goto('/customer-login')
  await submitCidAndMobile(page, customer)
  await expect(list.getByRole('listitem')).toHaveCount(2)
  const newest = await list.getByRole('listitem').first().textContent()
  const code = /\b(\d{6})\b/.exec(newest ?? '')![1]!
  await page.getByLabel('Code from the SMS').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('button', { name: 'Kinley Om' })).toBeVisible()
})
