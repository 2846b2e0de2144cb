import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { adminSignsIn, appHasRun, chooseLanguage, keepScreenshot } from './helpers'

const CORRECTED = 'ཞབས་ཏོག་ག་ཅི་དགོཔ་ཨིན་ན་ མ་ཤེས་པ་ཅིན་ རིན་མེད་ཁ་པར་ {phone} ལུ་ འབྲེལ་བ་འཐབ་གནང་།'

/**
 * Issue 49: a translator finishes the Dzongkha in the browser. The admin reviews ten entries
 * on the translator's page — one corrected (the landing page's last line, which no other
 * journey reads: the server is shared), nine confirmed as they stand — each is kept as
 * reviewed, by them, today, and the Dzongkha landing page shows the correction, without its
 * scripts and once they run.
 */
test('an admin reviews ten Dzongkha entries on the translator’s page, and a page shows the correction', async ({
  page,
  request,
  anotherPage,
}) => {
  await adminSignsIn(page)
  await page.getByRole('link', { name: 'Translations' }).click()
  await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible()

  const drafts = async () =>
    Number(/^(\d+) of/.exec((await page.locator('main p').first().textContent()) ?? '')?.[1])
  const before = await drafts()
  expect(before).toBeGreaterThan(10)

  await page.getByLabel('Words, in either language').fill('landing.notSure')
  const corrected = page.getByRole('listitem').first()
  await corrected.getByRole('textbox').fill(CORRECTED)
  await corrected.getByRole('button', { name: /^Mark reviewed/ }).click()
  await expect(corrected.getByText(/^Reviewed by .+ on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible()
  await expect.poll(drafts).toBe(before - 1)

  // Nine of the profile page's, confirmed as they stand: each says so, and stays in view.
  await page.getByLabel('Words, in either language').fill('')
  await page.getByLabel('Screen').selectOption('Profile')
  for (let nth = 0; nth < 9; nth++) {
    const item = page.getByRole('listitem').nth(nth)
    await item.getByRole('button', { name: /^Mark reviewed/ }).click()
    await expect(item.getByText(/^Reviewed by .+ on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible()
    await expect.poll(drafts).toBe(before - 2 - nth)
  }

  await page.getByLabel('Show').selectOption('all')
  await page.getByLabel('Screen').selectOption('')
  await page.getByLabel('Words, in either language').fill('landing.notSure')
  const kept = page.getByRole('listitem').first()
  await expect(kept.getByRole('textbox')).toHaveValue(CORRECTED)
  await expect(kept.getByText(/^Reviewed by .+ on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible()

  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => v.id)).toEqual([])
  await keepScreenshot(page, 'translations-1280')

  // The landing page in Dzongkha: the server renders the correction, and the app keeps it.
  const said = CORRECTED.replace('{phone}', '1250')
  const html = await (await request.get('/', { headers: { 'accept-language': 'dz' } })).text()
  expect(html).toContain(said)
  const reader = await anotherPage()
  await chooseLanguage(reader, 'dz')
  const hydrationErrors: string[] = []
  reader.on('console', (message) => {
    if (message.type() === 'error') hydrationErrors.push(message.text())
  })
  await reader.goto('/')
  await appHasRun(reader)
  await expect(reader.getByText(said)).toBeVisible()
  expect(hydrationErrors).toEqual([])
})
