// The server's render of the customer's pages (issue 46, decision 080), one request at a time:
// the production build started here on loopback with a fresh embedded database, one customer
// with 50 applications (some decided, one sent back), then, after a warm-up, sequential GETs of
// `/ticket`, `/ticket/{id}` and `/messages` signed in by the session's cookie, in English and in
// Dzongkha (the `language` cookie), and of the landing page (public, kept once rendered). Prints
// p50 and p95 of each, and whether `/ticket`'s p50 is within issue 46's target in both languages;
// exits non-zero if not. An answer that is not the page rendered with the customer's data (not
// 200, cacheable, or without the Application ID: the shell the app draws itself) stops the bench.
// Needs `npm run build` first. RENDER_REQUESTS sets the requests each (200); RENDER_PROFILE=<dir>
// has the portal write its CPU profiles there (node --cpu-prof), to see where a render's time goes.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { apiAt, BENCH_ADMIN, benchCustomerToken } from './bench-customer'

const APPLICATIONS = 50
const REQUESTS = Number(process.env.RENDER_REQUESTS ?? 200)
const WARM_UP = 20
const TARGET_TICKETS_P50_MS = 15
const root = path.join(import.meta.dirname, '..')

/** A port nothing listens on now, from the system. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const call = apiAt(base)

interface Timed {
  p50: number
  p95: number
}

/**
 * `REQUESTS` GETs of `pagePath` one after another, as a browser asks (Brotli or gzip), each timed
 * to its last byte, after `WARM_UP` untimed. Every answer must be the page the check accepts.
 */
async function time(pagePath: string, cookie: string, check: (page: string, headers: Headers) => string[]) {
  const get = async () => {
    const response = await fetch(`${base}${pagePath}`, {
      headers: { cookie, 'accept-encoding': 'br, gzip', accept: 'text/html' },
    })
    const page = await response.text()
    const problems = response.status === 200 ? check(page, response.headers) : [`answered ${response.status}`]
    if (problems.length) throw new Error(`${pagePath} (${cookie || 'no cookie'}): ${problems.join('; ')}`)
  }
  for (let i = 0; i < WARM_UP; i++) await get()
  const took: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now()
    await get()
    took.push(performance.now() - started)
  }
  took.sort((a, b) => a - b)
  const at = (q: number) => took[Math.min(took.length - 1, Math.floor(q * took.length))]!
  return { p50: at(0.5), p95: at(0.95) }
}

/** A signed-in page: private, rendered in its language, naming the Application IDs it must show. */
const signedInPage =
  (language: 'en' | 'dz', ids: number[]) =>
  (page: string, headers: Headers): string[] => {
    const problems: string[] = []
    if (headers.get('cache-control') !== 'private, no-store')
      problems.push(`Cache-Control ${headers.get('cache-control')}, not private, no-store`)
    if (!page.includes(`<html lang="${language}"`)) problems.push(`not rendered in ${language}`)
    const missing = ids.filter((id) => !new RegExp(`>[^<]*\\b${id}\\b[^<]*<`).test(withoutData(page)))
    if (missing.length) problems.push(`Application ID ${missing.join(', ')} not in the page's text`)
    return problems
  }

/** The page's HTML without its dehydrated data, so that an ID counts only where it is drawn. */
const withoutData = (page: string) => page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-render-'))
const portal = spawn(
  process.execPath,
  [
    ...(process.env.RENDER_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.RENDER_PROFILE] : []),
    path.join(root, 'apps/server/dist/main.mjs'),
  ],
  {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SIGN_IN_CODES: 'off',
      // One customer files 50 applications in a minute here.
      FILINGS_PER_HOUR: '1000',
      PORTAL_ADMIN_USERNAME: BENCH_ADMIN.username,
      PORTAL_ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    stdio: 'ignore',
  },
)
let failed = false
try {
  for (let i = 0; i < 120 && !(await fetch(`${base}/api/ready/`).catch(() => undefined))?.ok; i++)
    await new Promise((resolve) => setTimeout(resolve, 500))
  let started = performance.now()
  const token = await benchCustomerToken(call, APPLICATIONS)
  const tickets = await call<{ id: number; status: string }[]>('GET', '/tickets/', undefined, token)
  if (tickets.length !== APPLICATIONS)
    throw new Error(`The customer has ${tickets.length} applications, not ${APPLICATIONS}`)
  const byStatus = new Map<string, number>()
  for (const { status } of tickets) byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
  const counts = [...byStatus].map(([status, count]) => `${count} ${status}`).join(', ')
  console.log(
    `One customer with ${APPLICATIONS} applications (${counts}), seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  const one = tickets.find((t) => t.status === 'Approved') ?? tickets[0]!
  const allIds = tickets.map((t) => t.id)
  const session = `__Host-session=${token}`

  const rows: [string, Timed][] = []
  const results: Record<string, Timed> = {}
  started = performance.now()
  for (const language of ['en', 'dz'] as const) {
    const cookie = `${session}; language=${language}`
    for (const [label, pagePath, ids] of [
      ['/ticket', '/ticket', allIds],
      ['/ticket/{id}', `/ticket/${one.id}`, [one.id]],
      ['/messages', '/messages', [one.id]],
    ] as const) {
      const timed = await time(pagePath, cookie, signedInPage(language, [...ids]))
      rows.push([`${label}, ${language}`, timed])
      results[`${label} ${language}`] = timed
    }
    const landing = await time('/', `language=${language}`, (page, headers) =>
      page.includes(`<html lang="${language}"`) && headers.get('cache-control') === 'no-cache'
        ? []
        : [`not the landing page in ${language}`],
    )
    rows.push([`/ (public, kept), ${language}`, landing])
  }
  console.log(
    `(${REQUESTS} sequential GETs each after ${WARM_UP} untimed, Brotli, to the last byte; ${((performance.now() - started) / 1000).toFixed(0)} s in all)\n`,
  )
  console.log(`${'page'.padEnd(26)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`)
  for (const [label, { p50, p95 }] of rows)
    console.log(`${label.padEnd(26)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}`)
  console.log()
  for (const language of ['en', 'dz'] as const) {
    const { p50 } = results[`/ticket ${language}`]!
    const met = p50 <= TARGET_TICKETS_P50_MS
    if (!met) failed = true
    console.log(
      `/ticket (${APPLICATIONS} applications), ${language}: p50 ${p50.toFixed(1)} ms (target ≤ ${TARGET_TICKETS_P50_MS} ms): ${met ? 'met' : 'MISSED'}`,
    )
  }
  console.log(failed ? 'Targets missed: /ticket p50' : 'Every target met.')
} catch (error) {
  failed = true
  throw error
} finally {
  portal.kill('SIGTERM')
  await new Promise((resolve) => portal.once('exit', resolve))
  await rm(dataDir, { recursive: true, force: true })
  if (failed) process.exitCode = 1
}
