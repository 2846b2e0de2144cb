import { writeFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  adminAuthorization,
  adminSignsIn,
  appHasRun,
  chooseLanguage,
  customerToken,
  decideByApi,
  divisionsNamedInDzongkha,
  enterCodeSentTo,
  fieldError,
  fileSiteClearance,
  keepScreenshot,
  registeredCustomer,
  signInWithToken,
  smsCount,
  startForm,
  uniqueCid,
  uniqueMobile,
  uniqueUsername,
} from './helpers'

// Each behaviour once, on the narrowest phone where it must hold, or at 390 px, the common one.

/** Neither the page nor anything inside it scrolls sideways. */
async function expectNoSidewaysScrolling(page: Page) {
  const overflowing = await page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll('main *'))]
      // Text for screen readers only is clipped to a pixel on purpose.
      .filter((element) => !element.classList.contains('visually-hidden'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter(
        (element) =>
          element === document.documentElement || getComputedStyle(element).overflowX !== 'visible',
      )
      .map((element) => element.tagName + '.' + element.className),
  )
  expect(overflowing).toEqual([])
}

/** The whole element is inside the screen's width. */
async function expectInView(page: Page, element: Locator) {
  await expect(element).toBeVisible()
  const box = (await element.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
}

async function expectNoAxeViolations(page: Page) {
  // Colours as they settle, not half-way through a button's transition after a click (CI's load
  // once caught the inbox's Filters button so): Bootstrap drops its transitions for reduced motion.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test(`at 360 px the ticket list shows every application's actions without sideways scrolling`, async ({
  page,
  request,
}) => {
  const width = 360
  const customer = await registeredCustomer(request, 'Dechen Wangmo')
  const approved = await fileSiteClearance(request, customer)
  const pending = await fileSiteClearance(request, customer)
  await decideByApi(request, approved, 'Approved', 'Valid for the workshop only')

  await page.setViewportSize({ width, height: 800 })
  await signInWithToken(page, await customerToken(request, customer))
  await page.goto('/ticket')
  const approvedCard = page.getByRole('listitem').filter({ hasText: `Application ID ${approved}` })
  await expect(approvedCard.getByText('Delivered')).toBeVisible()
  await expectInView(page, approvedCard.getByRole('link', { name: `View application ${approved}` }))
  await expectInView(
    page,
    approvedCard.getByRole('link', { name: `Download approval letter (PDF) of application ${approved}` }),
  )
  const pendingCard = page.getByRole('listitem').filter({ hasText: `Application ID ${pending}` })
  await expect(pendingCard.getByText('Under Process')).toBeVisible()
  await expectInView(page, pendingCard.getByRole('link', { name: `View application ${pending}` }))
  await expect(pendingCard.getByRole('button')).toHaveCount(0)
  await expectNoSidewaysScrolling(page)
  await expectNoAxeViolations(page)
  await keepScreenshot(page, `ticket-list-${width}`)
})

