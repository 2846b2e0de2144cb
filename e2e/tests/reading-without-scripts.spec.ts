import { DZ } from '@portal/domain/i18n/dz'
import { EN } from '@portal/domain/i18n/en'
import { FIELD_KIT_TEXTS } from '@portal/domain/i18n/kit-texts'
import { DZ_FORM_TEXTS } from '@portal/domain/i18n/dz-form-texts'
import { expect, test } from './fixtures'
import {
  addSessionCookie,
  appHasRun,
  chooseLanguage,
  customerToken,
  divisionsNamedInDzongkha,
  fieldError,
  fileSiteClearance,
  keepScreenshot,
  recordRequests,
  registeredCustomer,
  signedInFromTheStart,
} from './helpers'

/**
 * Issues 46 and 49: on a phone without scripts, a service's form has its selects' options, the
 * list's "View" opens the answers sent, a search for letters says so, and the notice that some
 * of the portal needs scripts is at the top of the page, in the page's language.
 */

const PHONE = { width: 390, height: 844 }
const DIGITS_MESSAGE = FIELD_KIT_TEXTS.applicationIdInDigits

test.describe('with scripts off, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test("a service's form step has every division to choose, in the page's language", async ({
    page,
    request,
  }) => {
    const divisions = await divisionsNamedInDzongkha(request)
    const customer = await registeredCustomer(request, 'Karma Dema')
    await addSessionCookie(page, await customerToken(request, customer))

    await page.goto('/power-clearance?step=form')
    const division = page.getByLabel('Division', { exact: true })
    await expect(division).not.toHaveAttribute('aria-busy')
    await expect(division.locator('option')).toHaveCount(divisions.length + 1)
    await expect(division.locator('option').nth(1)).toHaveText(divisions[0]!.name)
    await expect(page.locator('main')).not.toContainText(FIELD_KIT_TEXTS.loading)
    await keepScreenshot(page, 'form-step-without-scripts')

    await chooseLanguage(page, 'dz')
    await page.goto('/additional-energy-meter-installation?step=form')
    const inDzongkha = page.getByLabel(DZ_FORM_TEXTS[FIELD_KIT_TEXTS.division]!.text, { exact: true })
    await expect(inDzongkha.locator('option').nth(1)).toHaveText(
      `${divisions[0]!.name_dz} (${divisions[0]!.name})`,
    )
    await expect(page.locator('main')).not.toContainText(DZ_FORM_TEXTS[FIELD_KIT_TEXTS.loading]!.text)
    await keepScreenshot(page, 'form-step-dz-without-scripts')
  })

  test('the list\'s "View" opens the answers sent, with where the application stands', async ({
    page,
    request,
  }) => {
    const customer = await registeredCustomer(request, 'Phub Dem')
    const id = await fileSiteClearance(request, customer)
    await addSessionCookie(page, await customerToken(request, customer))

    await page.goto('/ticket')
    const card = page.locator('.ticket-card').filter({ hasText: `Application ID ${id}` })
    await card.getByRole('link', { name: `View application ${id}` }).click()
    await expect(page).toHaveURL(new RegExp(`\\?service_id=${id}&ticket=${id}$`))
    await expect(page.locator('main')).toContainText('Olakha')
    await expect(page.locator('main')).toContainText('Under Process')
    await expect(page.getByRole('link', { name: `Back to application ${id}` })).toBeVisible()
    await keepScreenshot(page, 'filed-application-without-scripts')
    await chooseLanguage(page, 'dz')
    await page.reload()
    await expect(
      page.getByRole('link', { name: DZ['filed.back'].text.replace('{id}', String(id)) }),
    ).toBeVisible()
    await expect(page.locator('main')).toContainText('Olakha')
    await keepScreenshot(page, 'filed-application-dz-without-scripts')
    await chooseLanguage(page, 'en')

    // One not theirs: the app's "not found", answered as one.
    const other = await registeredCustomer(request, 'Nima Dorji')
    const theirs = await fileSiteClearance(request, other)
    const notTheirs = await page.goto(`/power-clearance?service_id=${theirs}&ticket=${theirs}`)
    expect(notTheirs?.status()).toBe(404)
    await expect(page.locator('main .alert-danger')).toContainText(
      `Sorry, Application ID ${theirs} doesn't exist.`,
    )
  })

  test('the notice that forms need scripts opens the page, in its language', async ({ page, request }) => {
    const customer = await registeredCustomer(request, 'Sonam Choki')
    await addSessionCookie(page, await customerToken(request, customer))
    for (const [language, words] of [
      ['en', EN['noScript.notice']],
      ['dz', DZ['noScript.notice']?.text],
    ] as const) {
      await chooseLanguage(page, language)
      await page.goto('/ticket')
      // One notice, on top of the page's own content (before its heading), none below the footer.
      await expect(page.locator('#root ~ noscript')).toHaveCount(0)
      const notice = page.locator('main').getByText(/JavaScript/)
      await expect(notice).toHaveText(words!.replace('{phone}', '1250'))
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
      expect((await notice.boundingBox())!.y).toBeLessThan(heading!.y)
      await keepScreenshot(page, `notice-without-scripts-${language}`)
    }
  })

  test('a search for letters, sent by the browser itself, says to give the ID in digits', async ({
    page,
    request,
  }) => {
    const customer = await registeredCustomer(request, 'Ugyen Tshomo')
    const id = await fileSiteClearance(request, customer)
    await addSessionCookie(page, await customerToken(request, customer))
    await page.goto('/ticket')
    await page.getByLabel('Application ID').fill('abc')
    await page.getByRole('button', { name: 'Go' }).click()
    await expect(page).toHaveURL(/\/ticket\?ticket=abc$/)
    await expect(fieldError(page, DIGITS_MESSAGE)).toBeVisible()
    await expect(page.getByLabel('Application ID')).toHaveValue('abc')
    await expect(page.getByLabel('Application ID')).toHaveAttribute('aria-invalid', 'true')
    // The list is still there below.
    await expect(page.locator('.ticket-card').filter({ hasText: `Application ID ${id}` })).toBeVisible()
    await keepScreenshot(page, 'search-letters-without-scripts')

    await chooseLanguage(page, 'dz')
    await page.goto('/ticket?ticket=abc')
    await expect(fieldError(page, DZ_FORM_TEXTS[DIGITS_MESSAGE]!.text)).toBeVisible()
    await keepScreenshot(page, 'search-letters-dz-without-scripts')
  })
})

