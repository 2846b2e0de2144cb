import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { extractText } from 'unpdf'
import { expect, test } from './fixtures'
import {
  customerToken,
  decideByApi,
  fileSiteClearance,
  keepScreenshot,
  registeredCustomer,
  signInWithToken,
  startForm,
} from './helpers'

for (const width of [360, 1280]) {
  test(`at ${width} px the message centre keeps what was sent, counts the unread, and marks one read when opened`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const customer = await registeredCustomer(request, 'Sonam Choden')
    const first = await fileSiteClearance(request, customer)
    const second = await fileSiteClearance(request, customer)
    await decideByApi(request, first, 'Approved', 'Line inspected.')
    await decideByApi(request, second, 'Rejected', 'The site is under a 66 kV line.')

    await signInWithToken(page, await customerToken(request, customer))
    await page.goto('/ticket')
    if (width < 576) await page.getByRole('button', { name: 'Menu' }).click()
    const link = page.getByRole('link', { name: 'Messages 2 unread' })
    await expect(link).toBeVisible()
    await link.click()

    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible()
    const items = page.getByRole('listitem')
    await expect(items).toHaveCount(2)
    // Newest first: the rejection was decided last.
    const newest = items.first().getByRole('button')
    await expect(newest).toContainText(`Application ${second}: Rejected`)
    await expect(newest).toContainText('New')
    await expect(newest).toHaveAttribute('aria-expanded', 'false')
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    await newest.click()
    await expect(newest).toHaveAttribute('aria-expanded', 'true')
    await expect(items.first().getByText(/The site is under a 66 kV line\./)).toBeVisible()
    await expect(newest).not.toContainText('New')
    if (width < 576) await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('link', { name: 'Messages 1 unread' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await keepScreenshot(page, `message-centre-${width}`)

    // Read on the server, not only on this page.
    await page.reload()
    await expect(page.getByRole('listitem').first().getByRole('button')).not.toContainText('New')
  })
}

test('filing shows a receipt of what was sent, and the same as a PDF whose code checks as a receipt', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request, 'Ugyen Tshomo')
  await signInWithToken(page, await customerToken(request, customer))
  await page.goto('/account-closure-security-refund')
  await expect(page.getByText('Security deposit receipt', { exact: true })).toBeVisible()
  await keepScreenshot(page, 'before-you-start')
  await startForm(page)
  await page.getByLabel('Division', { exact: true }).selectOption({ label: 'ESD Paro' })
  await page.getByLabel('Area/Category').selectOption({ index: 1 })
  await page.getByLabel('Contract account number').fill('12345678')
  await page.getByLabel('Reason', { exact: true }).fill('Moving to Thimphu')
  await page.getByLabel('Security deposit receipt').setInputFiles({
    name: 'deposit-2019.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%deposit\n%%EOF\n'),
  })
  await page.getByLabel(/I confirm the information given is true/).check()
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page).toHaveURL(/\/ticket\/\d+\?success$/)
  const id = /\/ticket\/(\d+)/.exec(page.url())![1]!
  const receipt = page.getByRole('region', { name: 'Your receipt' })
  await expect(receipt.getByText('Moving to Thimphu')).toBeVisible()
  await expect(receipt.getByText(/^deposit-2019\.pdf \(\d+ bytes\)$/)).toBeVisible()
  await expect(receipt.getByText('Account Closure')).toBeVisible()
  await expect(page.getByText(/^Expected decision by: \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
  await keepScreenshot(page, 'receipt')

  const download = page.waitForEvent('download')
  await receipt.getByRole('button', { name: `Download receipt (PDF) of application ${id}` }).click()
  expect((await download).suggestedFilename()).toBe(`Receipt-${id}.pdf`)
  const pdf = await readFile((await (await download).path())!)
  const text = (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ')
  expect(text).toContain(`Application ID: ${id}`)
  expect(text).toContain('Service: Account Closure')
  expect(text).toMatch(/Expected decision by: \d{2} \w+ \d{4}/)
  expect(text).toContain('Moving to Thimphu')
  expect(text).toContain('Security deposit receipt deposit-2019.pdf')

  const checkAt = /(\/verify\/[A-Za-z0-9_-]+)/.exec(text)![1]!
  await page.goto(checkAt)
  await expect(
    page.getByText('Bhutan Power Corporation Limited issued a receipt with this code'),
  ).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'U**** T*****' })).toBeVisible()
})