test('at 390 px a decided ticket opens with its decision, date, remarks and letter, and reads back with the way back', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Tshering Yangzom')
  const approved = await fileSiteClearance(request, customer)
  const rejected = await fileSiteClearance(request, customer)
  await decideByApi(request, approved, 'Approved', 'Line 1\nLine 2 of the remarks')
  await decideByApi(request, rejected, 'Rejected', 'The plot is inside the line corridor')

  await page.setViewportSize({ width: 390, height: 800 })
  await signInWithToken(page, await customerToken(request, customer))
  for (const [id, decision, heading, letter, remarks] of [
    [approved, 'approved', 'Your application has been approved', 'approval', 'Line 1 Line 2 of the remarks'],
    [
      rejected,
      'rejected',
      'Your application has been rejected',
      'rejection',
      'The plot is inside the line corridor',
    ],
  ] as const) {
    await page.goto(`/ticket/${id}`)
    const panel = page.getByRole('region', { name: heading })
    await expect(panel).toBeVisible()
    await expect(panel.getByText(/^Decided on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible()
    await expect(panel.getByText(remarks)).toBeVisible()
    const download = page.waitForEvent('download')
    await panel.getByRole('link', { name: `Download ${letter} letter (PDF) of application ${id}` }).click()
    expect((await download).suggestedFilename()).toBe(`Site Clearance-${id}.pdf`)
    // The panel comes first: above the search and the ticket itself.
    const panelTop = (await panel.boundingBox())!.y
    expect(panelTop).toBeLessThan((await page.getByLabel('Application ID').boundingBox())!.y)
    await expectNoSidewaysScrolling(page)
    await expectNoAxeViolations(page)
    await keepScreenshot(page, `ticket-${decision}-390`)
  }

  // The rejected application read back: its status, its decision and the way back.
  await page.getByRole('link', { name: `View application ${rejected}` }).click()
  await expect(page.getByText('Status: Rejected')).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Your application has been rejected' })
      .getByText('The plot is inside the line corridor'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await keepScreenshot(page, 'application-read-back-390')
  await page.getByRole('link', { name: `Back to application ${rejected}` }).click()
  await expect(page).toHaveURL(new RegExp(`/ticket/${rejected}$`))
})

/** A failed submit: the summary is focused, counts the errors, and its first link focuses the first field. */
async function expectErrorSummary(page: Page, submit: string, firstLink: string) {
  await page.getByRole('button', { name: submit, exact: true }).click()
  const summary = page.getByRole('alert', { name: /^There (is a problem|are \d+ problems)$/ })
  await expect(summary).toBeFocused()
  const count = await summary.getByRole('listitem').count()
  await expect(summary).toHaveAccessibleName(
    count === 1 ? 'There is a problem' : `There are ${count} problems`,
  )
  await expect(page.locator('.field-error')).toHaveCount(count)
  await expectNoAxeViolations(page)
  const link = summary.getByRole('link').first()
  await expect(link).toHaveText(firstLink)
  await link.click()
  await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator(':focus')).toBeInViewport()
}

test('at 390 px registration and sign-in open a failed submit with an error summary', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/customer-register')
  await page.getByLabel('CID number').fill('123')
  await expectErrorSummary(page, 'Register', 'CID number: CID number should be equal to 11 digits')
  await keepScreenshot(page, 'registration-error-summary-390')
  await page.goto('/customer-login')
  await expectErrorSummary(
    page,
    'Sign in',
    'CID number: Citizenship Identification Number is a required field',
  )
})

test(`at 360 px the back office's header keeps Sign out on the screen, and dates are day first`, async ({
  page,
}) => {
  const width = 360
  await page.setViewportSize({ width, height: 800 })
  await adminSignsIn(page)
  const header = page.getByRole('navigation', { name: 'Back office' })
  await expectInView(page, header.getByRole('button', { name: 'Sign out', exact: true }))
  await expectInView(page, header.getByRole('link', { name: 'Staff and divisions' }))
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByLabel('From').fill('31/04/2026')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Enter a date as day/month/year, for example 23/11/2026.')).toBeVisible()
  await page.getByLabel('From').fill('01/11/2026')
  await page.getByLabel('To').fill('30/11/2026')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/from=2026-11-01/)
  await expect(page).toHaveURL(/to=2026-11-30/)
  await page.getByRole('button', { name: 'Filters (2 applied)' }).click()
  await expect(page.getByLabel('From')).toHaveValue('01/11/2026')
  await expectNoAxeViolations(page)
  await keepScreenshot(page, `staff-inbox-${width}`)
})

test('at 390 px the inbox folds its filters, follows its address, and gives each application a card linked by its service', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Tshering Yangzom')
  const id = await fileSiteClearance(request, customer)
  await decideByApi(request, id, 'Approved', 'Checked on site')
  await page.setViewportSize({ width: 390, height: 800 })
  await adminSignsIn(page)

  // A reload of every status shows "All", as it lists, not the default "Pending".
  await page.goto(`/staff?status=all&q=${id}`)
  const filters = page.getByRole('button', { name: 'Filters (2 applied)' })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Status')).toBeHidden()
  const card = page.getByRole('listitem').filter({ hasText: customer.name })
  await expect(card.getByText('Approved')).toBeVisible()
  await expect(card.getByText('Assigned to')).toBeVisible()
  await expect(card.getByText('Deadline')).toBeVisible()
  await expectInView(page, card.getByRole('link', { name: `Construction clearance, application ${id}` }))
  await expectNoSidewaysScrolling(page)
  await expectNoAxeViolations(page)
  await keepScreenshot(page, 'staff-inbox-cards-390')

  await filters.click()
  await expect(page.getByLabel('Status')).toHaveValue('')
  await expect(page.getByLabel('Status').locator('option:checked')).toHaveText('All')
  await expectNoAxeViolations(page)
  await keepScreenshot(page, 'staff-inbox-filters-open-390')
  await card.getByRole('link', { name: `Construction clearance, application ${id}` }).click()
  await expect(page.getByText(`Application ID ${id}`)).toBeVisible()
})

