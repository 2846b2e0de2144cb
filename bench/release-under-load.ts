// A release under load, on a running stage (npm run stage): a steady few requests a second
// through Caddy — pages, lookups, a signed-in customer's tickets, sign-in code requests — from
// several loopback addresses, while `npm run stage -- release` replaces both instances. Prints
// the requests sent, those not answered 2xx or 3xx (the target is none), the p50/p95/p99, the
// release's length and each instance's /api/ready/ as it changed; exits 1 on any failed request.
// `-- --during='COMMAND'` runs COMMAND in the release's place (a database restart, a crash).
// docs/deploy.md, "A release"; decision 085.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { clientFrom, field, type Answer, type Client } from './launch/http'
import { customer, registration, type Person } from './launch/people'
import { quantile } from './launch/tally'
import { SmsRecord } from './national/sms-record'
import { SMS_RECORD } from '../stage/layout'

const ROOT = path.resolve(import.meta.dirname, '..')
const STAGE = path.join(ROOT, '.stage')
const MANIFEST = path.join(STAGE, 'run', 'stage.json')
const CA_FILE = path.join(STAGE, 'data', 'caddy', 'caddy', 'pki', 'authorities', 'local', 'root.crt')

const REQUESTS_PER_SECOND = Number(process.env.RELEASE_LOAD_RPS ?? 10)
/** Load alone before the release starts, and after it ends. */
const QUIET_MS = 3_000
const CUSTOMERS = 3

if (!existsSync(MANIFEST)) {
  console.error('No stage is running: npm run stage first.')
  process.exit(1)
}
const { ports } = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { ports: Record<string, number> }
const during = process.argv.find((arg) => arg.startsWith('--during='))?.slice('--during='.length)
const event = during
  ? { name: 'the command', command: 'sh', args: ['-c', during] }
  : {
      name: 'the release',
      command: process.execPath,
      args: ['--import', 'tsx', path.join(ROOT, 'stage', 'stage.ts'), 'release'],
    }
const base = `https://localhost:${ports.proxy}`
const ca = readFileSync(CA_FILE)
/** Visitors from 127.0.0.40–59: the portal sees each as its own (TRUST_PROXY, decision 082). */
const visitors = Array.from({ length: 20 }, (_, i) =>
  clientFrom(base, `127.0.0.${40 + i}`, { ca, resendOnClosedConnection: true }),
)
/** What the SMSC received, read as it grows (bench/national/sms-record.ts). */
const smsRecord = new SmsRecord(SMS_RECORD)
const CODE = /\b(\d{6})\b/
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The code the SMSC received for `mobile` after `since`, as the customer reads it off the phone. */
async function codeFor(mobile: string, since: number): Promise<string> {
  const sms = await smsRecord.waitFor(mobile, (part) => part.at >= since && CODE.test(part.text), 10_000)
  if (!sms) throw new Error(`no code reached ${mobile} in 10 s`)
  return CODE.exec(sms.text)![1]!
}

/** A customer registered as the web app does it, with the code from the SMSC: their token. */
async function register(client: Client, person: Person): Promise<string> {
  const [dzongkhag] = (await client.send('GET', '/api/addresses/dzongkhags/')).body as { id: number }[]
  const [gewog] = (await client.send('GET', `/api/addresses/gewogs/?dzongkhag=${dzongkhag!.id}`)).body as {
    id: number
  }[]
  const [division] = (await client.send('GET', '/api/divisions/')).body as { id: number }[]
  const places = { dzongkhag: dzongkhag!.id, gewog: gewog!.id, division: division!.id }
  const since = Date.now()
  const asked = await client.send('POST', '/api/customers/', {
    json: registration(person, places, 'Karma Dorji'),
  })
  if (asked.status !== 202) throw new Error(`registration: ${asked.status} ${JSON.stringify(asked.body)}`)
  const json = { challenge: field(asked, 'challenge'), code: await codeFor(person.mobile, since) }
  const done = await client.send('POST', '/api/customers/verify/', { json })
  if (done.status !== 201) throw new Error(`verification: ${done.status} ${JSON.stringify(done.body)}`)
  return field(done, 'token') as string
}

interface Sent extends Answer {
  kind: string
  at: number
}

const firstIndex = Date.now() % 900_000
const customers = await Promise.all(
  Array.from({ length: CUSTOMERS }, async (_, i) => {
    const person = customer(firstIndex + i)
    return { person, token: await register(visitors[i]!, person) }
  }),
)

