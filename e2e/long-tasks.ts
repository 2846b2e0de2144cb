// The main thread's long tasks on the signed-in ticket pages (issue 35, decision 064), a
// measurement, not a test: the production build already started on E2E_PORT (8181 unless set)
// with SIGN_IN_CODES=off and PORTAL_ADMIN_USERNAME=bench-admin,
// PORTAL_ADMIN_PASSWORD=a-long-bench-password; the bench's customer is added once with five
// applications, two approved. Each run is a fresh context (no cache, service workers blocked),
// the customer's token in the page's storage, the CPU 4x slower through the DevTools protocol, a
// 412 px phone screen. It prints each run's FCP, LCP, CLS, long tasks (start:ms, from a
// PerformanceObserver) and TBT (their time over 50 ms after FCP), then medians.
// TRACE=1 also prints, for each long task of a DevTools trace, the scripts and functions its
// samples fell in (self time); PROFILE=1 a JS profile's self time by script and function.
// PAGES=/ticket,/ticket/1 chooses the pages (a public one is measured signed out); LANGUAGE=dz
// measures them for a Dzongkha reader, SLOW_4G=1 on Lighthouse's slow 4G figures (150 ms, 1.6
// Mbit/s) added to each request, SLOW_4G=devtools on DevTools' own, harsher "Slow 4G" preset
// (562.5 ms, 1.44 Mbit/s). Run from e2e/: npx tsx long-tasks.ts <runs>
import { chromium, type CDPSession } from '@playwright/test'
import { apiAt, benchCustomerToken } from '../bench/bench-customer'

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`
const RUNS = Number(process.argv[2] ?? 5)

const call = apiAt(base)

async function seed() {
  const token = await benchCustomerToken(call)
  const tickets = await call<{ id: number }[]>('GET', '/tickets/', undefined, token)
  // An approved one: its decision panel and letter show too.
  return { token, ticketPath: `/ticket/${tickets[tickets.length - 1]!.id}` }
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  id?: string
  args: {
    data: {
      startTime: number
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
  }
}

/** Each long task on the page's main thread and the scripts/functions its samples fell in (self time, ms). */
/** TASK_MS=12 CPU=1: the unthrottled tasks that Lighthouse's simulation multiplies by 4. */
const TASK_US = Number(process.env.TASK_MS ?? 50) * 1000
const INCLUSIVE =
  /^(commitRoot|performWorkOnRoot|renderRootSync|renderRootConcurrent|flushPassiveEffects|flushSyncWorkAcrossRoots|hydrateRoot|startTransition|commitLayoutEffects|commitMutationEffects|recursivelyTraversePassiveMountEffects|flushSpawnedWork|processRootScheduleInMicrotask|performWorkUntilDeadline)$/

function printTasks(events: TraceEvent[]) {
  const profileStart = events.find((e) => e.name === 'Profile')
  if (!profileStart) return console.log('  (no profile in the trace)')
  const { pid, tid } = profileStart
  const nodes = new Map<number, ProfileNode>()
  const samples: { ts: number; node: number }[] = []
  let ts = profileStart.args.data.startTime as number
  for (const e of events.filter((e) => e.name === 'ProfileChunk' && e.id === profileStart.id)) {
    const cpu = e.args.data.cpuProfile ?? {}
    for (const n of cpu.nodes ?? []) nodes.set(n.id, n)
    const deltas: number[] = e.args.data.timeDeltas ?? []
    ;(cpu.samples ?? []).forEach((node: number, i: number) => {
      ts += deltas[i] ?? 0
      samples.push({ ts, node })
    })
  }
  const tasks = events.filter(
    (e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > TASK_US,
  )
  for (const task of tasks) {
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur!)
    const by = new Map<string, number>()
    for (let i = 0; i < inTask.length; i++) {
      const node = nodes.get(inTask[i]!.node)!
      const next = inTask[i + 1]?.ts ?? task.ts + task.dur!
      const key = `${node.callFrame.functionName || '(anon)'}@${short(node.callFrame.url)}`
      by.set(key, (by.get(key) ?? 0) + (next - inTask[i]!.ts) / 1000)
    }
    const parent = new Map<number, number>()
    for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id)
    const inclusive = new Map<string, number>()
    for (let i = 0; i < inTask.length; i++) {
      const next = inTask[i + 1]?.ts ?? task.ts + task.dur!
      const seen = new Set<string>()
      for (let id: number | undefined = inTask[i]!.node; id !== undefined; id = parent.get(id)) {
        const name = nodes.get(id)!.callFrame.functionName
        if (INCLUSIVE.test(name) && !seen.has(name)) {
          seen.add(name)
          inclusive.set(name, (inclusive.get(name) ?? 0) + (next - inTask[i]!.ts) / 1000)
        }
      }
    }
    const byScript = new Map<string, number>()
    for (const [k, v] of by) {
      const script = k.split('@')[1]!
      byScript.set(script, (byScript.get(script) ?? 0) + v)
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', ')
    console.log(
      `  task of ${(task.dur! / 1000).toFixed(0)} ms (the trace's long tasks in order, those before FCP too):`,
    )
    console.log(`    scripts: ${top(byScript, 10)}`)
    console.log(`    functions: ${top(by, 8)}`)
    console.log(`    inside: ${top(inclusive, 8)}`)
  }
}

