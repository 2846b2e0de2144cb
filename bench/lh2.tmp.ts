import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const page = process.argv[2] ?? '/'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const r = await lighthouse(`http://127.0.0.1:8099${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
chrome.kill()
const events = (r!.artifacts as any).Trace.traceEvents as any[]
const main = events.find((e) => e.name === 'TracingStartedInBrowser')
const nav = events.find((e) => e.name === 'navigationStart')
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 15000)
for (const t of tasks) {
  const kids = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 3000 && e.name !== 'RunTask')
  console.log(Math.round((t.ts - nav.ts) / 1000), Math.round(t.dur / 1000), kids.slice(0, 8).map((k) => `${k.name}:${Math.round(k.dur / 1000)}${k.args?.data?.url ? '@' + String(k.args.data.url).slice(-25) : ''}`).join(' '))
}