/** The mix: what a morning's visitors ask, one request each. */
const kinds: [string, (client: Client, tick: number) => Promise<Answer>][] = [
  ['page /', (c) => c.send('GET', '/')],
  ['page /track', (c) => c.send('GET', '/track')],
  ['page /login', (c) => c.send('GET', '/login')],
  ['lookup dzongkhags', (c) => c.send('GET', '/api/addresses/dzongkhags/')],
  ['lookup divisions', (c) => c.send('GET', '/api/divisions/')],
  ['lookup service targets', (c) => c.send('GET', '/api/service-targets/')],
  [
    'tickets (signed in)',
    (c, t) => c.send('GET', '/api/tickets/', { token: customers[t % CUSTOMERS]!.token }),
  ],
  [
    'sign-in code request',
    (c, t) => {
      const { person } = customers[t % CUSTOMERS]!
      return c.send('POST', '/api/accounts/login/', {
        json: { username: person.cid, password: person.mobile },
      })
    },
  ],
]

/** Each instance port's /api/ready/ when it changed (0: nothing listens), straight, not through Caddy. */
const readiness: string[] = []
const instancePorts = Object.entries(ports).filter(([part]) => part.startsWith('portal-'))
const lastStatus = new Map<string, number>()
const readyOf = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/ready/`).then(
    (response) => response.status,
    () => 0,
  )
const watchReadiness = setInterval(() => {
  for (const [part, port] of instancePorts)
    void readyOf(port).then((status) => {
      if (lastStatus.get(part) !== status)
        readiness.push(`${Date.now() - started} ms ${part} (${port}): ${status}`)
      lastStatus.set(part, status)
    })
}, 250)
const sent: Promise<Sent>[] = []
let loading = true
const started = Date.now()
const load = (async () => {
  for (let tick = 0; loading; tick++) {
    const [kind, ask] = kinds[tick % kinds.length]!
    const at = Date.now() - started
    sent.push(
      ask(visitors[tick % visitors.length]!, Math.floor(tick / kinds.length)).then((answer) => ({
        ...answer,
        kind,
        at,
      })),
    )
    await sleep(1000 / REQUESTS_PER_SECOND)
  }
})()

await sleep(QUIET_MS)
const releaseStarted = Date.now() - started
const eventStatus = await new Promise<number>((resolve) => {
  const run = spawn(event.command, event.args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  run.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(`${Date.now() - started} ms ${chunk.toString()}`)
  })
  run.on('exit', (code) => resolve(code ?? 1))
})
const releaseEnded = Date.now() - started
await sleep(QUIET_MS)
loading = false
await load
const answers = await Promise.all(sent)
visitors.forEach((visitor) => visitor.close())
smsRecord.close()
clearInterval(watchReadiness)

const failed = answers.filter((answer) => answer.status < 200 || answer.status >= 400)
const inWindow = answers.filter((answer) => answer.at >= releaseStarted && answer.at <= releaseEnded)
const times = answers.map((answer) => answer.ms).sort((a, b) => a - b)
const ms = (value: number) => `${Math.round(value)} ms`
const failedByKind = new Map<string, Sent[]>()
for (const answer of failed) {
  const key = `${answer.kind}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 80)}`
  failedByKind.set(key, [...(failedByKind.get(key) ?? []), answer])
}
console.log(
  [
    `Requests: ${answers.length} in ${((Date.now() - started) / 1000).toFixed(1)} s (${REQUESTS_PER_SECOND}/s, ${kinds.length} kinds, ${visitors.length} addresses), ${inWindow.length} of them during ${event.name}`,
    `${event.name.replace('the', 'The')}: ${eventStatus === 0 ? 'done' : `FAILED (exit ${eventStatus})`} from ${releaseStarted} to ${releaseEnded} ms (${((releaseEnded - releaseStarted) / 1000).toFixed(1)} s)`,
    `Not 2xx or 3xx: ${failed.length} (target 0)`,
    ...[...failedByKind].map(
      ([key, each]) => `  ${each.length} × ${key}, sent ${each[0]!.at}–${each.at(-1)!.at} ms`,
    ),
    `Sent again on a new connection, as a browser does, after Caddy's reload closed the kept-alive one: ${answers.filter((answer) => answer.resent).length}`,
    `Latency: p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}, p99 ${ms(quantile(times, 0.99))}, max ${ms(times.at(-1) ?? NaN)}`,
    "Each instance port's /api/ready/ as it changed:",
    ...readiness.map((line) => `  ${line}`),
  ].join('\n'),
)
process.exitCode = failed.length === 0 && eventStatus === 0 ? 0 : 1
