import { expect, test } from './fixtures'
import {
  appHasRun,
  customerToken,
  fileSiteClearance,
  keepScreenshot,
  registeredCustomer,
  signedInFromTheStart,
} from './helpers'

/**
 * The ticket page shows the applications before its search has loaded (issue 35): the search's
 * form kit comes in a script of its own, and its place is held (or the server drew it) so that
 * nothing moves when it does.
 */
// A small phone, Lighthouse's phone (412 px), a large phone, and a computer.
for (const width of [360, 412, 560, 1280]) {
  test(`at ${width} px the applications do not move when the search arrives`, async ({ page, request }) => {
    const customer = await registeredCustomer(request)
    const id = await fileSiteClearance(request, customer)
    const token = await customerToken(request, customer)
    await page.setViewportSize({ width, height: 800 })
    await signedInFromTheStart(page, token)
    let releaseSearch = () => {}
    const searchHeld = new Promise<void>((release) => (releaseSearch = release))
    await page.route(/\/static\/ticket-search-[\w-]+\.js$/, async (route) => {
      await searchHeld
      await route.continue()
    })

    await page.goto(`/ticket/${id}`)
    const application = page.getByText('Under Process').first()
    await expect(application).toBeVisible()
    // The layout of this screen, not the phone's the server drew: the app has run.
    await appHasRun(page)
    const before = (await application.boundingBox())!.y
    releaseSearch()
    await expect(page.getByRole('textbox', { name: 'Application ID' })).toBeEditable()
    expect((await application.boundingBox())!.y).toBe(before)
    await keepScreenshot(page, `ticket-page-${width}`)
  })
}

test('while the applications load after a tap, the footer waits below the screen, not in their way', async ({
  page,
  request,
}) => {
  const customer = await registeredCustomer(request)
  await fileSiteClearance(request, customer)
  const token = await customerToken(request, customer)
  await page.setViewportSize({ width: 412, height: 823 })
  await signedInFromTheStart(page, token)
  let releaseList = () => {}
  const listHeld = new Promise<void>((release) => (releaseList = release))
  await page.route('**/api/tickets/', async (route) => {
    await listHeld
    await route.continue()
  })

  // The server renders /ticket with its applications: they load in the page when it is reached
  // from another page the app drew.
  await page.goto('/power-clearance')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('link', { name: 'View Application' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('status')).toBeVisible()
  await expect(page.getByRole('contentinfo')).not.toBeInViewport()
  releaseList()
  await expect(page.getByText('Under Process').first()).toBeVisible()
})
