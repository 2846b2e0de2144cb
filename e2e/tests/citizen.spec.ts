import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import {
  customerToken,
  decideByApi,
  fileSiteClearance,
  keepScreenshot,
  registeredCustomer,
  signInWithToken,
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
