import { expect, test } from './fixtures'

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
  expect(cached.sort()).toEqual(['/dzongkha-name.svg', '/logo.svg', '/pages/app-shell.html'])
})

test('the back office is never served from the worker', async ({ page, context }) => {
  await page.goto('/')
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await context.setOffline(true)
  await expect(page.goto('/staff/login')).rejects.toThrow()
})
