// What the portal's own layers cost on the customer's hottest call, in one run on this machine:
// 1. the ticket list (50 tickets of one customer among 1,000,000 applications) on PostgreSQL,
//    against a minimal Fastify + pg server running the same two statements with the same pool
//    (minimal-server.mjs): the portal's throughput as a share of the floor's;
// 2. the same list on the embedded database, as a share of PostgreSQL's, with its p50 and p99;
// 3. a 400 KB filing (power clearance, two documents) against a bare multipart-to-disk route.
// Both sides are production builds in their own process, loaded by this one over loopback.
// Needs `npm run build` and BENCH_DATABASE_URL (a server URL; a database is created and dropped).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import { openEmbedded, openPostgres } from '../apps/server/src/db/database'
import { prepareDatabase } from '../apps/server/src/db/open'
import type { Database } from '../apps/server/src/db/schema'
import { issueToken } from '../apps/server/src/services/sign-in/tokens'
import { file, pdfBytes, pngBytes } from '../apps/server/test/helpers/files'
import { powerClearanceForm } from '../apps/server/test/helpers/filings'

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 1_000_000)
const TICKETS_EACH = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const IN_FLIGHT = 16
const TARGET = { portalShare: 0.75, embeddedShare: 0.4, p99OverP50: 3 }
const root = path.join(import.meta.dirname, '..')
const CUSTOMER = '11000000001'

async function seed(db: Kysely<Database>) {
  const customers = APPLICATIONS / TICKETS_EACH
  await sql`INSERT INTO customers (cid, mobile, name, current_address, current_dzongkhag_id, village, gewog_id, dzongkhag_id)
    SELECT (11000000000 + n)::text, '17000000', 'Customer ' || n, 'Thimphu', 1, 'Village', 1, 1
    FROM generate_series(1, ${customers}) AS n`.execute(db)
  await sql`INSERT INTO applications (customer_cid, service, resource, division_id, status, details, created_at, decided_at)
    SELECT (11000000000 + 1 + n % ${customers})::text, 'Power Clearance', 'power-clearances', 1 + n % 20,
      CASE WHEN n % 10 < 3 THEN 'Pending' WHEN n % 10 < 8 THEN 'Approved' ELSE 'Rejected' END,
      '{}'::jsonb, now() - make_interval(mins => n),
      CASE WHEN n % 10 < 3 THEN NULL ELSE now() - make_interval(mins => n - 60) END
    FROM generate_series(1, ${APPLICATIONS}) AS n`.execute(db)
  await sql`VACUUM ANALYZE`.execute(db)
  return issueToken(db, 'customer', CUSTOMER, 24)
}

async function start(command: string[], env: Record<string, string>): Promise<[ChildProcess, string]> {
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const child = spawn(process.execPath, command, {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${base}/api/tickets/`).catch(() => undefined)) return [child, base]
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${command.join(' ')} did not start`)
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

interface Load {
  perSecond: number
  p50: number
  p99: number
  failed: number
}

/** IN_FLIGHT callers, each sending its next request when the last is answered, for SECONDS after a warm-up. */
async function load(send: () => Promise<Response>, expectStatus: number): Promise<Load> {
  const run = async (seconds: number) => {
    const latencies: number[] = []
    let failed = 0
    const until = performance.now() + seconds * 1000
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (performance.now() < until) {
          const started = performance.now()
          const response = await send()
          const answered = response.clone()
          await answered.arrayBuffer()
          if (response.status === expectStatus) latencies.push(performance.now() - started)
          else if (failed++ === 0)
            console.error(`first failure: ${response.status} ${await response.clone().text()}`)
        }
      }),
    )
    return { latencies: latencies.sort((a, b) => a - b), failed }
  }
  await run(1)
  const { latencies, failed } = await run(SECONDS)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  return { perSecond: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), failed }
}

const describe = (label: string, l: Load) =>
  `${label.padEnd(34)} ${l.perSecond.toFixed(0).padStart(6)} req/s   p50 ${l.p50.toFixed(1).padStart(6)} ms   p99 ${l.p99.toFixed(1).padStart(6)} ms${l.failed ? `   ${l.failed} failed` : ''}`

const ticketsOf = (base: string, token: string) => () =>
  fetch(`${base}/api/tickets/`, { headers: { authorization: `Token ${token}` } })

const portalCommand = [path.join(root, 'apps/server/dist/main.mjs')]
const minimalCommand = [path.join(import.meta.dirname, 'minimal-server.mjs')]
const missed: string[] = []
const name = `portal_bench_api_${Date.now()}`
const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  await client.query(query)
  await client.end()
}

