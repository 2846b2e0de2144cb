import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DZONGKHA_ENTRIES, layReviewsOver } from '@portal/domain/i18n/dzongkha'
import { PAGE_DATA_KEYS } from '@portal/domain/web-pages'
import { signedInCustomer } from './helpers/customers'
import { approvedClearance, filedClearance } from './helpers/filings'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

/**
 * Issue 46: a signed-in customer's applications, one of them and their messages, and anyone's
 * check of a letter, are rendered by the server with their data, loaded through the services.
 * A renderer that writes down what it was given stands in for the app's
 * (apps/web/src/entry-server.tsx), whose rendering the browser journeys check.
 */
const RENDERER = `
  const rendered = (template, facts) =>
    template.replace('<div id="root"></div>', '<div id="root">' + JSON.stringify(facts) + '</div>')
  export function createPageRenderer({ template }) {
    let reviewed = {}
    return {
      setReviewed: (compiled) => void (reviewed = compiled),
      publicPage: async (url, language) => rendered(template, { url, language, reviewed }),
      pageWithData: async (url, language, data, signedIn) => rendered(template, { url, language, data, signedIn }),
    }
  }`
const INDEX = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>'
const SHELL = '<!doctype html><html><body><div id="root"><header>The shell</header></div></body></html>'

interface Rendered {
  url: string
  language: string
  reviewed?: Record<string, unknown>
  signedIn: boolean
  data: [unknown[], unknown][]
}

let portal: Awaited<ReturnType<typeof testApp>>
let web: string
beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), 'portal-rendered-'))
  const dist = path.join(web, 'dist')
  await mkdir(path.join(dist, '.vite'), { recursive: true })
  await mkdir(path.join(dist, 'pages'))
  await mkdir(path.join(web, 'dist-server'))
  await writeFile(path.join(dist, 'index.html'), INDEX)
  await writeFile(path.join(dist, 'pages', 'app-shell.html'), SHELL)
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}')
  await writeFile(path.join(web, 'dist-server', 'entry-server.js'), RENDERER)
  portal = await testApp({}, { webDistDir: dist })
})
afterAll(async () => {
  await portal.close()
  await rm(web, { recursive: true, force: true })
})

/** The session's cookie a browser signed in with that token sends. */
const cookieOf = (authorization: string) => `__Host-session=${authorization.replace(/^TOKEN /i, '')}`

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await portal.app.inject({ url, headers })
  const facts = /<div id="root">(\{.*\})<\/div>/.exec(response.body)?.[1]
  return { response, rendered: facts ? (JSON.parse(facts) as Rendered) : undefined }
}

const dataUnder = (rendered: Rendered | undefined, key: readonly unknown[]) =>
  rendered?.data.find(([k]) => JSON.stringify(k) === JSON.stringify(key))?.[1]

