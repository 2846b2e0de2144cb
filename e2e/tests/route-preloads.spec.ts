import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import {
  customerToken,
  fileSiteClearance,
  holdTheApp,
  registeredCustomer,
  signedInFromTheStart,
} from './helpers'

/**
 * The ticket pages' HTML names their route's script chunks (issue 35, decisions 057 and 071): the
 * browser fetches them beside the app's own, once the page has painted, instead of after the app
 * has run and matched the route.
 */

const manifest = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string; imports?: string[] }>

/**
 * The modules the ticket pages' route loads: the page, and the domain's form rules it evaluates
 * before the page, each in a task of its own (TICKET_PAGE_STEPS in apps/web/src/app/routes.tsx,
 * decision 064), which the route asks for by their own chunks.
 */
const TICKET_ROUTE_MODULES = [
  'src/features/tickets/components/ticket-page.tsx',
  '../../packages/domain/src/person-fields.ts',
  '../../packages/domain/src/applications/forms.ts',
  '../../packages/domain/src/applications/field-labels.ts',
]

/** A module's chunk and those it imports statically, as the build's manifest lists them. */
function chunksOf(key: string, files: Set<string>) {
  const chunk = manifest[key]!
  if (files.has(`/${chunk.file}`)) return files
  files.add(`/${chunk.file}`)
  for (const imported of chunk.imports ?? []) chunksOf(imported, files)
  return files
}

function ticketPageChunks() {
  const files = new Set<string>()
  for (const key of TICKET_ROUTE_MODULES) chunksOf(key, files)
  return files
}

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]!)
const routeChunksOf = (html: string) =>
  /<meta name="portal-route-chunks" content="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []

test("the ticket pages' HTML names every chunk of the ticket page and of the rules its route evaluates first, and preloads no script before the page has painted", async ({
  request,
}) => {
  const chunks = [...ticketPageChunks()]
  expect(chunks.length).toBeGreaterThan(1)
  for (const url of ['/ticket', '/ticket/123', '/ticket/all/']) {
    const html = await (await request.get(url)).text()
    // On slow mobile data the stylesheet and the first data have the line to themselves.
    expect(preloadsOf(html), url).toEqual([])
    const named = routeChunksOf(html)
    expect(named, url).toEqual(expect.arrayContaining(chunks))
    for (const href of new Set(named)) {
      expect(href, url).toMatch(/^\/static\/[\w-]+\.js$/)
      expect((await request.get(href)).status(), href).toBe(200)
    }
  }
  // Another customer page does not spend a phone's bandwidth on the ticket page.
  const messages = await (await request.get('/messages')).text()
  expect([...preloadsOf(messages), ...routeChunksOf(messages)]).toEqual([])
})

test('one application asks for its page script while the app has not yet run', async ({ page, request }) => {
  const customer = await registeredCustomer(request, 'Karma Dema')
  const id = await fileSiteClearance(request, customer)
  await signedInFromTheStart(page, await customerToken(request, customer))

  // The app's script is held until the ticket page's is asked for: only the HTML can ask first.
  const letTheAppGo = await holdTheApp(page)
  page.on('request', (request) => {
    if (/\/static\/ticket-page-[\w-]+\.js$/.test(new URL(request.url()).pathname)) letTheAppGo()
  })
  await page.goto(`/ticket/${id}`)
  await expect(page.getByRole('cell', { name: String(id), exact: true })).toBeVisible()
})
