import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  codeSentTo,
  decideByApi,
  divisionsNamedInDzongkha,
  fillPowerClearanceInDzongkha,
  keepScreenshot,
  type PublicDivision,
  smsCount,
  uniqueCid,
  uniqueMobile,
} from './helpers'

/**
 * The Latin words a Dzongkha page may show (issue 34): brand and product names, units, the
 * electrical categories the utility writes in Latin, and the languages' names on the switch
 * and the language choice ("English" in its own words, "Dzongkha" beside its own script).
 */
const LATIN_KEPT = new Set([
  ...['BPC', 'SMS', 'PDF', 'NDI', 'Bhutan', 'Google', 'Play', 'App', 'Store', 'kW', 'kVA'],
  ...['English', 'Dzongkha'],
  // The abbreviation the divisions' romanised names begin with ("ESD Paro"), which the
  // division field's hint spells out beside it.
  'ESD',
  ...['kV', 'MW', 'KB', 'MB', 'PDF', 'JPEG', 'PNG', 'Word', 'docx'],
])
const LATIN_KEPT_PATTERN = /^(LV|MV|HV)$/

/**
 * The Latin words on the page that are none of those, nor what the customer typed or the
 * names the utility keeps (`typed`: a dzongkhag's or a division's romanised name beside its
 * Dzongkha, "སྤ་རོ་ (Paro)"), a file's name or a link.
 */
async function englishOn(page: Page, typed: readonly string[]) {
  let text = await page.locator('body').innerText()
  for (const own of typed) text = text.split(own).join(' ')
  text = text.replace(/https?:\/\/\S+/g, ' ').replace(/\S+\.(pdf|png|jpe?g)\b/gi, ' ')

  const words = new Set(text.match(/[A-Za-z]{2,}/g) ?? [])
  return [...words].filter((word) => !LATIN_KEPT.has(word) && !LATIN_KEPT_PATTERN.test(word))
}

