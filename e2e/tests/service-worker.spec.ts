import { expect, test } from './fixtures'
import { appHasRun, customerToken, fileSiteClearance, registeredCustomer, signInWithToken } from './helpers'

test.use({ serviceWorkers: 'allow' })

test('a repeat visit takes its page from the service worker, even with the network gone, and nothing personal is kept', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await page.goto('/customer-login')
  // Hydrated: the page's scripts have all arrived, and the browser keeps them.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()

  await context.setOffline(true)
  // A page the server renders in the reader's language: offline, the shell, which the app draws.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Electricity services, online' })).toBeVisible()
  // The app itself runs, its scripts from the browser's cache: the form comes to life.
  await page.goto('/customer-login')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  // A page only the app can draw: its shell, at once.
  await page.goto('/ticket/42')
  await expect(page.getByRole('link', { name: /Bhutan Power Corporation/ })).toBeVisible()
  await context.setOffline(false)

  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    return urls
  })
  // The shell the build rendered and the logos: no page the server renders, for anyone.
  expect(cached.sort()).toEqual([
    '/dzongkha-name.svg',
    '/logo.svg',
    '/pages/app-shell.dz.html',
    '/pages/app-shell.html',
  ])
})

test('the back office is never served from the worker', async ({ page, context }) => {
  await page.goto('/')
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await context.setOffline(true)
  await expect(page.goto('/staff/login')).rejects.toThrow()
})

test('on a shared phone, the next customer never sees the one before: not from the worker, not from the cache', async ({
  page,
  request,
}) => {
  const first = await registeredCustomer(request, 'Dechen Wangmo')
  const firstId = await fileSiteClearance(request, first)
  const second = await registeredCustomer(request, 'Namgay Tshering')
  const secondId = await fileSiteClearance(request, second)

  await signInWithToken(page, await customerToken(request, first))
  await page.goto('/ticket')
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  await expect(
    page
      .getByRole('link', { name: `Application ID ${firstId}` })
      .or(page.getByRole('link', { name: String(firstId), exact: true })),
  ).toBeVisible()
  // Signed out from the menu, as on a phone handed on.
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await appHasRun(page)
  await page.getByRole('button', { name: 'Dechen Wangmo' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByText('Dechen Wangmo')).toHaveCount(0)

  // The next customer on the same phone, the same worker.
  await signInWithToken(page, await customerToken(request, second))
  for (const path of ['/ticket', `/ticket/${firstId}`, '/messages']) {
    await page.goto(path)
    await expect(page.getByRole('banner').getByText('Namgay Tshering')).toBeVisible()
    await expect(page.getByText('Dechen Wangmo')).toHaveCount(0)
    await appHasRun(page)
    // Not the first customer's application, in a card or in the table.
    await expect(
      page.locator('.ticket-card h2').filter({ hasText: new RegExp(`^Application ID ${firstId}$`) }),
    ).toHaveCount(0)
    await expect(page.getByRole('cell', { name: String(firstId), exact: true })).toHaveCount(0)
  }
  await page.goto('/ticket')
  await appHasRun(page)
  await expect(page.getByRole('cell', { name: String(secondId), exact: true })).toBeVisible()
  // The back button after signing out shows no one's page either: it is asked for again.
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    return urls
  })
  expect(cached.filter((url) => /ticket|messages/.test(url))).toEqual([])
})