const OBSERVE = `
  window.__perf = { long: [], lcp: 0, cls: 0, fcp: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.long.push([Math.round(e.startTime), Math.round(e.duration)]) }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = Math.round(e.startTime) }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__perf.shifts = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { window.__perf.cls += e.value; window.__perf.shifts.push(Math.round(e.startTime) + ':' + e.value.toFixed(3) + ' ' + e.sources.map((s) => s.node ? (s.node.nodeName + '.' + (s.node.className || '')).slice(0, 60) : '?').join(',')) } }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = Math.round(e.startTime) }).observe({ type: 'paint', buffered: true });
`

function selfTimeBy(profile: Profile, key: (node: ProfileNode) => string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const totals = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!
    const k = key(node)
    totals.set(k, (totals.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  return [...totals.entries()].sort((a, b) => b[1] - a[1])
}

const short = (url: string | undefined) =>
  (url ?? '').replace(base, '').replace(/^\/static\//, '') || '(native)'

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
const { token, ticketPath } = await seed()
const pages = (process.env.PAGES ?? `/ticket,${ticketPath}`).split(',')
const PUBLIC_PAGES = ['/customer-login', '/customer-register', '/verify/']
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
for (const pagePath of pages) {
  const rows: {
    tbt: number
    longSum: number
    longest: number
    count: number
    lcp: number
    fcp: number
    cls: number
  }[] = []
  const profiles: Profile[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 412, height: 823 },
    })
    // The public pages are measured as a stranger sees them: signed in, they send the customer on.
    const signedIn = !PUBLIC_PAGES.some((publicPath) => pagePath.startsWith(publicPath))
    // The reader's choice as the app keeps it: the `language` cookie, which the server renders in.
    if (process.env.LANGUAGE)
      await context.addCookies([{ name: 'language', value: process.env.LANGUAGE, url: base }])
    // Signed in as a sign-in leaves the browser (decision 078): the app's hint that it is signed
    // in (apps/web/src/lib/session-storage.ts) here, the session's cookie below.
    await context.addInitScript(signedIn ? `localStorage.setItem('signed-in', 'yes');${OBSERVE}` : OBSERVE)
    const page = await context.newPage()
    // A hydration that fails (React's #418) renders the page again from scratch: worth seeing.
    page.on('console', (message) => {
      if (message.type() === 'error') console.log(`  console error: ${message.text().slice(0, 200)}`)
    })
    const cdp: CDPSession = await context.newCDPSession(page)
    // Through the protocol: Playwright's addCookies makes an http cookie not Secure, which a
    // `__Host-` name must be (e2e/tests/helpers.ts).
    if (signedIn)
      await cdp.send('Network.setCookie', {
        name: '__Host-session',
        value: token,
        url: base,
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      })
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 4) })
    // Lighthouse's slow 4G figures, added to each request as DevTools does, not simulated.
    // SLOW_4G=devtools: DevTools' own preset.
    const devtools = process.env.SLOW_4G === 'devtools'
    if (process.env.SLOW_4G)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: devtools ? 562.5 : 150,
        downloadThroughput: ((devtools ? 1.44 : 1.6) * 1024 * 1024) / 8,
        uploadThroughput: ((devtools ? 0.675 : 0.75) * 1024 * 1024) / 8,
      })
    if (process.env.PROFILE) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    const traceEvents: TraceEvent[] = []
    if (process.env.TRACE) {
      cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...(value as unknown as TraceEvent[])))
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'disabled-by-default-v8.cpu_profiler',
            'v8.execute',
            'toplevel',
          ],
        },
        transferMode: 'ReportEvents',
      } as never)
    }
    await page.goto(`${base}${pagePath}`, { waitUntil: 'load' })
    if (pagePath.startsWith('/ticket') && !process.env.LANGUAGE) {
      await page.getByText('Under Process').first().waitFor({ timeout: 60_000 })
      await page.getByRole('textbox', { name: 'Application ID' }).waitFor({ timeout: 60_000 })
    } else await page.waitForLoadState('networkidle')
    await page.waitForTimeout(3000)
    if (process.env.PROFILE)
      profiles.push(((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile)
    if (process.env.TRACE) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
      await cdp.send('Tracing.end')
      await done
      printTasks(traceEvents)
    }
    const perf = (await page.evaluate('window.__perf')) as {
      long: [number, number][]
      lcp: number
      cls: number
      fcp: number
      shifts: string[]
    }
    const tbt = perf.long.filter(([s]) => s >= perf.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)
    rows.push({
      tbt,
      longSum: perf.long.reduce((s, [, d]) => s + d, 0),
      longest: Math.max(0, ...perf.long.map(([, d]) => d)),
      count: perf.long.length,
      lcp: perf.lcp,
      fcp: perf.fcp,
      cls: Number(perf.cls.toFixed(4)),
    })
    console.log(
      `${pagePath} run ${run + 1}: FCP ${perf.fcp} LCP ${perf.lcp} CLS ${perf.cls.toFixed(4)} TBT(after FCP) ${tbt} long tasks (start:ms) ${perf.long.map(([s, d]) => `${s}:${d}`).join(' ')}${perf.shifts.length ? `\n  layout shifts (start:score nodes): ${perf.shifts.join(' | ')}` : ''}`,
    )
    await context.close()
  }
  const m = (k: keyof (typeof rows)[0]) => median(rows.map((r) => r[k]))
  console.log(
    `${pagePath} MEDIAN of ${RUNS}: TBT ${m('tbt')} ms, long tasks total ${m('longSum')} ms, longest ${m('longest')} ms, count ${m('count')}, FCP ${m('fcp')} LCP ${m('lcp')} CLS ${m('cls')}`,
  )
  if (process.env.PROFILE) {
    // Self time (ms, throttled) summed over the runs, divided by runs: by script, then by function.
    const merged = new Map<string, number>()
    const mergedFn = new Map<string, number>()
    for (const p of profiles) {
      for (const [k, v] of selfTimeBy(p, (n) => short(n.callFrame.url) || n.callFrame.functionName))
        merged.set(k, (merged.get(k) ?? 0) + v / RUNS)
      for (const [k, v] of selfTimeBy(
        p,
        (n) => `${n.callFrame.functionName || '(anon)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}`,
      ))
        mergedFn.set(k, (mergedFn.get(k) ?? 0) + v / RUNS)
    }
    console.log('  by script:')
    for (const [k, v] of [...merged].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`    ${v.toFixed(0).padStart(6)} ${k}`)
    console.log('  by function:')
    for (const [k, v] of [...mergedFn].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`    ${v.toFixed(0).padStart(6)} ${k}`)
  }
}
await browser.close()
