// The morning's figures beside issue 48's targets; a missed target makes the bench exit 1.
import { readFileSync, existsSync } from 'node:fs'
import { logOf } from '../../stage/layout'
import { quantile } from '../launch/tally'
import { addressesUsed } from './addresses'
import type { Happening } from './events'
import { STEPS } from './journey'
import type { MorningResult } from './morning'
import type { Attempt } from './requests'

const n = (value: number) => value.toLocaleString('en')
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const line = (label: string, figure: string, target = '') =>
  `  ${label.padEnd(44)} ${figure.padEnd(44)} ${target && `target: ${target}`}`.trimEnd()

interface Target {
  name: string
  met: boolean
}

/** After an event's instances are ready again, requests still settling count as its own this long. */
const SETTLING_MS = 2_000

/** The requests an event touched: sent before its instances were ready again, answered after it began. */
function during(attempts: Attempt[], happening: Happening) {
  const end = (Number.isNaN(happening.readyAt) ? happening.endedAt : happening.readyAt) + SETTLING_MS
  const touched = attempts.filter((a) => a.sentAt <= end && a.answeredAt >= happening.startedAt)
  const failed = touched.filter((a) => a.failed)
  const inFlight = failed.filter((a) => a.sentAt < happening.inFlightBefore)
  return { touched, failed, inFlight, end }
}

/** Whether each failed request's sender later had the same step answered as it needed. */
function retriedToSuccess(attempts: Attempt[], failed: Attempt[]) {
  return failed.every((f) =>
    attempts.some((a) => a.by === f.by && a.step === f.step && !a.failed && a.sentAt > f.sentAt),
  )
}

/** Caddy's own errors (its log's error lines), with the morning's time of each. */
function proxyErrors(startedAt: number) {
  if (!existsSync(logOf('proxy'))) return []
  return readFileSync(logOf('proxy'), 'utf8')
    .split('\n')
    .filter((text) => text.includes('"level":"error"'))
    .map((text) => JSON.parse(text) as { ts: number; msg: string })
    .map(({ ts, msg }) => ({ at: ts * 1000 - startedAt, what: msg.split(': ').at(-1)! }))
}

/** "28 × http: invalid Read on closed Body, 3 × read: connection reset by peer" */
function countedKinds(kinds: string[]) {
  const counts = new Map<string, number>()
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1)
  return [...counts].map(([kind, count]) => `${n(count)} × ${kind}`).join(', ')
}

/** Each failed request's log line at warn or above, found by its X-Request-Id in the instances' logs. */
function logLines(failed: Attempt[]) {
  const ids = new Set(failed.flatMap((a) => (a.requestId ? [a.requestId] : [])))
  const found = new Map<string, string>()
  for (const part of ['portal-1', 'portal-2']) {
    if (!existsSync(logOf(part)) || ids.size === 0) continue
    for (const text of readFileSync(logOf(part), 'utf8').split('\n')) {
      const id = /"reqId":"([^"]+)"/.exec(text)?.[1]
      if (id && ids.has(id) && Number(/^\{"level":(\d+)/.exec(text)?.[1]) >= 40 && !found.has(id))
        found.set(id, `${part}: ${text.slice(0, 400)}`)
    }
  }
  return found
}

