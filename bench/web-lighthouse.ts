// Lighthouse on the customer's pages as a phone sees them (its default: a mid-range phone, slow
// 4G, 4× CPU slowdown), three runs each, against the production build started here on loopback
// with a fresh embedded database: the public pages, a letter's verification page, and, signed
// in as a customer with ten applications (some decided, one sent back for changes), a service
// form, the ticket list, one ticket and the message centre, each cold (no cache, no service
// worker), then the ticket list again with the service worker and the browser's cache warm
// (decision 070); each page in English, then in Dzongkha (the `language` cookie, issue 46).
// Prints the medians against issues 35's and 46's targets for each kind of visit (lighthouse-targets.ts),
// the bytes over the wire of each page, each Dzongkha page's LCP against the same page's English
// one (issue 46: within 15 %), and whether every target is met. Needs `npm run build` first and Debian's chromium (CHROMIUM_PATH for another).
// LIGHTHOUSE_PAGES=ticket,verify measures only the pages whose path holds one of those words
// (`repeat` for the repeat visit); LIGHTHOUSE_DETAILS=1 prints, for each run, where the main
// thread's time went and its long tasks. A run that did not measure its page (Lighthouse
// failed, a signed-in page was measured signed out, a repeat visit's HTML did not come from the
// service worker) stops the bench with the reason (lighthouse-run-check.ts).
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type RunnerResult } from 'lighthouse'
import puppeteer, { type Page } from 'puppeteer-core'
import { apiAt, BENCH_ADMIN, benchCustomerToken } from './bench-customer'
import { documentSource, runProblem } from './lighthouse-run-check'
import {
  type Figures,
  LANDING_BUDGET_KB,
  missedTargets,
  targetOf,
  TARGETS,
  type Visit,
} from './lighthouse-targets'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
/** Lighthouse's own failures (see lighthouse-run-check.ts) are run again, this many times at most. */
const ATTEMPTS = 3
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',')
const root = path.join(import.meta.dirname, '..')
const port = 20_000 + Math.floor(Math.random() * 20_000)
const base = `http://127.0.0.1:${port}`

/** Issue 46: a Dzongkha page's LCP at most this much over the same page's English LCP, same run. */
const DZONGKHA_LCP_OVER_ENGLISH = 0.15
const LANGUAGES = ['en', 'dz'] as const
type Language = (typeof LANGUAGES)[number]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const call = apiAt(base)

/**
 * A customer with ten applications (some decided, one sent back for changes) and messages: its
 * token, an approved application's letter's verification page, and that application's page
 * (status, history, the decision and the letter's link).
 */
async function seed() {
  const token = await benchCustomerToken(call, 10)
  const tickets = await call<{ id: number; status: string; verify_url?: string }[]>(
    'GET',
    '/tickets/',
    undefined,
    token,
  )
  const statuses = new Set(tickets.map((ticket) => ticket.status))
  if (tickets.length !== 10 || !['Approved', 'Rejected', 'Returned', 'Pending'].every((s) => statuses.has(s)))
    throw new Error(
      `The bench customer's applications are not as seeded: ${tickets.map((t) => t.status).join(', ')}`,
    )
  const approved = tickets.find((ticket) => ticket.verify_url)
  if (!approved?.verify_url) throw new Error('No approved ticket has a verification page')
  const messages = await call<unknown[]>('GET', '/notifications/', undefined, token)
  if (!messages.length) throw new Error("The bench customer's message centre is empty")
  return { token, verifyPath: approved.verify_url, ticketPath: `/ticket/${approved.id}` }
}