test('at 390 px an admin renames a division only through Rename and Save', async ({ page }) => {
  const division = `ESD ${uniqueUsername('test')}`
  await page.setViewportSize({ width: 390, height: 800 })
  await adminSignsIn(page)
  await page.goto('/staff/admin')
  const newDivision = page.getByRole('form', { name: 'New division' })
  await newDivision.getByLabel('New division').fill(division)
  await newDivision.getByRole('button', { name: 'Add' }).click()
  await page.getByRole('button', { name: `Rename ${division}` }).click()
  await expect(page.getByLabel(`New name of ${division}`)).toBeFocused()
  await page.getByLabel(`New name of ${division}`).fill(`${division} West`)
  await expectNoAxeViolations(page)
  await keepScreenshot(page, 'division-rename-390')
  await page.getByRole('button', { name: 'Save the name' }).click()
  await expect(page.getByText(`${division} is now named ${division} West.`)).toBeVisible()
  await expect(page.getByRole('button', { name: `Rename ${division} West` })).toBeVisible()
})

test('at 390 px a service form first says what to have ready, explains its words, shows a chosen file by its name, and opens a failed submit with an error summary', async ({
  page,
  request,
}, testInfo) => {
  const document = testInfo.outputPath('site-plan.pdf')
  writeFileSync(document, `%PDF-1.4\n${'%'.repeat(2_000)}\n`)
  const customer = await registeredCustomer(request, 'Kinley Dem')
  await page.setViewportSize({ width: 390, height: 800 })
  await signInWithToken(page, await customerToken(request, customer))
  await page.goto('/power-clearance')
  await expect(page.getByText(/^Within \d+ working days? of filing/)).toBeVisible()
  await expectNoSidewaysScrolling(page)
  await keepScreenshot(page, 'power-clearance-before-you-start-390')
  await startForm(page)
  // The division is chosen for a customer in Paro: the first field in error is the next one.
  await expect(page.getByLabel('Division', { exact: true }).locator('option:checked')).toHaveText('ESD Paro')
  await expectErrorSummary(page, 'Continue', 'Area/Category: Please select one')
  await keepScreenshot(page, 'power-clearance-error-summary-390')

  await expect(page.getByLabel('Area/Category')).toHaveAccessibleDescription(/LV \(low voltage/)
  await page.getByText('Which division covers my dzongkhag?').click()
  await expect(page.getByRole('definition').filter({ hasText: 'Punakha, Gasa' })).toBeVisible()
  await page.getByText('Read the terms and conditions of supply').click()
  await expect(page.getByText(/licensed electrician/)).toBeVisible()

  const cidCopy = page.getByLabel('Copy of your citizenship ID card')
  await expect(cidCopy).toHaveAccessibleDescription(
    /is 0\.5MB\. A PDF, a JPEG or PNG photo, or a Word document \(\.docx\)\.( |$)/,
  )
  await cidCopy.setInputFiles(document)
  await expect(page.getByText('site-plan.pdf, 2 KB')).toBeVisible()
  // The browser's own "No file chosen" is out of sight; the buttons act on the file.
  await expect(cidCopy).toHaveClass('visually-hidden')
  // The keyboard is at the chosen file, and goes on forward to its buttons (WCAG 2.4.3).
  await expect(page.locator('#field-cid_copy-chosen')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('button', { name: 'Choose another file for Copy of your citizenship ID card' }),
  ).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Remove site-plan.pdf' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(cidCopy).toBeVisible()
  await expect(cidCopy).toBeFocused()

  await page.getByLabel('Power required (kW)').fill('twelve')
  await page.getByLabel('Power required (kW)').blur()
  await expect(fieldError(page, 'Enter a number in digits, for example 25.')).toBeVisible()
  await expectNoSidewaysScrolling(page)
  await expectNoAxeViolations(page)
})

test('at 390 px a citizen who chose a service and then registers goes on to that service, with no second code', async ({
  page,
}) => {
  const mobile = uniqueMobile()
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  await page.getByRole('link', { name: 'Power clearance' }).click()
  await expect(page).toHaveURL(/\/customer-login\/power-clearance$/)
  // What the service needs is there before any account is: documents, fee and days. Below
  // both ways in on a phone, so a link above them says so and leads there.
  const guide = page.getByRole('region', { name: 'Power clearance: Before you start' })
  await page.getByRole('link', { name: 'What Power clearance needs: documents, fee and days' }).click()
  await expect(guide.getByRole('heading', { name: 'Documents to have ready' })).toBeInViewport()
  await expect(guide.getByRole('button', { name: 'Start' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await keepScreenshot(page, 'sign-in-with-service-guide-390')
  await page.getByRole('link', { name: 'Register here' }).click()
  await expect(page).toHaveURL(/\/customer-register\?next=%2Fpower-clearance$/)
  // The address changes before the page's script has come, and the sign-in page, which has a
  // CID field too, stays until then: the registration's own heading says it is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible()

  await page.getByLabel('CID number').fill(uniqueCid())
  await page.getByLabel('Full name').fill('Pema Lhamo')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByLabel('Dzongkhag', { exact: true }).selectOption({ label: 'Paro' })
  await page.getByLabel('Gewog').selectOption({ index: 1 })
  await page.getByLabel('Village').fill('Shaba')
  await page.getByLabel('Present address', { exact: true }).fill('Bondey, Paro')
  await page.getByLabel('Present dzongkhag').selectOption({ label: 'Paro' })
  const seen = await smsCount(page.request, mobile)
  await page.getByRole('button', { name: 'Register' }).click()
  await enterCodeSentTo(page, mobile, seen)

  await expect(page.getByText('Succesfully Registered')).toBeVisible()
  // Registered and signed in by the code: a link to sign in would only cost a second one.
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await keepScreenshot(page, 'registered-continue-390')
  await page.getByRole('button', { name: 'Continue to Power clearance' }).click()
  await expect(page).toHaveURL(/\/power-clearance$/)
  // The service itself, not the sign-in page its guard sends the signed-out to.
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible()
  await keepScreenshot(page, 'registered-then-service-390')
})

test('at 360 px a Dzongkha reader reads the divisions by their Dzongkha names, the romanised ones beside them, in the select and in where each works, without sideways scrolling', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  const [first] = await divisionsNamedInDzongkha(request)
  const customer = await registeredCustomer(request, 'Pema Lhamo', 'dz')
  await signInWithToken(page, await customerToken(request, customer))
  await page.evaluate(() => localStorage.setItem('language', 'dz'))
  await page.goto('/power-clearance')
  await page.getByRole('button', { name: 'འགོ་བཙུགས།' }).click()
  const read = `${first!.name_dz} (${first!.name})`
  await expect(page.getByLabel('ལས་སྡེ།').locator('option').nth(1)).toHaveText(read)
  await page.locator('details.field-details > summary').first().click()
  await expect(page.locator('.division-coverage dt').first()).toHaveText(read)
  await keepScreenshot(page, 'division-coverage-dz-360')
  await expectNoSidewaysScrolling(page)
})

test('at 390 px a signed-in citizen opens the folded menu, taps their name, and opens their profile or signs out (issue 49)', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Kinley Wangchuk')
  await page.setViewportSize({ width: 390, height: 844 })
  await signInWithToken(page, await customerToken(request, customer))
  await page.goto('/ticket')
  const menuButton = page.getByRole('button', { name: 'Menu' })
  const name = page.getByRole('button', { name: customer.name })

  // The name opens the account menu, inside the folded menu, which stays open.
  await menuButton.click()
  await name.click()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
  // A page chosen from the menu folds it.
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')

  await menuButton.click()
  await name.click()
  const signOut = page.getByRole('button', { name: 'Sign out', exact: true })
  await expectInView(page, signOut)
  await expectNoAxeViolations(page)
  await keepScreenshot(page, 'account-menu-open-390')
  await signOut.click()
  // Signed out: the session's cookie is cleared (decision 078), not merely hidden.
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === '__Host-session'))
    .toBe(false)
  if ((await menuButton.getAttribute('aria-expanded')) === 'false') await menuButton.click()
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
  await expect(name).toHaveCount(0)
})

