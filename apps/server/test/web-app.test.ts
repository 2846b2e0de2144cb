import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from './helpers/test-app'

/** The built web app as the portal serves it: compressed copies chosen by the browser's Accept-Encoding. */
const script = `console.log(${JSON.stringify('the portal '.repeat(500))})`
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`
const loginPage = `<!doctype html><html><body><div id="root" data-prerendered="/customer-login"><h1>Sign in</h1></div></body></html>`
const shell = `<!doctype html><html><body><div id="root"><header>Bhutan Power Corporation</header></div></body></html>`
const ticketShell = shell.replace(
  '<body>',
  '<head><link rel="modulepreload" href="/static/ticket-page-1a2b.js"></head><body>',
)
let dist: string
let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'portal-web-'))
  await mkdir(path.join(dist, 'static'))
  await mkdir(path.join(dist, 'pages'))
  for (const [name, content] of [
    ['index.html', page],
    ['static/app-1a2b.js', script],
    ['pages/customer-login.html', loginPage],
    ['pages/app-shell.html', shell],
    ['pages/app-shell--ticket.html', ticketShell],
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
      ['/ticket/42', ticketShell],
      ['/staff/applications/42', page],
    ] as const) {
      const response = await get(url, 'br')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(expected)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('sends a public page its HTML rendered at build time, a customer page the shell, the back office the bare app', async () => {
    for (const url of ['/customer-login', '/customer-login/', '/customer-login?next=1']) {
      const response = await get(url)
      expect(response.body, url).toBe(loginPage)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
    const compressed = await get('/customer-login', 'br')
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(loginPage)
    // The wording of this page depends on its target: the app renders it, in the shell.
    expect((await get('/customer-login/ticket')).body).toBe(shell)
    // The back office has a top bar of its own.
    expect((await get('/staff')).body).toBe(page)
    expect((await get('/staff/login')).body).toBe(page)
    expect((await get('/staffing')).body).toBe(shell)
  })

  it("sends the ticket pages the shell that preloads the ticket page's chunks", async () => {
    for (const url of ['/ticket', '/ticket/', '/ticket/42', '/ticket/all'])
      expect((await get(url)).body, url).toBe(ticketShell)
    expect((await get('/ticket/42/more')).body).toBe(shell)
  })
})
