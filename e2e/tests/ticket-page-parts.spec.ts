import { expect, test } from './fixtures'
import { customerToken, fileSiteClearance, registeredCustomer } from './helpers'

/**
 * The ticket page shows the applications before its search has loaded (issue 35): the search's
 * form kit comes in a script of its own, and its place is held so that nothing moves when it does.
 */
for (const width of [360, 1280]) {
  test(`at ${width} px the applications do not move when the search arrives`, async ({ page, request }) => {
    const customer = await registeredCustomer(request)
    const id = await fileSiteClearance(request, customer)
    const token = await customerToken(request, customer)
    await page.setViewportSize({ width, height: 800 })
    await page.addInitScript((value) => localStorage.setItem('token', value), `TOKEN ${token}`)
    let releaseSearch = () => {}
    const searchHeld = new Promise<void>((release) => (releaseSearch = release))
    await page.route(/\/static\/ticket-search-[\w-]+\.js$/, async (route) => {
      await searchHeld
      await route.continue()
    })

    await page.goto(`/ticket/${id}`)
    const application = page.getByText('Under Process').first()
    await expect(application).toBeVisible()
    await expect(page.getByRole('search')).toHaveCount(0)
    const before = (await application.boundingBox())!.y
    releaseSearch()
    await expect(page.getByRole('textbox', { name: 'Application ID' })).toBeVisible()
    expect((await application.boundingBox())!.y).toBe(before)
  })
}