/** Every link and button inside is at least 44 × 44 CSS px, a finger's target (WCAG 2.5.5). */
async function expectTouchTargets(container: Locator) {
  const targets = await container.locator('a, button').all()
  expect(targets.length).toBeGreaterThan(0)
  for (const target of targets) {
    const box = (await target.boundingBox())!
    const name = (await target.textContent())!.trim()
    expect(box.width, `the width of "${name}"`).toBeGreaterThanOrEqual(44)
    expect(box.height, `the height of "${name}"`).toBeGreaterThanOrEqual(44)
  }
}

test('at 390 px a card in Your applications leads by its title to the application, one sent back offers the changes, and every target takes a finger', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Sonam Dema')
  const sentBack = await fileSiteClearance(request, customer)
  const approved = await fileSiteClearance(request, customer)
  await decideByApi(request, approved, 'Approved', 'Valid for the workshop only')
  const returned = await request.post(`/api/staff/applications/${sentBack}/return/`, {
    headers: { authorization: await adminAuthorization(request) },
    data: { message: 'The thram number cannot be read.', fields: ['thram'] },
  })
  expect(returned.status()).toBe(200)

  await page.setViewportSize({ width: 390, height: 844 })
  await signInWithToken(page, await customerToken(request, customer))
  await page.goto('/ticket')
  const card = (id: number) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Application ID ${id}`, exact: true }) })
  await expect(card(sentBack).getByText('Action needed')).toBeVisible()
  await expect(card(sentBack).getByText('The thram number cannot be read.')).toBeVisible()
  await expect(card(approved).getByText('Delivered')).toBeVisible()
  await expectTouchTargets(card(sentBack))
  await expectTouchTargets(card(approved))
  await expectNoSidewaysScrolling(page)
  await expectNoAxeViolations(page)
  await keepScreenshot(page, 'ticket-cards-390')

  // The card sent back leads to where the changes are made.
  await card(sentBack)
    .getByRole('link', { name: `Make the changes to application ${sentBack}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`\\?correct=${sentBack}$`))
  await expect(page.getByRole('heading', { name: 'What the utility asked you to change' })).toBeVisible()

  // The title leads to the application's page: its decision, history and receipt.
  await page.goBack()
  await card(approved)
    .getByRole('link', { name: `Application ID ${approved}`, exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/ticket/${approved}$`))
  await expect(page.getByRole('region', { name: 'Your application has been approved' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: `Application ID ${approved}` })).toBeVisible()
})

/** Reaches an element as the keyboard does: from the one before it, by Tab. */
async function tabTo(page: Page, element: Locator) {
  await element.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(element).toBeFocused()
}

/** The keyboard's focus as GOV.UK draws it: a 3 px yellow ring, #ffdd00, with a dark edge. */
async function expectStrongFocus(element: Locator) {
  const drawn = await element.evaluate((focused) => {
    const style = getComputedStyle(focused)
    return {
      visible: focused.matches(':focus-visible'),
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      edge: style.boxShadow,
    }
  })
  expect(drawn.visible).toBe(true)
  expect(drawn.outline).toBe('solid 3px rgb(255, 221, 0)')
  expect(drawn.edge).toContain('rgb(11, 12, 12)')
}

test('at 390 px the keyboard focus is one strong ring on a field, a select, a radio, a link, a button, a box, and a field with an error', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/customer-register')
  // The server's page holds Register disabled until the app runs: a disabled button takes no focus.
  await appHasRun(page)
  const cid = page.getByLabel('CID number')
  for (const element of [
    cid,
    page.getByLabel('Dzongkhag', { exact: true }),
    page.getByRole('radio').first(),
    page.getByRole('main').getByRole('link').first(),
    page.getByRole('button', { name: 'Register' }),
  ]) {
    await tabTo(page, element)
    await expectStrongFocus(element)
  }
  // A field with an error keeps the same ring, not a red glow hard to tell from no focus.
  await cid.fill('123')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(cid).toHaveAttribute('aria-invalid', 'true')
  await tabTo(page, cid)
  await expectStrongFocus(cid)
  await keepScreenshot(page, 'focus-on-an-error-390')

  // The box that accepts the terms of supply.
  const customer = await registeredCustomer(request, 'Ugyen Dorji')
  await signInWithToken(page, await customerToken(request, customer))
  await page.goto('/power-clearance')
  await startForm(page)
  const terms = page.getByRole('checkbox').last()
  await tabTo(page, terms)
  await expectStrongFocus(terms)
})

test('at 360 px a Dzongkha form says in Dzongkha, above the English terms of supply, that the English binds until reviewed and what it covers', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const customer = await registeredCustomer(request, 'Pema Lhamo', 'dz')
  await signInWithToken(page, await customerToken(request, customer))
  await page.evaluate(() => localStorage.setItem('language', 'dz'))
  await page.goto('/power-clearance')
  await page.getByRole('button', { name: 'འགོ་བཙུགས།' }).click()
  await page.getByText('གློག་མེ་བྱིན་ནིའི་ སྒྲིག་གཞི་དང་ཆ་རྐྱེན་ཚུ་ ལྷག').click()
  const terms = page.locator('details.field-details[open]')
  const why = terms.getByText(/ཨིང་ལིཤ་ནང་ཨིན།/)
  await expect(why).toBeVisible()
  await expect(why).toContainText('ཚད་འཇལ་ཆས་')
  // The English paragraphs follow it, marked as English for a screen reader's voice.
  const firstTerm = terms.locator('li').first()
  await expect(firstTerm).toHaveAttribute('lang', 'en')
  await expect(firstTerm).toContainText('The information and documents you give are true')
  expect((await why.boundingBox())!.y).toBeLessThan((await firstTerm.boundingBox())!.y)
  await expectNoSidewaysScrolling(page)
  await expectNoAxeViolations(page)
  await keepScreenshot(page, 'terms-in-english-dz-360')
})

test('at 390 px signing out from an application page says so, on the home page', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Dorji Wangmo')
  await page.setViewportSize({ width: 390, height: 800 })
  await signInWithToken(page, await customerToken(request, customer))
  await page.goto('/ticket')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: customer.name }).click()
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByRole('status').getByText('You have signed out.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('You need to first sign-in or register')).toHaveCount(0)
  await keepScreenshot(page, 'signed-out-390')

  // The browser keeps the page's state through a reload, which the server's page never has:
  // the app takes that page over without a mismatch (React's error #418 before).
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.reload()
  await appHasRun(page)
  await expect(page.getByRole('status').getByText('You have signed out.')).toBeVisible()
  expect(errors).toEqual([])
})

test(`at 390 px a form's Back reads as an action: drawn in the page's ink, not a disabled grey`, async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Tashi Pelden')
  await page.setViewportSize({ width: 390, height: 800 })
  await signInWithToken(page, await customerToken(request, customer))
  await page.goto('/power-clearance')
  await startForm(page)
  const back = page.getByRole('button', { name: 'Back', exact: true })
  await expectInView(page, back)
  const [ink, border, text] = await back.evaluate((button) => [
    getComputedStyle(document.body).color,
    getComputedStyle(button).borderTopColor,
    getComputedStyle(button).color,
  ])
  expect([border, text]).toEqual([ink, ink])
  // And the fields' own edges are seen (WCAG 1.4.11: 3:1 against the white page).
  for (const field of [
    page.getByLabel('Division', { exact: true }),
    page.locator('input[type=checkbox]').first(),
  ]) {
    const edge = await field.evaluate((element) => getComputedStyle(element).borderTopColor)
    expect(contrastWithWhite(edge), edge).toBeGreaterThanOrEqual(3)
  }
  await keepScreenshot(page, 'form-back-390')
})

/** The contrast of an `rgb(r, g, b)` colour against white, as WCAG computes it. */
function contrastWithWhite(color: string) {
  const [r, g, b] = color
    .match(/\d+/g)!
    .slice(0, 3)
    .map((channel) => {
      const value = Number(channel) / 255
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05)
}

test('at 390 px a form chooses the division that alone serves where the customer lives, still theirs to change', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Sangay Choden')
  await page.setViewportSize({ width: 390, height: 800 })
  await signInWithToken(page, await customerToken(request, customer))
  await page.goto('/power-clearance')
  await startForm(page)
  const division = page.getByLabel('Division', { exact: true })
  // The customer lives in Paro, which ESD Paro alone serves.
  await expect(division.locator('option:checked')).toHaveText('ESD Paro')
  await expectInView(page, division)
  await keepScreenshot(page, 'division-preselected-390')
  // Chosen for them is no draft to offer on their return (one is kept 400 ms after a change).
  await page.waitForTimeout(1_000)
  await page.reload()
  await expect(division.locator('option:checked')).toHaveText('ESD Paro')
  await expect(page.getByRole('region', { name: 'Unsent form' })).toHaveCount(0)
  await division.selectOption({ label: 'ESD Thimphu' })
  await expect(division.locator('option:checked')).toHaveText('ESD Thimphu')
})

test(`at 360 px the brand's two Dzongkha lines keep apart`, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await chooseLanguage(page, 'dz')
  await page.goto('/')
  await appHasRun(page)
  await page.evaluate(() => document.fonts.ready)
  await keepScreenshot(page, 'brand-dz-360')
  // Tibetan letters reach past the font's measure, above and below: what is drawn is compared.
  // Each line drawn alone, the other hidden: no pixel (or its neighbour) inked by both.
  const brand = page.locator('.brand-text')
  const lineAlone = async (shown: number) => {
    await brand.evaluate((text, shown) => {
      Array.from(text.children as HTMLCollectionOf<HTMLElement>).forEach((line, index) => {
        line.style.visibility = index === shown ? '' : 'hidden'
      })
    }, shown)
    return (await brand.screenshot()).toString('base64')
  }
  const [first, second] = [await lineAlone(0), await lineAlone(1)]
  const touching = await page.evaluate(
    async ([first, second]) => {
      const inkOf = async (png: string) => {
        const picture = new Image()
        picture.src = `data:image/png;base64,${png}`
        await picture.decode()
        const canvas = Object.assign(document.createElement('canvas'), {
          width: picture.width,
          height: picture.height,
        })
        const context = canvas.getContext('2d')!
        context.drawImage(picture, 0, 0)
        const { data, width, height } = context.getImageData(0, 0, picture.width, picture.height)
        const ink = (x: number, y: number) =>
          [0, 1, 2].some((channel) => Math.abs(data[(y * width + x) * 4 + channel]! - data[channel]!) > 60)
        return { ink, width, height }
      }
      const [a, b] = [await inkOf(first!), await inkOf(second!)]
      let count = 0
      for (let y = 1; y < a.height - 1; y++)
        for (let x = 1; x < a.width - 1; x++)
          if (a.ink(x, y) && [-1, 0, 1].some((dy) => [-1, 0, 1].some((dx) => b.ink(x + dx, y + dy)))) count++
      return count
    },
    [first, second],
  )
  expect(touching).toBe(0)
})

test('at 360 px the English registration draws Dzongkha in the language choice, no boxes without a font', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/customer-register')
  const dzongkha = page.getByRole('radio', { name: 'རྫོང་ཁ · Dzongkha' })
  await expect(dzongkha).toBeVisible()
  // Tibetan letters only where a screen reader reads them: what shows is drawn.
  const shown = await page.locator('label[for="field-language-dz"]').evaluate((label) => {
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT)
    const texts: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement!.closest('.visually-hidden')) texts.push(node.textContent!)
    return texts.join('')
  })
  expect(shown).not.toMatch(/[\u0F00-\u0FFF]/)
  await expect(page.locator('label[for="field-language-dz"] .dzongkha-name')).toBeVisible()
  await keepScreenshot(page, 'register-language-360')
})