function timeline(result: MorningResult, targets: Target[]) {
  const { attempts } = result.book
  const proxy = proxyErrors(result.book.startedAt)
  const lines = ['  timeline (s since the morning began; failed: answers not 2xx as needed, or none):']
  for (const happening of result.happenings) {
    const { touched, failed, inFlight, end } = during(attempts, happening)
    const ownErrors = proxy.filter((e) => e.at >= happening.startedAt && e.at <= end).map((e) => e.what)
    const retried = retriedToSuccess(attempts, failed)
    const readyIn = happening.readyAt - happening.startedAt
    lines.push(
      `    ${s(happening.startedAt)} ${happening.name}${happening.ok ? '' : ' (FAILED)'}: ${n(touched.length)} requests touched, ${n(failed.length)} failed (${n(inFlight.length)} of them in flight at its start), every instance ready ${s(readyIn)} after its start${failed.length ? `; ${retried ? 'each retried to success' : 'NOT all retried to success'}` : ''}`,
      ...happening.notes.map((note) => `        ${note}`),
      ...(ownErrors.length ? [`        Caddy's own errors: ${countedKinds(ownErrors)}`] : []),
    )
    if (happening.name === 'release')
      targets.push({ name: 'no request failed during the release', met: failed.length === 0 && happening.ok })
    else
      targets.push({
        name: `during the ${happening.name}, only requests in flight failed, each retried to success`,
        met: failed.length === inFlight.length && retried && happening.ok,
      })
  }
  const windows = result.happenings.map((h) => ({ from: h.startedAt, to: during(attempts, h).end }))
  const outside = attempts.filter(
    (a) => a.failed && !windows.some((w) => a.sentAt <= w.to && a.answeredAt >= w.from),
  )
  lines.push(`    failed outside the events: ${n(outside.length)}`)
  targets.push({ name: 'no request failed outside the events', met: outside.length === 0 })
  return lines
}

function failures(result: MorningResult) {
  const failed = result.book.attempts.filter((a) => a.failed)
  const byKind = new Map<string, Attempt[]>()
  for (const a of failed) {
    const key = `${a.request} ${a.status || 'no answer'}`
    byKind.set(key, [...(byKind.get(key) ?? []), a])
  }
  const logs = logLines(failed.slice(0, 200))
  return [
    `  failed requests by kind (${n(failed.length)} of ${n(result.book.attempts.length)} requests):`,
    ...[...byKind].map(([key, each]) => {
      const first = each[0]!
      const log = first.requestId ? logs.get(first.requestId) : undefined
      return [
        `    ${n(each.length)} × ${key}, at ${s(first.sentAt)}–${s(each.at(-1)!.sentAt)}; first: ${first.by}, X-Request-Id ${first.requestId ?? '(none: not the portal’s answer)'}, ${first.detail}`,
        ...(log ? [`      log: ${log}`] : []),
      ].join('\n')
    }),
  ]
}

/** Times in bunches a few seconds apart: "7 at 456.7–457.1 s, 12 at 699.3–699.9 s". */
function bunches(times: number[]) {
  const groups: number[][] = []
  for (const at of [...times].sort((a, b) => a - b))
    if (groups.length && at - groups.at(-1)!.at(-1)! < 5_000) groups.at(-1)!.push(at)
    else groups.push([at])
  return groups.map((g) => `${g.length} at ${s(g[0]!)}–${s(g.at(-1)!)}`).join(', ')
}

/** How many of `times` (ms since the morning began) fell in each minute. */
const perMinute = (times: number[]) => {
  const counts: number[] = []
  for (const at of times) counts[Math.floor(at / 60_000)] = (counts[Math.floor(at / 60_000)] ?? 0) + 1
  return Array.from(counts, (count) => count ?? 0).join(' ')
}

function throughputLines(result: MorningResult) {
  const decided = result.book.attempts.filter((a) => a.step === 'decision' && a.status === 200)
  return [
    '  per minute of the morning:',
    `    filed      ${perMinute(result.runs.flatMap((run) => run.filedAt ?? []))}`,
    `    decided    ${perMinute(decided.map((a) => a.answeredAt))}`,
    `    finished   ${perMinute(result.runs.flatMap((run) => run.finishedAt ?? []))}`,
  ]
}

function stepLines(result: MorningResult) {
  const rows = STEPS.map((step) => {
    const sorted = [...result.times[step]].sort((a, b) => a - b)
    const figures = [n(sorted.length), quantile(sorted, 0.5), quantile(sorted, 0.95)]
    return `    ${step.padEnd(10)} ${figures.map((f) => (typeof f === 'number' ? f.toFixed(0) : f).padStart(8)).join(' ')}`
  })
  return [
    '  per step (ms; a step’s time is the customer’s, retries included; code: 202 to SMS at the SMSC):',
    `    ${'step'.padEnd(10)} ${['n', 'p50', 'p95'].map((h) => h.padStart(8)).join(' ')}`,
    ...rows,
  ]
}