test.describe('with scripts, the same pages', () => {
  test.use({ viewport: PHONE })

  test("a form step's divisions and a filed application come with the page: the app asks for none of them", async ({
    page,
    request,
  }) => {
    const customer = await registeredCustomer(request, 'Dawa Penjor')
    const id = await fileSiteClearance(request, customer)
    await signedInFromTheStart(page, await customerToken(request, customer))

    let requests = recordRequests(page)
    await page.goto('/power-clearance?step=form')
    await appHasRun(page)
    await expect(page.getByLabel('Division', { exact: true }).locator('option').nth(1)).toBeAttached()
    expect(requests.filter((r) => /^\/api\/(divisions|addresses\/dzongkhags)\//.test(r))).toEqual([])

    page.removeAllListeners('request')
    requests = recordRequests(page)
    await page.goto(`/construction-clearance?service_id=${id}&ticket=${id}`)
    await appHasRun(page)
    await expect(page.locator('main')).toContainText('Olakha')
    expect(requests.filter((r) => /^\/api\/(services|tickets)\//.test(r))).toEqual([])

    // Typed in the app: the message, and no page asked for.
    await page.goto('/ticket')
    await appHasRun(page)
    await page.getByLabel('Application ID').fill('abc')
    await page.getByRole('button', { name: 'Go' }).click()
    await expect(fieldError(page, DIGITS_MESSAGE)).toBeVisible()
    await expect(page).toHaveURL(/\/ticket$/)
  })
})