/** Each run's main-thread time by kind and its long tasks (ms, as throttled), to see what to cut. */
function printWhereTheTimeWent(url: string, { lhr, artifacts }: RunnerResult) {
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, number | string>[] } | undefined)?.items ?? []
  const ms = (value: number | string | undefined) => Math.round(Number(value))
  console.log(
    `${url}: TBT ${ms(lhr.audits['total-blocking-time']?.numericValue)} ms, this machine's benchmark index ${ms(lhr.environment.benchmarkIndex)}`,
  )
  const pagePath = new URL(url).pathname
  const html = items('network-requests').find((i) => i.url === url)
  console.log(
    `  HTML from ${documentSource(artifacts.DevtoolsLog, pagePath)} (network-requests: ${html?.transferSize} B over the wire, cache ${html?.cache}, protocol ${html?.protocol})`,
  )
  console.log(
    `  main thread: ${items('mainthread-work-breakdown')
      .map((i) => `${i.group} ${ms(i.duration)}`)
      .join(', ')}`,
  )
  // Lighthouse 13 names the LCP element, and its time's parts, in its LCP breakdown insight.
  const breakdown = items('lcp-breakdown-insight') as {
    type?: string
    snippet?: string
    items?: Record<string, number | string>[]
  }[]
  const lcpParts = breakdown.find((i) => i.type === 'table')?.items ?? []
  console.log(
    `  LCP element: ${breakdown.find((i) => i.type === 'node')?.snippet ?? 'none'}; ${lcpParts
      .map((i) => `${i.subpart} ${ms(i.duration)}`)
      .join(', ')}`,
  )
  console.log(
    `  layout shifts: ${items('layout-shifts')
      .map(
        (i) =>
          `${(i.node as unknown as { snippet?: string } | undefined)?.snippet ?? '?'} ${Number(i.score).toFixed(3)}`,
      )
      .join(' ')}`,
  )
  console.log(
    `  long tasks (file@start:duration): ${items('long-tasks')
      .map((i) => `${String(i.url).split('/').pop()}@${ms(i.startTime)}:${ms(i.duration)}`)
      .join(' ')}`,
  )
}

/**
 * One visit of `pagePath`. A cold one: Lighthouse empties the caches and the service workers
 * first (its default clearStorageTypes), never the page's storage, where the sign-in is. A
 * repeat one keeps them all (disableStorageReset). A run that did not measure the page throws:
 * its zeros would pass for figures.
 */
async function measure(page: Page, pagePath: string, visit: Visit): Promise<Figures> {
  const url = `${base}${pagePath}`
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: visit === 'repeat',
      },
      undefined,
      page,
    )
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const problem = runProblem(result.lhr, result.artifacts.DevtoolsLog, pagePath, visit)
    if (!problem) return figuresOf(url, result)
    if (!problem.retry || attempt === ATTEMPTS)
      throw new Error(
        `${pagePath} was not measured${problem.retry ? ` in ${ATTEMPTS} attempts` : ''}: ${problem.reason}`,
      )
    console.warn(`${pagePath}: ${problem.reason}; measuring again`)
  }
}