describe('the pages the server renders with their data', () => {
  it("renders a signed-in customer's applications, one of them and their messages, for them only", async () => {
    const { registration, authorization } = await signedInCustomer(portal.app)
    const filed = await filedClearance(portal.app, authorization, await divisionId(portal.app, 'ESD Thimphu'))
    const cookie = cookieOf(authorization)

    const list = await page('/ticket', { cookie })
    expect(list.response.statusCode).toBe(200)
    // One customer's page: kept by no cache.
    expect(list.response.headers['cache-control']).toBe('private, no-store')
    expect(list.rendered?.signedIn).toBe(true)
    expect(dataUnder(list.rendered, PAGE_DATA_KEYS.profile)).toMatchObject({ cid: registration.cid })
    // As the API answers it: the same list, dates as text.
    const api = await portal.app.inject({ url: '/api/tickets/', headers: { authorization } })
    expect(dataUnder(list.rendered, PAGE_DATA_KEYS.tickets)).toEqual(api.json())
    expect(dataUnder(list.rendered, PAGE_DATA_KEYS.notifications)).toEqual(
      (await portal.app.inject({ url: '/api/notifications/', headers: { authorization } })).json(),
    )

    const one = await page(`/ticket/${filed.id}`, { cookie })
    const answered = await portal.app.inject({ url: `/api/tickets/${filed.id}/`, headers: { authorization } })
    expect(dataUnder(one.rendered, PAGE_DATA_KEYS.ticket(String(filed.id)))).toEqual(answered.json())

    const messages = await page('/messages', { cookie })
    expect(messages.rendered?.data.map(([key]) => key)).toEqual([
      PAGE_DATA_KEYS.profile,
      PAGE_DATA_KEYS.notifications,
    ])

    // Another customer's application is not on their page: none, as the app's query answers the
    // API's 404, and the page (the app's "not found") is answered as one.
    const other = await signedInCustomer(portal.app)
    const theirs = await page(`/ticket/${filed.id}`, { cookie: cookieOf(other.authorization) })
    expect(theirs.response.statusCode).toBe(404)
    expect(theirs.response.headers['cache-control']).toBe('private, no-store')
    expect(theirs.rendered?.signedIn).toBe(true)
    expect(theirs.rendered?.data.find(([key]) => key.join() === `tickets,${filed.id}`)).toEqual([
      PAGE_DATA_KEYS.ticket(String(filed.id)),
      null,
    ])
    expect(dataUnder(theirs.rendered, PAGE_DATA_KEYS.profile)).toMatchObject({ cid: other.registration.cid })
    expect((await page('/ticket/999999999', { cookie })).response.statusCode).toBe(404)
  })

  it("renders a service's form with each service's target in working days, as the API answers them", async () => {
    const { authorization } = await signedInCustomer(portal.app)
    const form = await page('/power-clearance', { cookie: cookieOf(authorization) })
    expect(form.response.statusCode).toBe(200)
    const targets = dataUnder(form.rendered, PAGE_DATA_KEYS.serviceTargets)
    expect(targets).toEqual((await portal.app.inject({ url: '/api/service-targets/' })).json())
    expect(targets).not.toEqual([])
  })

  it("renders a service's form with the divisions and dzongkhags its selects list, as the API answers them", async () => {
    const { authorization } = await signedInCustomer(portal.app)
    const form = await page('/power-clearance?step=form', { cookie: cookieOf(authorization) })
    const divisions = dataUnder(form.rendered, PAGE_DATA_KEYS.divisions)
    expect(divisions).toEqual((await portal.app.inject({ url: '/api/divisions/' })).json())
    expect(divisions).not.toEqual([])
    expect(dataUnder(form.rendered, PAGE_DATA_KEYS.dzongkhags)).toEqual(
      (await portal.app.inject({ url: '/api/addresses/dzongkhags/' })).json(),
    )
  })

  it('renders the profile to its signed-in customer with the names of their places, and registration to anyone else', async () => {
    const { registration, authorization } = await signedInCustomer(portal.app)
    const profile = await page('/customer-register', { cookie: cookieOf(authorization) })
    expect(profile.response.headers['cache-control']).toBe('private, no-store')
    expect(profile.rendered?.signedIn).toBe(true)
    expect(dataUnder(profile.rendered, PAGE_DATA_KEYS.profile)).toMatchObject({ cid: registration.cid })
    const home = registration.permanent_address.dzongkhag
    expect(dataUnder(profile.rendered, PAGE_DATA_KEYS.gewogs(home))).toEqual(
      (await portal.app.inject({ url: `/api/addresses/gewogs/?dzongkhag=${home}` })).json(),
    )
    expect(dataUnder(profile.rendered, PAGE_DATA_KEYS.dzongkhags)).not.toEqual([])
    // Signed out, or by a cookie that signs no one in: the public registration page, no one's data.
    const strangers: Record<string, string>[] = [{}, { cookie: '__Host-session=' + 'x'.repeat(40) }]
    for (const headers of strangers) {
      const registering = await page('/customer-register', headers)
      expect(registering.response.headers['cache-control']).toBe('no-cache')
      expect(registering.rendered).toMatchObject({ url: '/customer-register' })
      expect(registering.rendered?.data).toBeUndefined()
    }
  })

  it('renders the answers the list\'s "View" opens with its ticket, and for their customer only', async () => {
    const { authorization } = await signedInCustomer(portal.app)
    const filed = await filedClearance(portal.app, authorization, await divisionId(portal.app, 'ESD Thimphu'))
    const id = String(filed.id)
    const cookie = cookieOf(authorization)
    const view = await page(`/power-clearance?service_id=${id}&ticket=${id}`, { cookie })
    expect(view.response.statusCode).toBe(200)
    expect(view.response.headers['cache-control']).toBe('private, no-store')
    const api = (url: string) => portal.app.inject({ url, headers: { authorization } })
    expect(dataUnder(view.rendered, PAGE_DATA_KEYS.application('power-clearances', id))).toEqual(
      (await api(`/api/services/power-clearances/${id}/`)).json(),
    )
    expect(dataUnder(view.rendered, PAGE_DATA_KEYS.ticket(id))).toEqual(
      (await api(`/api/tickets/${id}/`)).json(),
    )

    // On another service's page: the ticket, no answers, and "not found", as the API answers it.
    const elsewhere = await page(`/interim-billing?service_id=${id}`, { cookie })
    expect(elsewhere.response.statusCode).toBe(404)
    expect(dataUnder(elsewhere.rendered, PAGE_DATA_KEYS.application('interim-billings', id))).toBeUndefined()

    // Another customer's: none, as on the application's own page.
    const other = await signedInCustomer(portal.app)
    const theirs = await page(`/power-clearance?service_id=${id}`, { cookie: cookieOf(other.authorization) })
    expect(theirs.response.statusCode).toBe(404)
    expect(theirs.rendered?.data.find(([key]) => key.join() === `tickets,${id}`)?.[1]).toBeNull()
    expect(dataUnder(theirs.rendered, PAGE_DATA_KEYS.application('power-clearances', id))).toBeUndefined()
  })

  it('sends a search made without the app to the application it names, and any other to the list', async () => {
    const searched = await page('/ticket?ticket=+1234+')
    expect(searched.response.statusCode).toBe(303)
    expect(searched.response.headers.location).toBe('/ticket/1234')
    expect((await page('/ticket/?ticket=1234')).response.headers.location).toBe('/ticket/1234')
    expect((await page(`/ticket?ticket=${encodeURIComponent('༡༢༣༤')}`)).response.headers.location).toBe(
      '/ticket/1234',
    )
    const { authorization } = await signedInCustomer(portal.app)
    const notAnId = await page('/ticket?ticket=abc', { cookie: cookieOf(authorization) })
    expect(notAnId.response.statusCode).toBe(200)
    expect(notAnId.rendered?.url).toBe('/ticket?ticket=abc')
  })

  it('sends the shell, with no one’s data, without a live session, or to a navigation another site started', async () => {
    const { authorization } = await signedInCustomer(portal.app)
    const none = await page('/ticket')
    expect(none.response.body).toBe(SHELL)
    const forged = await page('/ticket', { cookie: '__Host-session=' + 'x'.repeat(40) })
    expect(forged.response.body).toBe(SHELL)
    // The forged cookie is cleared with the answer.
    expect(String(forged.response.headers['set-cookie'])).toMatch(/^__Host-session=; Max-Age=0/)
    const crossSite = await page('/ticket', {
      cookie: cookieOf(authorization),
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.response.body).toBe(SHELL)
    // Signed out: the session's token ends, and its page with it.
    await portal.app.inject({ method: 'POST', url: '/api/accounts/logout/', headers: { authorization } })
    expect((await page('/messages', { cookie: cookieOf(authorization) })).response.body).toBe(SHELL)
  })

  it("renders in the language this browser chose, else the customer's profile's", async () => {
    const { authorization } = await signedInCustomer(portal.app, { language: 'dz' })
    const cookie = cookieOf(authorization)
    expect((await page('/ticket', { cookie })).rendered?.language).toBe('dz')
    expect((await page('/ticket', { cookie: `${cookie}; language=en` })).rendered?.language).toBe('en')
  })

  it("renders a letter's check for anyone, signed out, with what the paper says or nothing", async () => {
    // A made-up code costs no render: the shell, and the app asks the API (and its limit).
    const unknown = await page('/verify/AAAAAAAAAAAAAAAA')
    expect(unknown.response.body).toBe(SHELL)

    const { authorization } = await signedInCustomer(portal.app)
    const id = await approvedClearance(portal.app, authorization)
    const ticket = (
      await portal.app.inject({ url: `/api/tickets/${id}/`, headers: { authorization } })
    ).json<{
      verify_url: string
    }>()
    const code = ticket.verify_url.split('/').pop()!
    const paper = await page(ticket.verify_url)
    expect(paper.rendered?.signedIn).toBe(false)
    expect(paper.response.headers['cache-control']).toBe('no-cache')
    expect(dataUnder(paper.rendered, PAGE_DATA_KEYS.verify(code))).toEqual(
      (await portal.app.inject({ url: `/api/verify/${code}/` })).json(),
    )
  })
})

describe("the pages and a translator's review (issue 49)", () => {
  it('renders a public page anew with the texts reviewed since the build, compiled, and none after them', async () => {
    const admin = (await signedInStaff(portal.app, 'admin')).authorization
    const before = await page('/', { 'accept-language': 'dz' })
    expect(before.rendered?.reviewed).toEqual({})
    const kept = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/translations/',
      headers: { authorization: admin },
      payload: {
        id: 'landing.notSure',
        text: 'ཁ་པར་ {phone} ལུ་ འབྲེལ་བ་འཐབ།',
        was: DZONGKHA_ENTRIES.find((entry) => entry.id === 'landing.notSure')!.text,
      },
    })
    expect(kept.statusCode).toBe(200)
    // The page kept from before is not sent again: rendered anew, with the compiled text.
    const after = await page('/', { 'accept-language': 'dz' })
    expect(after.rendered?.reviewed).toEqual({ 'landing.notSure': ['ཁ་པར་ ', ['phone'], ' ལུ་ འབྲེལ་བ་འཐབ།'] })
    layReviewsOver([])
    expect((await page('/', { 'accept-language': 'dz' })).rendered?.reviewed).toEqual({})
  })
})
