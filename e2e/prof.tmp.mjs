import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto('http://127.0.0.1:8099' + (process.argv[2] ?? '/customer-register'), { waitUntil: 'networkidle' })
await page.waitForTimeout(500)
const { profile } = await cdp.send('Profiler.stop')
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)) })
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)
for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(7), k)
// total by url
const byUrl = new Map(); profile.samples.forEach((id, i) => { const n = byId.get(id); const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + (dt[i] ?? 0)) })
console.log([...byUrl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k}:${(v / 1000).toFixed(0)}`).join('  '))
await browser.close()
