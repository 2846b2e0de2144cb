import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { keepScreenshot } from './helpers'

/**
 * Issue 49: a translator finishes the Dzongkha in the browser. The admin reviews ten entries
 * on the translator's page — one corrected, nine confirmed as they stand (the server is shared
 * with the other journeys: their words stay) — and each is kept as reviewed, by them, today.
 */
test('an admin reviews ten Dzongkha entries on the translator’s page', async ({ page }) => {
  await page.goto('/staff/login')
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill('e2e-admin-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('link', { name: 'Translations' }).click()
  await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible()

  const drafts = async () =>
    Number(/^(\d+) of/.exec((await page.locator('main p').first().textContent()) ?? '')?.[1])
  const before = await drafts()
  expect(before).toBeGreaterThan(10)

  // A page's words, which the server does not write: corrected.
  await page.getByLabel('Words, in either language').fill('footer.underReview')
  const corrected = page.getByRole('listitem').first()
  await corrected.getByRole('textbox').fill('སྐད་བསྒྱུར་འདི་ ད་ལྟོ་ བསྐྱར་ཞིབ་འབད་དོ།།')
  await corrected.getByRole('button', { name: 'Mark reviewed' }).click()
  await expect(corrected.getByText(/^Reviewed by .+ on \d{4}-\d{2}-\d{2}\.$/)).toBeVisible()
  await expect.poll(drafts).toBe(before - 1)

  // Nine of the profile page's, confirmed as they stand: each says so, and stays in view.
  await page.getByLabel('Words, in either language').fill('')
  await page.getByLabel('Screen').selectOption('Profile')
  for (let nth = 0; nth < 9; nth++) {
    const item = page.getByRole('listitem').nth(nth)
    await item.getByRole('button', { name: 'Mark reviewed' }).click()
    await expect(item.getByText(/^Reviewed by .+ on \d{4}-\d{2}-\d{2}\.$/)).toBeVisible()
    await expect.poll(drafts).toBe(before - 2 - nth)
  }

  await page.getByLabel('Show').selectOption('all')
  await page.getByLabel('Screen').selectOption('')
  await page.getByLabel('Words, in either language').fill('footer.underReview')
  const kept = page.getByRole('listitem').first()
  await expect(kept.getByRole('textbox')).toHaveValue('སྐད་བསྒྱུར་འདི་ ད་ལྟོ་ བསྐྱར་ཞིབ་འབད་དོ།།')
  await expect(kept.getByText(/^Reviewed by .+ on \d{4}-\d{2}-\d{2}\.$/)).toBeVisible()

  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => v.id)).toEqual([])
  await keepScreenshot(page, 'translations-1280')
})