test('at 360 px a Dzongkha reader registers, files with errors first, and follows the application to its check, in Dzongkha throughout', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 800 })
  const cid = uniqueCid()
  const mobile = uniqueMobile()
  // An admin gives the divisions their Dzongkha names (the form's select lists them all, the
  // journey files with the first): a page then shows a division's own name only in parentheses
  // beside its Dzongkha, as a dzongkhag's.
  const divisions = await divisionsNamedInDzongkha(request)
  const filedWith = divisions[0]!
  const dzongkhags = (
    (await (await request.get('/api/addresses/dzongkhags/')).json()) as { name: string }[]
  ).map((dzongkhag) => `(${dzongkhag.name})`)
  const typed = [
    'Sonam Choden',
    'Shingkhar',
    'Changangkha',
    'Babesa',
    'A house',
    'T-12',
    cid,
    mobile,
    ...dzongkhags,
    ...divisions.map((division) => `(${division.name})`),
  ]
  // The divisions as the page was told them: one another test adds meanwhile has no Dzongkha
  // name yet and reads by its own name alone, as it should (decision 059); any with one shows
  // its own name only in parentheses.
  const told: Promise<PublicDivision[]>[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/divisions/' && response.ok())
      told.push(response.json() as Promise<PublicDivision[]>)
  })
  const divisionsTold = async () =>
    (await Promise.all(told)).flat().map((d) => (d.name_dz ? `(${d.name})` : d.name))
  const pageIsDzongkha = async (where: string) => {
    await keepScreenshot(page, `dzongkha-journey ${where}`)
    expect(await englishOn(page, [...typed, ...(await divisionsTold())]), `English on ${where}`).toEqual([])
  }

  // Register, in Dzongkha from the first page.
  await page.goto('/logo.svg')
  await page.evaluate(() => localStorage.setItem('language', 'dz'))
  await page.goto('/customer-register')
  await expect(page.getByRole('heading', { level: 1, name: 'ཐོ་བཀོད།' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'dz')
  await pageIsDzongkha('the registration page')
  const register = page.locator('main form').first().locator('button[type="submit"]')
  await register.click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  await pageIsDzongkha("the registration page's errors")

  await page.locator('[name="cid"]').fill(cid)
  await page.locator('[name="name"]').fill('Sonam Choden')
  await page.locator('[name="mobile"]').fill(mobile)
  await page.locator('[name="permanent_address.dzongkhag"]').selectOption({ label: 'སྤ་རོ་ (Paro)' })
  await page.locator('[name="permanent_address.gewog"]').selectOption({ index: 1 })
  await page.locator('[name="permanent_address.village"]').fill('Shingkhar')
  await page.locator('[name="current_address.address"]').fill('Changangkha')
  await page.locator('[name="current_address.dzongkhag"]').selectOption({ label: 'སྤ་རོ་ (Paro)' })
  const seen = await smsCount(request, mobile)
  await register.click()

  // The code step.
  const code = page.locator('input[autocomplete="one-time-code"]')
  await expect(code).toBeVisible()
  await pageIsDzongkha('the code step')
  await code.fill(await codeSentTo(request, mobile, seen))
  await code.locator('xpath=ancestor::form').locator('button[type="submit"]').click()
  await expect(code).toBeHidden()
  await pageIsDzongkha('the account made')
  // Registered, then signed in with the same code: home, signed in.
  await page.getByRole('button', { name: 'ནང་བསྐྱོད།' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toMatch(/^TOKEN /)

  // A form sent with errors, then filed: the session is the one registering made.
  await page.goto('/power-clearance')
  await page.getByRole('button', { name: 'འགོ་བཙུགས།' }).click()
  await page.getByRole('button', { name: 'འཕྲོ་མཐུད་འབད།', exact: true }).click()
  await expect(page.getByRole('heading', { name: /^དཀའ་ངལ་ \d+ ཡོདཔ་ཨིན།$/ })).toBeVisible()
  await pageIsDzongkha("a form's errors")
  await fillPowerClearanceInDzongkha(page)
  await page.getByRole('button', { name: 'འཕྲོ་མཐུད་འབད།', exact: true }).click()
  const checking = page.getByRole('form', { name: 'མ་བཏང་བའི་ཧེ་མ་ ཁྱོད་ཀྱི་ ལན་ཚུ་ ཞིབ་དཔྱད་འབད།' })
  await expect(checking).toBeVisible()
  const divisionRead = `${filedWith.name_dz} (${filedWith.name})`
  await expect(checking.getByText(divisionRead, { exact: true })).toBeVisible()
  await pageIsDzongkha('the check before sending')
  await checking.getByRole('button', { name: 'བཙུགས།' }).click()
  await expect(page).toHaveURL(/success/)
  await expect(page.getByRole('heading', { level: 1, name: /^ཞུ་ཡིག་ཨང་ \d+$/ })).toBeVisible()
  await expect(page.getByText(divisionRead, { exact: true })).toBeVisible()
  await pageIsDzongkha('the confirmation')
  const id = Number(/\d+/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0])

  // The ticket list, the message centre once decided, and the letter's public check.
  await page.goto('/ticket')
  await expect(page.getByRole('link', { name: new RegExp(String(id)) }).first()).toBeVisible()
  // Its search comes after the list: its words too.
  await expect(page.getByRole('search')).toBeVisible()
  await pageIsDzongkha('the applications')
  await decideByApi(request, id, 'Approved', 'ལཱ་ ཞིབ་དཔྱད་ འབད་ཡི།')
  await page.goto('/messages')
  await expect(page.getByText(new RegExp(`${id}.*གནང་བ་ཐོབ`)).first()).toBeVisible()
  await pageIsDzongkha('the message centre')
  // The letter's public check, as its QR code opens it.
  const authorization = (await page.evaluate(() => localStorage.getItem('token')))!
  const tickets = (await (await request.get('/api/tickets/', { headers: { authorization } })).json()) as {
    id: number
    verify_url?: string
  }[]
  await page.goto(tickets.find((ticket) => ticket.id === id)!.verify_url!)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(String(id)).first()).toBeVisible()
  await pageIsDzongkha("the letter's check")
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
