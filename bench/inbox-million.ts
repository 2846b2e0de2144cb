// The staff inbox on a million applications in PostgreSQL: seeds a fresh database, then times
// the inbox query an officer and an admin make. Needs BENCH_DATABASE_URL (a server URL; a
// database portal_bench_<n> is created and dropped). Prints milliseconds: median and p95.
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import pg from 'pg'
import { openPostgres } from '../apps/server/src/db/database'
import { prepareDatabase } from '../apps/server/src/db/open'
import { listInbox } from '../apps/server/src/services/decisions/staff-inbox'
import type { StaffMember } from '../apps/server/src/services/staff-accounts/staff-accounts'

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 1_000_000)
const RUNS = 30
const name = `portal_bench_${Date.now()}`

async function admin(query: string) {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  await client.query(query)
  await client.end()
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1)
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`
}

await admin(`CREATE DATABASE ${name}`)
const url = new URL(server)
url.pathname = `/${name}`
const database = await openPostgres(url.toString())
try {
  await prepareDatabase(database)
  const { db } = database
  let started = performance.now()
  await sql`INSERT INTO customers (cid, mobile, name, current_address, current_dzongkhag_id, village, gewog_id, dzongkhag_id)
    SELECT (11000000000 + n)::text, '17000000', 'Customer ' || n, 'Thimphu', 1, 'Village', 1, 1
    FROM generate_series(1, 10000) AS n`.execute(db)
  await sql`INSERT INTO applications (customer_cid, service, resource, division_id, status, details, created_at, decided_at, due_on)
    SELECT (11000000000 + 1 + n % 10000)::text, 'Power Clearance', 'power-clearances', 1 + n % 20,
      CASE WHEN n % 10 < 3 THEN 'Pending' WHEN n % 10 < 8 THEN 'Approved' ELSE 'Rejected' END,
      '{}'::jsonb, now() - make_interval(mins => n),
      CASE WHEN n % 10 < 3 THEN NULL ELSE now() - make_interval(mins => n - 60) END,
      (now() - make_interval(mins => n) + interval '14 days')::date
    FROM generate_series(1, ${APPLICATIONS}) AS n`.execute(db)
  // As autovacuum would have left it: the visibility map lets counts read the index alone.
  await sql`VACUUM ANALYZE applications`.execute(db)
  await sql`ANALYZE`.execute(db)
  console.log(
    `seeded ${APPLICATIONS.toLocaleString('en')} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  const officer: StaffMember = {
    id: 1,
    username: 'officer',
    name: 'Officer',
    role: 'officer',
    totp_enabled: false,
    password_change_required: false,
    divisions: [1, 2],
  }
  const adminStaff: StaffMember = { ...officer, role: 'admin', divisions: [] }
  const cases: [string, StaffMember, Parameters<typeof listInbox>[2]][] = [
    ['officer, 2 divisions, pending, page 1', officer, { status: 'Pending', page: 1 }],
    ['officer, pending, page 50', officer, { status: 'Pending', page: 50 }],
    ['officer, all statuses, page 1', officer, { page: 1 }],
    ['admin, pending, page 1', adminStaff, { status: 'Pending', page: 1 }],
    ['admin, pending, nearest deadline first', adminStaff, { status: 'Pending', sort: 'due', page: 1 }],
    ['admin, search by Application ID', adminStaff, { q: '123456', page: 1 }],
    ['admin, search by CID', adminStaff, { q: '11000004242', page: 1 }],
  ]
  for (const [label, staff, filters] of cases) {
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      started = performance.now()
      await listInbox(db, staff, filters)
      times.push(performance.now() - started)
    }
    console.log(`${label}: ${summary(times)} (count and page, ${RUNS} runs)`)
  }
} finally {
  await database.close()
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
