import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  adminSignsIn,
  customerToken,
  fileSiteClearance,
  firstDivision,
  keepScreenshot,
  registeredCustomer,
  signInWithCid,
} from './helpers'

const pdf = (name: string, text: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n%${text}\n%%EOF\n`),
})

/** A meter relocation, as its page sends it (JSON). */
const meterRelocation = {
  request_type: 'Relocation',
  category: 'Urban',
  contract_account: '12345678',
  location: 'Changzamtog',
  reason: 'New kitchen',
  site_ready_checbox: true,
  terms: true,
}

async function openInConsole(page: Page, id: number) {
  await adminSignsIn(page)
  await page.goto(`/staff/applications/${id}`)
  await expect(page.getByText(`Application ID ${id}`)).toBeVisible()
}

test('an officer sends an application back; the customer replaces a document; it is approved', async ({
  page,
  anotherPage,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Dechen Wangmo')
  const id = await fileSiteClearance(request, customer, { license_copy: pdf('licence-blurred.pdf', 'old') })

  await openInConsole(page, id)
  await page.getByRole('button', { name: 'Take it' }).click()
  await expect(page.getByText('Assigned to you.')).toBeVisible()
  const note = page.getByRole('form', { name: 'Add a note' })
  await note
    .getByLabel('Note', { exact: true })
    .fill('Checked the licence number with the contractor register.')
  await note.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText('The note was added.')).toBeVisible()
  await note.getByLabel('Note', { exact: true }).fill('A line inspector will visit the site next week.')
  await note.getByLabel('Show this note to the customer').check()
  await note.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText('Shown to the customer', { exact: true })).toBeVisible()
  const sendBack = page.getByRole('form', { name: 'Send back for correction' })
  await sendBack.getByRole('button', { name: 'Send back' }).click()
  await expect(sendBack.getByText('Please select at least one field or document to change.')).toBeVisible()
  await sendBack.getByLabel('Copy of the licence').check()
  await sendBack
    .getByLabel('Message to the customer')
    .fill('The licence copy is blurred. Please scan it again.')
  await sendBack.getByRole('button', { name: 'Send back' }).click()
  await expect(page.getByText(/Sent back to the customer for changes/)).toBeVisible()

  const customerPage = await anotherPage()
  await customerPage.goto('/customer-login/ticket')
  await signInWithCid(customerPage, customer)
  await expect(
    customerPage
      .getByRole('row', { name: new RegExp(`^${id} Construction clearance`) })
      .getByText('Action needed'),
  ).toBeVisible()
  await customerPage.goto(`/ticket/${id}`)
  const panel = customerPage.getByRole('region', { name: 'Action needed' })
  await expect(panel.getByText('The licence copy is blurred. Please scan it again.')).toBeVisible()
  await expect(customerPage.getByText('A line inspector will visit the site next week.')).toBeVisible()
  await expect(customerPage.getByText('Checked the licence number')).toHaveCount(0)
  await keepScreenshot(customerPage, 'action-needed')
  await panel.getByRole('link', { name: 'Make the changes' }).click()

  await expect(
    customerPage.getByRole('heading', { name: 'What the utility asked you to change' }),
  ).toBeVisible()
  // The other answers are kept, folded away; the list leads to the one field to change.
  await expect(customerPage.getByLabel('Location of the construction')).toHaveValue('Olakha')
  await expect(customerPage.getByLabel('Location of the construction')).toBeHidden()
  await expect(customerPage.getByText('Your other answers (unchanged)')).toBeVisible()
  const chosen = customerPage.locator('#field-license_copy-chosen')
  await customerPage
    .getByRole('region', { name: 'What the utility asked you to change' })
    .getByRole('link', { name: 'Copy of the licence' })
    .click()
  await expect(chosen).toBeFocused()
  await expect(chosen).toContainText('licence-blurred.pdf')
  await customerPage.getByLabel('Copy of the licence').setInputFiles(pdf('licence-rescanned.pdf', 'new'))
  await expect(chosen).toContainText('licence-rescanned.pdf')
  await keepScreenshot(customerPage, 'correction-form')
  await customerPage.getByRole('button', { name: 'Send the changes' }).click()

  await expect(customerPage).toHaveURL(new RegExp(`/ticket/${id}\\?resubmitted`))
  await expect(customerPage.getByText(`Application ${id} is under process again.`)).toBeVisible()
  await expect(
    customerPage.getByText('Copy of the licence: licence-blurred.pdf → licence-rescanned.pdf'),
  ).toBeVisible()
  await keepScreenshot(customerPage, 'resubmitted')

  await page.reload()
  await expect(
    page.getByText('Copy of the licence: licence-blurred.pdf → licence-rescanned.pdf'),
  ).toBeVisible()
  await keepScreenshot(page, 'console-after-resubmission')
  await page.getByLabel('Approve', { exact: true }).check()
  await page.getByRole('button', { name: 'Record decision' }).click()
  await page.getByRole('button', { name: 'Yes, approve' }).click()
  await expect(page.getByText(/Approved by Administrator/)).toBeVisible()

  await customerPage.goto(`/ticket/${id}`)
  await expect(customerPage.getByRole('cell', { name: 'Delivered' })).toBeVisible()
})

test('a customer withdraws an application, which then cannot be decided', async ({
  page,
  anotherPage,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Kinley Dorji')
  const id = await fileSiteClearance(request, customer)

  const customerPage = await anotherPage()
  await customerPage.goto(`/customer-login/ticket/${id}`)
  await signInWithCid(customerPage, customer)
  await customerPage.getByRole('button', { name: 'Withdraw this application' }).click()
  const form = customerPage.getByRole('form', { name: 'Withdraw application' })
  await form.getByRole('button', { name: 'Withdraw' }).click()
  await expect(form.getByText('Please give a reason for withdrawing.')).toBeVisible()
  await form.getByLabel('Reason').fill('I filed it twice')
  await form.getByRole('button', { name: 'Withdraw' }).click()
  await expect(customerPage.getByRole('cell', { name: 'Withdrawn' })).toBeVisible()
  await expect(customerPage.getByText('I filed it twice')).toBeVisible()
  await expect(customerPage.getByRole('button', { name: 'Withdraw this application' })).toHaveCount(0)

  await openInConsole(page, id)
  await expect(page.getByText('Withdrawn by the customer.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Record decision' })).toHaveCount(0)
})

test('the customer sees the expected decision date; the inbox shows deadlines and sorts by them', async ({
  page,
  anotherPage,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Pema Lhamo')
  const id = await fileSiteClearance(request, customer)
  const customerPage = await anotherPage()
  await customerPage.goto(`/customer-login/ticket/${id}`)
  await signInWithCid(customerPage, customer)
  await expect(customerPage.getByText(/^Expected decision by: \d{2}\/\d{2}\/\d{4}/)).toBeVisible()

  await openInConsole(page, id)
  await page.goto('/staff?status=Pending&sort=due')
  await expect(page.getByRole('columnheader', { name: 'Deadline' })).toBeVisible()
  await expect(
    page
      .getByRole('row', { name: new RegExp(`^${id} Construction clearance`) })
      .getByText(/working days? left|Due today/),
  ).toBeVisible()
  await expect(page.getByLabel('Order')).toHaveValue('due')
  await keepScreenshot(page, 'inbox-deadlines')

  await page.goto('/staff/admin')
  await expect(page.getByRole('heading', { name: 'Service deadlines' })).toBeVisible()
  await expect(page.getByText(/— National Day/)).toBeVisible()
  await keepScreenshot(page, 'admin-deadlines')
})

// The narrowest phone: where charts and their tables would overflow or draw no bars.
for (const width of [360]) {
  test(`the dashboard at ${width} px: charts with their figures as tables, no axe violations`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const customer = await registeredCustomer(request, 'Tashi Dema')
    const id = await fileSiteClearance(request, customer)
    // The longest service name in the charts and their tables: it once widened this page.
    const relocation = await request.post('/api/services/energy-meters/', {
      headers: { authorization: `TOKEN ${await customerToken(request, customer)}` },
      data: { ...meterRelocation, division: await firstDivision(request) },
    })
    expect(relocation.status()).toBe(201)
    await openInConsole(page, id)
    await page.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    for (const chart of [
      'Received by status',
      'Received and decided each week',
      'Received by service',
      'Open and overdue by division, now',
    ]) {
      const bar = page.getByRole('region', { name: chart }).locator('.recharts-bar-rectangle path').first()
      await expect(bar).toBeVisible()
      const box = await bar.boundingBox()
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), `${chart}: its bar is drawn`).toBeGreaterThan(1)
    }
    const byStatus = page.getByRole('region', { name: 'Received by status' })
    // The same figures, for a screen reader: a table with a row per status.
    await expect(byStatus.getByRole('table').getByRole('rowheader', { name: 'Pending' })).toBeAttached()
    await byStatus.getByRole('button', { name: 'Show table' }).click()
    await expect(byStatus.getByRole('table').getByRole('rowheader', { name: 'Pending' })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    // Whatever is wider than the phone, named, so a failure says where to look.
    const wider = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${(e.textContent ?? '').slice(0, 40)}`),
    )
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      wider.join('\n'),
    ).toBeLessThanOrEqual(0)
    await keepScreenshot(page, `dashboard-${width}`)

    const download = page.waitForEvent('download')
    await page.goto('/staff?status=all')
    await page.getByRole('button', { name: 'Download as CSV' }).click()
    expect((await download).suggestedFilename()).toBe('applications.csv')
  })
}