export function report(result: MorningResult): { text: string; met: boolean } {
  const { options, runs, filings, messages } = result
  const targets: Target[] = []
  const target = (name: string, met: boolean) => (targets.push({ name, met }), met)
  const finished = runs.filter((run) => run.finished).length
  const stops = new Map<string, number>()
  for (const run of runs) if (run.stoppedAt) stops.set(run.stoppedAt, (stops.get(run.stoppedAt) ?? 0) + 1)
  const decided = result.officers.reduce((sum, o) => sum + o.decided, 0)
  const rate = (finished / result.wallMs) * 60_000
  target(
    `${n(options.customers)} of ${n(options.customers)} customers finish`,
    finished === options.customers,
  )
  target('0 filings lost, 0 doubled', filings.lost === 0 && filings.doubled === 0)
  target('0 SMS lost, 0 doubled', messages.sms.lost === 0 && messages.sms.doubled === 0)
  target('0 emails lost, 0 doubled', messages.email.lost === 0 && messages.email.doubled === 0)
  const lines = [
    `National morning: ${n(options.customers)} customers through ${result.base} (Caddy, two production instances, a private PostgreSQL on port ${options.postgresPort}), ${options.concurrency} at a time, from ${addressesUsed(options.customers)} addresses (one in ten behind 4 carrier addresses); ${result.officers.length} officers`,
    line(
      'wall time (first customer to last letter)',
      `${s(result.wallMs)} (${rate.toFixed(0)} customers a minute)`,
    ),
    line(
      'customers finished',
      `${n(finished)} of ${n(options.customers)}`,
      `${n(options.customers)} of ${n(options.customers)}`,
    ),
    ...(stops.size
      ? [`    stopped at: ${[...stops].map(([at, count]) => `${at} ×${n(count)}`).join('; ')}`]
      : []),
    line(
      'filings lost / doubled',
      `${n(filings.lost)} / ${n(filings.doubled)} (${n(filings.rows)} rows; filed unanswered ${n(filings.untold)})`,
      '0 / 0',
    ),
    ...filings.examples.map((example) => `    ${example}`),
    line(
      'SMS lost / doubled',
      `${n(messages.sms.lost)} / ${n(messages.sms.doubled)} (outbox ${n(messages.sms.outbox)}, SMSC ${n(messages.sms.received)})`,
      '0 / 0',
    ),
    line(
      '  codes the outbox chose not to send (late)',
      `${n(messages.sms.lateCodes.length)}${messages.sms.lateCodes.length ? `, made ${bunches(messages.sms.lateCodes.map((at) => at - result.book.startedAt))}; the SMSC had ${n(messages.sms.lateYetReceived)} of them` : ''}`,
    ),
    ...messages.sms.examples.map((example) => `    ${example}`),
    line(
      'emails lost / doubled',
      `${n(messages.email.lost)} / ${n(messages.email.doubled)} (outbox ${n(messages.email.outbox)}, mailbox ${n(messages.email.received)})`,
      '0 / 0',
    ),
    ...messages.email.examples.map((example) => `    ${example}`),
    line('outbox unsent at the end', n(result.unsent)),
    line('decisions by officers', n(decided)),
    line(
      'proof-of-work challenges shown to customers',
      `${n(result.proofOfWork.shown)} (${n(result.proofOfWork.solved)} solved)`,
    ),
    ...stepLines(result),
    ...throughputLines(result),
    ...timeline(result, targets),
    `  peak memory (VmHWM) of each instance's processes: ${[...result.memory].map(([instance, pids]) => `${instance} ${pids.map(({ pid, mb }) => `${mb} MB (pid ${pid})`).join(', ')}`).join('; ')}`,
    ...failures(result),
    '  targets:',
    ...targets.map((t) => `    ${t.met ? 'met   ' : 'MISSED'} ${t.name}`),
  ]
  const missed = targets.filter((t) => !t.met)
  lines.push(missed.length ? `Targets missed: ${missed.map((t) => t.name).join('; ')}` : 'Every target met.')
  return { text: lines.join('\n'), met: missed.length === 0 }
}