function figuresOf(url: string, result: RunnerResult): Figures {
  const { categories, audits } = result.lhr
  if (process.env.LIGHTHOUSE_DETAILS) printWhereTheTimeWent(url, result)
  const requests =
    (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? []
  const kbOf = (type?: string) =>
    requests
      .filter((r) => type === undefined || r.resourceType === type)
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories['best-practices']?.score ?? 0,
    fcp: (audits['first-contentful-paint']?.numericValue ?? 0) / 1000,
    lcp: (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    js: kbOf('Script'),
    css: kbOf('Stylesheet'),
    total: kbOf(),
  }
}

/**
 * The browser holds the session's cookie and the app's hint that it is signed in, or neither,
 * and the reader's choice of language (the `language` cookie the app sets, issue 46). The
 * session's cookie as the sign-in sets it (decision 078): `__Host-`, so Secure, Path=/, no Domain
 * (host-only: `url` without `domain`), HttpOnly, SameSite=Lax; checked as the browser keeps it.
 * (The hint as an expression: this file has no DOM types.)
 */
async function signIn(page: Page, token: string | undefined, language: Language) {
  await page.deleteCookie({ name: '__Host-session', url: base }, { name: 'language', url: base })
  await page.setCookie({ name: 'language', value: language, url: base, path: '/', sameSite: 'Lax' })
  if (token) {
    await page.setCookie({
      name: '__Host-session',
      value: token,
      url: base,
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    })
    const kept = (await page.cookies(base)).find((cookie) => cookie.name === '__Host-session')
    if (
      kept?.value !== token ||
      !kept.httpOnly ||
      !kept.secure ||
      kept.path !== '/' ||
      kept.domain !== new URL(base).hostname ||
      kept.sameSite !== 'Lax'
    )
      throw new Error(
        `The browser did not keep the session's cookie as decision 078 sets it: ${JSON.stringify(kept)}`,
      )
  }
  await page.goto(`${base}/`)
  await page.evaluate(
    token ? `localStorage.setItem('signed-in', 'yes')` : `localStorage.removeItem('signed-in')`,
  )
}

/** The page as this browser is served it is in `language`: a run in the other would measure nothing new. */
async function checkLanguage(page: Page, pagePath: string, language: Language) {
  await page.goto(`${base}${pagePath}`, { waitUntil: 'load' })
  const lang = await page.evaluate('document.documentElement.lang')
  if (lang !== language) throw new Error(`${pagePath} came in ${String(lang)}, not ${language}`)
}

/** A visit as a customer makes it, after which the service worker is active with its pages cached. */
async function warmUp(page: Page, pagePath: string) {
  await page.goto(`${base}${pagePath}`, { waitUntil: 'load' })
  // The app registers the worker on load; `ready` waits for one activated, which it is only once
  // its install has cached every page.
  const active = await page.evaluate(
    `Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(r, 30000, false))])`,
  )
  if (!active) throw new Error(`No service worker was active 30 s after ${pagePath} loaded`)
}

const COLUMN_WIDTHS = [22, 5, 5, 5, 6, 6, 7, 6, 6, 7, 7]
const row = (cells: string[]) =>
  cells.map((cell, i) => (i ? cell.padStart(COLUMN_WIDTHS[i]!) : cell.padEnd(COLUMN_WIDTHS[0]!))).join(' ')

function targetLine(visit: Visit) {
  const t = visit === 'public' ? { ...TARGETS.public, ...LANDING_BUDGET_KB } : TARGETS[visit]
  const atLeast = (v?: number) => (v === undefined ? '–' : `≥${v.toFixed(2)}`)
  const atMost = (v: number | undefined, digits: number, mark = '') =>
    v === undefined ? '–' : `≤${v.toFixed(digits)}${mark}`
  return row([
    `target, ${visit}`,
    atLeast(t.performance),
    atLeast(t.accessibility),
    atLeast(t.bestPractices),
    atMost(t.fcp, 2),
    atMost(t.lcp, 2),
    atMost(t.tbt, 0),
    atMost(t.cls, 2),
    atMost(t.js, 0, '*'),
    atMost(t.css, 0, '*'),
    '',
  ])
}

function figuresLine(label: string, m: Figures) {
  return row([
    label,
    m.performance.toFixed(2),
    m.accessibility.toFixed(2),
    m.bestPractices.toFixed(2),
    m.fcp.toFixed(2),
    m.lcp.toFixed(2),
    m.tbt.toFixed(0),
    m.cls.toFixed(3),
    m.js.toFixed(0),
    m.css.toFixed(0),
    m.total.toFixed(0),
  ])
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-lighthouse-'))
const portal = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.mjs')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    // The bench signs in by API; the pages are the same with codes on.
    SIGN_IN_CODES: 'off',
    PORTAL_ADMIN_USERNAME: BENCH_ADMIN.username,
    PORTAL_ADMIN_PASSWORD: BENCH_ADMIN.password,
  },
  stdio: 'ignore',
})
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
try {
  for (let i = 0; i < 120 && !(await fetch(`${base}/api/ready/`).catch(() => undefined))?.ok; i++)
    await new Promise((resolve) => setTimeout(resolve, 500))
  const { token, verifyPath, ticketPath } = await seed()
  const everyPath: { path: string; label: string; visit: Visit }[] = [
    { path: '/', label: '/', visit: 'public' },
    { path: '/customer-login', label: '/customer-login', visit: 'public' },
    { path: '/customer-register', label: '/customer-register', visit: 'public' },
    { path: verifyPath, label: '/verify/{code}', visit: 'public' },
    { path: '/power-clearance', label: '/power-clearance', visit: 'signed-in' },
    { path: '/ticket', label: '/ticket', visit: 'signed-in' },
    { path: ticketPath, label: '/ticket/{id}', visit: 'signed-in' },
    { path: '/messages', label: '/messages', visit: 'signed-in' },
    { path: '/ticket', label: '/ticket (repeat)', visit: 'repeat' },
  ]
  // Each page in English then in Dzongkha, one after the other, so that the two compare.
  const everyPage = everyPath.flatMap((page) => LANGUAGES.map((language) => ({ ...page, language })))
  const pages = everyPage.filter(
    ({ path, visit }) => !onlyPages || onlyPages.some((word) => path.includes(word) || visit === word),
  )

  console.log(
    row(['page', 'perf', 'a11y', 'best', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KB', 'CSS KB', 'all KB']),
  )
  const missed: string[] = []
  let visitShown: Visit | undefined
  const englishLcp = new Map<string, number>()
  const againstEnglish: string[] = []
  for (const { path: pagePath, label: pageLabel, visit, language } of pages) {
    if (visit !== visitShown) console.log(targetLine((visitShown = visit)))
    const label = language === 'en' ? pageLabel : `${pageLabel} ${language}`
    const page = await browser.newPage()
    await signIn(page, visit === 'public' ? undefined : token, language)
    await checkLanguage(page, pagePath, language)
    if (visit === 'repeat') await warmUp(page, pagePath)
    const runs: Figures[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await measure(page, pagePath, visit))
    await page.close()
    const m = Object.fromEntries(
      Object.keys(runs[0]!).map((key) => [key, median(runs.map((r) => r[key as keyof Figures]))]),
    ) as unknown as Figures
    console.log(figuresLine(label, m))
    missed.push(...missedTargets(label, m, targetOf(pageLabel, visit)))
    if (language === 'en') englishLcp.set(pageLabel, m.lcp)
    const english = englishLcp.get(pageLabel)
    if (language !== 'en' && english !== undefined) {
      const over = m.lcp / english - 1
      againstEnglish.push(
        `${pageLabel}: LCP ${m.lcp.toFixed(2)} s in Dzongkha, ${english.toFixed(2)} s in English, ${over >= 0 ? '+' : ''}${(over * 100).toFixed(0)} %${over > DZONGKHA_LCP_OVER_ENGLISH ? '  MISSED' : ''}`,
      )
      if (over > DZONGKHA_LCP_OVER_ENGLISH)
        missed.push(`${label}: LCP ${(over * 100).toFixed(0)} % over English`)
    }
  }
  if (againstEnglish.length) {
    console.log(
      `\nDzongkha against English, same run (target: LCP within ${DZONGKHA_LCP_OVER_ENGLISH * 100} %):`,
    )
    for (const line of againstEnglish) console.log(`  ${line}`)
  }
  console.log(
    `(medians of ${RUNS} runs; * the landing page's, KB over the wire; – not a target; Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version})`,
  )
  console.log(missed.length ? `Targets missed: ${missed.join('; ')}` : 'Every target met.')
} finally {
  await browser.disconnect()
  chrome.kill()
  portal.kill('SIGTERM')
  await new Promise((resolve) => portal.once('exit', resolve))
  await rm(dataDir, { recursive: true, force: true })
}