await admin(`CREATE DATABASE ${name}`)
const url = new URL(server)
url.pathname = `/${name}`
const embeddedDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-api-'))
try {
  let started = performance.now()
  const postgres = await openPostgres(url.toString())
  await prepareDatabase(postgres)
  const token = await seed(postgres.db)
  await postgres.close()
  console.log(
    `PostgreSQL: seeded ${APPLICATIONS.toLocaleString('en')} applications in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )

  started = performance.now()
  const embedded = await openEmbedded(path.join(embeddedDir, 'db'))
  await prepareDatabase(embedded)
  const embeddedToken = await seed(embedded.db)
  await embedded.close()
  console.log(
    `embedded: seeded ${APPLICATIONS.toLocaleString('en')} applications in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  console.log(`(${IN_FLIGHT} requests in flight, ${SECONDS} s each after a 1 s warm-up)\n`)

  // 1. The ticket list on PostgreSQL: the portal against the floor.
  // One customer files thousands here: no hourly limit, no storage quota in the way.
  const portalEnv = {
    DATABASE_URL: url.toString(),
    DATA_DIR: embeddedDir,
    FILINGS_PER_HOUR: '1000000',
    STORAGE_QUOTA_MB: '1000000',
  }
  // In turns, twice each, the better of each side kept: the database's own background work
  // after the seeding must not fall on one side only.
  const onPostgres: Record<'portal' | 'minimal', Load[]> = { portal: [], minimal: [] }
  for (let round = 0; round < 2; round++)
    for (const side of ['portal', 'minimal'] as const) {
      const [server, serverBase] = await start(
        side === 'portal' ? portalCommand : minimalCommand,
        side === 'portal' ? portalEnv : { DATABASE_URL: url.toString() },
      )
      onPostgres[side].push(await load(ticketsOf(serverBase, token), 200))
      await stop(server)
    }
  const best = (loads: Load[]) => loads.reduce((a, b) => (b.perSecond > a.perSecond ? b : a))
  const portalOnPostgres = best(onPostgres.portal)
  const minimal = best(onPostgres.minimal)

  // A 400 KB filing: a power clearance with two documents.
  const filing = () =>
    powerClearanceForm(1, {
      cid_copy: file(pdfBytes(300_000), 'cid.pdf'),
      letter_of_clearance: file(pngBytes(100_000), 'letter.png'),
    })
  let [child, base] = await start(minimalCommand, { DATABASE_URL: url.toString() })
  const bareUpload = await load(() => fetch(`${base}/api/upload/`, { method: 'POST', body: filing() }), 201)
  await stop(child)

  // 3. The filing, against the bare upload.
  ;[child, base] = await start(portalCommand, portalEnv)
  const portalFiling = await load(
    () =>
      fetch(`${base}/api/services/power-clearances/`, {
        method: 'POST',
        headers: { authorization: `Token ${token}` },
        body: filing(),
      }),
    201,
  )
  await stop(child)

  // 2. The same list on the embedded database.
  ;[child, base] = await start(portalCommand, { DATA_DIR: embeddedDir })
  const portalEmbedded = await load(ticketsOf(base, embeddedToken), 200)
  await stop(child)

  const share = (a: Load, b: Load) => a.perSecond / b.perSecond
  console.log(describe('tickets, minimal Fastify + pg', minimal))
  console.log(describe('tickets, portal on PostgreSQL', portalOnPostgres))
  console.log(
    `  (each side's two turns: minimal ${onPostgres.minimal.map((l) => l.perSecond.toFixed(0)).join(', ')}; portal ${onPostgres.portal.map((l) => l.perSecond.toFixed(0)).join(', ')} req/s)`,
  )
  console.log(describe('tickets, portal on embedded', portalEmbedded))
  console.log(describe('400 KB upload, bare multipart', bareUpload))
  console.log(describe('400 KB filing, portal', portalFiling))
  const portalShare = share(portalOnPostgres, minimal)
  const embeddedShare = share(portalEmbedded, portalOnPostgres)
  console.log(
    `\nportal / minimal, tickets on PostgreSQL: ${(portalShare * 100).toFixed(0)} % (target ≥ ${TARGET.portalShare * 100} %)`,
  )
  console.log(
    `embedded / PostgreSQL, tickets: ${(embeddedShare * 100).toFixed(0)} %, p50 ${portalEmbedded.p50.toFixed(0)} ms, p99 ${portalEmbedded.p99.toFixed(0)} ms (target ≥ ${TARGET.embeddedShare * 100} %, p99 ≤ ${TARGET.p99OverP50} × p50)`,
  )
  console.log(`portal filing / bare upload, 400 KB: ${(share(portalFiling, bareUpload) * 100).toFixed(0)} %`)
  if (portalShare < TARGET.portalShare) missed.push('portal / minimal')
  if (embeddedShare < TARGET.embeddedShare) missed.push('embedded / PostgreSQL')
  if (portalEmbedded.p99 > TARGET.p99OverP50 * portalEmbedded.p50) missed.push('embedded p99 ≤ 3 × p50')
  for (const l of [minimal, portalOnPostgres, portalEmbedded, bareUpload, portalFiling])
    if (l.failed) missed.push('every request answered as expected')
  console.log(missed.length ? `Targets missed: ${[...new Set(missed)].join('; ')}` : 'Every target met.')
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await rm(embeddedDir, { recursive: true, force: true })
}
