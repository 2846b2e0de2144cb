// Lighthouse on the public pages as a phone sees them (its default: a mid-range phone, slow 4G,
// 4× CPU slowdown), three runs each, against the production build started here on loopback
// with a fresh embedded database. Prints the medians against issue 11's targets, and the bytes
// of JavaScript and CSS over the wire. Needs `npm run build` first and Debian's chromium
// (CHROMIUM_PATH for another).
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PAGES = ['/', '/customer-login', '/customer-register']
const root = path.join(import.meta.dirname, '..')
const port = 20_000 + Math.floor(Math.random() * 20_000)
const base = `http://127.0.0.1:${port}`

interface Run {
  performance: number
  accessibility: number
  bestPractices: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  js: number
  css: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-lighthouse-'))
const portal = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.mjs')], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
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
try {
  for (let i = 0; i < 120 && !(await fetch(`${base}/api/ready/`).catch(() => undefined))?.ok; i++)
    await new Promise((resolve) => setTimeout(resolve, 500))

  console.log(`page                 perf  a11y  best   FCP s  LCP s  TBT ms   CLS   JS KB  CSS KB`)
  console.log(
    `target               0.95  1.00  1.00  ≤1.5   ≤1.5   ≤100  ≤0.02   ≤120*   ≤30*   (* the landing page)`,
  )
  for (const page of PAGES) {
    const runs: Run[] = []
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`)
      const { categories, audits } = result.lhr
      const requests =
        (
          audits['network-requests']?.details as {
            items?: { resourceType?: string; transferSize?: number }[]
          }
        )?.items ?? []
      const bytesOf = (type: string) =>
        requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
      runs.push({
        performance: categories.performance?.score ?? 0,
        accessibility: categories.accessibility?.score ?? 0,
        bestPractices: categories['best-practices']?.score ?? 0,
        fcp: (audits['first-contentful-paint']?.numericValue ?? 0) / 1000,
        lcp: (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
        tbt: audits['total-blocking-time']?.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        js: bytesOf('Script') / 1024,
        css: bytesOf('Stylesheet') / 1024,
      })
    }
    const m = (key: keyof Run) => median(runs.map((r) => r[key]))
    console.log(
      `${page.padEnd(20)} ${m('performance').toFixed(2)}  ${m('accessibility').toFixed(2)}  ${m('bestPractices').toFixed(2)}  ` +
        `${m('fcp').toFixed(1).padStart(5)}  ${m('lcp').toFixed(1).padStart(5)}  ${m('tbt').toFixed(0).padStart(6)}  ` +
        `${m('cls').toFixed(3)}  ${m('js').toFixed(0).padStart(6)}  ${m('css').toFixed(0).padStart(6)}`,
    )
  }
  console.log(
    `(medians of ${RUNS} runs; Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version})`,
  )
} finally {
  chrome.kill()
  portal.kill('SIGTERM')
  await new Promise((resolve) => portal.once('exit', resolve))
  await rm(dataDir, { recursive: true, force: true })
}
