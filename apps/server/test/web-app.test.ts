import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from './helpers/test-app'

/** The built web app as the portal serves it: compressed copies chosen by the browser's Accept-Encoding. */
const script = `console.log(${JSON.stringify('the portal '.repeat(500))})`
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`
const shell = `<!doctype html><html><body><div id="root"><header>Bhutan Power Corporation</header></div></body></html>`
const shellInDzongkha = `<!doctype html><html lang="dz"><body><div id="root"><header>འབྲུག་གློག་མེ་ལས་འཛིན།</header></div></body></html>`
let dist: string
let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'portal-web-'))
  await mkdir(path.join(dist, 'static'))
  await mkdir(path.join(dist, 'pages'))
  for (const [name, content] of [
    ['index.html', page],
    ['static/app-1a2b.js', script],
    ['pages/app-shell.html', shell],
    ['pages/app-shell.dz.html', shellInDzongkha],
  ] as const) {
    await writeFile(path.join(dist, name), content)
    await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(content))
    await writeFile(path.join(dist, `${name}.gz`), gzipSync(content))
  }
  portal = await testApp({}, { webDistDir: dist })
})
afterAll(async () => {
  await portal.close()
  await rm(dist, { recursive: true, force: true })
})

const get = (url: string, encoding?: string) =>
  portal.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} })

describe('the built web app', () => {
  it("sends the shell in the reader's language: the chosen one, else the one the browser prefers", async () => {
    const shellFor = (headers: Record<string, string>) =>
      portal.app.inject({ url: '/ticket/1', headers }).then((answer) => answer.body)
    expect(await shellFor({ cookie: 'language=dz' })).toBe(shellInDzongkha)
    expect(await shellFor({ 'accept-language': 'dz, en;q=0.5' })).toBe(shellInDzongkha)
    expect(await shellFor({ cookie: 'language=en', 'accept-language': 'dz' })).toBe(shell)
    expect(await shellFor({})).toBe(shell)
    const answer = await portal.app.inject({ url: '/ticket/1', headers: { cookie: 'language=dz' } })
    expect(String(answer.headers.vary)).toMatch(/Cookie/)
    // Built at the same moment, the two shells differ only by their ETags: no date to revalidate by.
    expect(answer.headers['last-modified']).toBeUndefined()
    expect(answer.headers.etag).toBeDefined()
  })

  it('sends the Brotli copy to a browser that takes it, gzip to one that takes only gzip, else the file', async () => {
    const br = await get('/static/app-1a2b.js', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding')
    expect(br.rawPayload.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // A script keeps the headers that protect it, not those of documents.
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    expect(br.headers['strict-transport-security']).toBeDefined()
    expect(br.headers['content-security-policy']).toBeUndefined()
    expect(br.headers['x-frame-options']).toBeUndefined()
    // Immutable: nothing to revalidate it with.
    expect(br.headers.etag).toBeUndefined()
    expect(br.headers['last-modified']).toBeUndefined()

    const gz = await get('/static/app-1a2b.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)

    const plain = await get('/static/app-1a2b.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('sends the page compressed too, for a deep link as for the root, never cached for long', async () => {
    for (const [url, expected] of [
      ['/', shell],
      ['/messages', shell],
      ['/ticket/42', shell],
      ['/staff/applications/42', page],
    ] as const) {
      const response = await get(url, 'br')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(expected)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('sends a customer page the shell, the back office the bare app', async () => {
    // Without the build's renderer (the development server's dist), a public page is the app's too.
    for (const url of ['/customer-login', '/customer-login/', '/customer-login/ticket'])
      expect((await get(url)).body, url).toBe(shell)
    // The back office has a top bar of its own.
    expect((await get('/staff')).body).toBe(page)
    expect((await get('/staff/login')).body).toBe(page)
    expect((await get('/staffing')).body).toBe(shell)
  })
})

/**
 * Issue 46: the public pages are rendered on each request by the web build's renderer
 * (apps/web/dist-server/entry-server.js), in the reader's language. Here a renderer that says
 * what it was asked for stands in for the app's.
 */
describe('the public pages, rendered by the server', () => {
  const renderer = `
    export function createPageRenderer({ template }) {
      return {
        setReviewed: () => {},
        publicPage: async (url, language) => {
          if (url.includes('broken')) throw new Error('the render failed')
          if (url.includes('slow')) await new Promise((later) => setTimeout(later, 300))
          return template.replace('<div id="root"></div>', '<div id="root" data-server-rendered="">' + language + ' ' + url + '</div>')
        },
      }
    }`
  let rendering: Awaited<ReturnType<typeof testApp>>
  let web: string
  beforeAll(async () => {
    web = await mkdtemp(path.join(os.tmpdir(), 'portal-web-'))
    const built = path.join(web, 'dist')
    await mkdir(path.join(built, '.vite'), { recursive: true })
    await mkdir(path.join(built, 'pages'))
    await mkdir(path.join(web, 'dist-server'))
    await writeFile(path.join(built, 'index.html'), page)
    await writeFile(path.join(built, 'pages', 'app-shell.html'), shell)
    await writeFile(path.join(built, '.vite', 'manifest.json'), '{}')
    await writeFile(path.join(web, 'dist-server', 'entry-server.js'), renderer)
    rendering = await testApp({}, { webDistDir: built })
  })
  afterAll(async () => {
    await rendering.close()
    await rm(web, { recursive: true, force: true })
  })
  const render = (url: string, headers: Record<string, string> = {}) => rendering.app.inject({ url, headers })
  const rendered = (url: string, language: string) =>
    page.replace('<div id="root"></div>', `<div id="root" data-server-rendered="">${language} ${url}</div>`)

  it('renders the landing page, signing in and registering, with their queries, in English by default', async () => {
    for (const url of [
      '/',
      '/customer-login',
      '/customer-login/power-clearance',
      '/customer-register?next=%2Fticket',
    ]) {
      const response = await render(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toBe(rendered(url, 'en'))
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      // A cache between must keep a page per language.
      expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie')
    }
  })

  it('renders in the language this browser chose, else the one it prefers, else English', async () => {
    expect((await render('/', { 'accept-language': 'dz-BT, en;q=0.5' })).body).toBe(rendered('/', 'dz'))
    expect((await render('/', { cookie: 'language=dz' })).body).toBe(rendered('/', 'dz'))
    // The choice made here wins over the browser's preference.
    expect((await render('/', { cookie: 'language=en', 'accept-language': 'dz' })).body).toBe(
      rendered('/', 'en'),
    )
    // A cookie the portal never sets is no choice; two of them, neither.
    expect((await render('/', { cookie: 'language=fr', 'accept-language': 'dz' })).body).toBe(
      rendered('/', 'dz'),
    )
    expect((await render('/', { cookie: 'language=dz; language=en' })).body).toBe(rendered('/', 'en'))
  })

  it('renders a public page once per path and where to go next, whatever else its query says', async () => {
    const campaign = await render('/customer-login?utm_source=sms&x=1', { cookie: 'language=en' })
    expect(campaign.body).toBe(rendered('/customer-login', 'en'))
    const next = await render('/customer-register?next=%2Fpower-clearance&utm=2')
    expect(next.body).toBe(rendered('/customer-register?next=%2Fpower-clearance', 'en'))
  })

  it('sends the shell rather than keep a request waiting behind a flood of renders', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => render(`/customer-login/slow-${n}`)),
    )
    const shells = answers.filter((answer) => answer.body === shell).length
    // Sixteen wait their turn; the rest are the shell at once, which the app draws.
    expect(shells).toBe(14)
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
  })

  it('sends the rendered page compressed to a browser that takes it', async () => {
    const br = await render('/customer-login', { 'accept-encoding': 'gzip, br', cookie: 'language=dz' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(rendered('/customer-login', 'dz'))
    const gz = await render('/customer-login', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(rendered('/customer-login', 'en'))
  })

  it('sends the other customer pages their shell, and the shell when a render fails', async () => {
    expect((await render('/ticket')).body).toBe(shell)
    expect((await render('/customer-login/a/b/c')).body).toBe(shell)
    const failed = await render('/customer-login/broken')
    expect(failed.statusCode).toBe(200)
    expect(failed.body).toBe(shell)
  })
})
