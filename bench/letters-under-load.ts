// One customer downloads letters as fast as the network allows while another customer reads
// the ticket list: how long the unrelated request takes, before and during the burst. Runs
// the portal on the embedded database over real HTTP on loopback, twice: with the default
// letter limit, and with no practical limit (so every letter is drawn or served from cache).
// Prints milliseconds: median and p95 of the unrelated request, and the burst's answers.
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { openEmbedded } from '../apps/server/src/db/database'
import { prepareDatabase } from '../apps/server/src/db/open'
import { createStaff } from '../apps/server/src/services/staff-accounts/staff-accounts'
import { FORM_SAMPLES } from '../packages/domain/test/form-samples'

const BURST_SECONDS = 5
const IN_FLIGHT = 20
const SAMPLES = 40

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1)
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`
}

async function run(label: string, lettersPer10Minutes?: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'))
  const database = await openEmbedded('memory://')
  await prepareDatabase(database)
  const config = {
    ...loadConfig({ SIGN_IN_CODES: 'off', LOG_LEVEL: 'silent' }),
    dataDir,
    ...(lettersPer10Minutes ? { LETTERS_PER_10_MINUTES: lettersPer10Minutes } : {}),
  }
  const app = await buildApp({ db: database.db, notifications: database.notifications, config })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${url}`, init)
    await response.arrayBuffer()
    return response
  }

  try {
    const thimphu = await database.db
      .selectFrom('dzongkhags')
      .select('id')
      .where('name', '=', 'Thimphu')
      .executeTakeFirstOrThrow()
    const gewog = await database.db
      .selectFrom('gewogs')
      .select('id')
      .where('dzongkhag_id', '=', thimphu.id)
      .executeTakeFirstOrThrow()
    const customer = async (cid: string, mobile: string) => {
      await call('/customers/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          cid,
          mobile,
          name: 'Pema Wangmo',
          email: 'pema@example.bt',
          fixed_line: '',
          current_address: { address: 'Norzin Lam', dzongkhag: thimphu.id },
          permanent_address: { village: 'Changzamtog', gewog: gewog.id, dzongkhag: thimphu.id },
        }),
      })
      const login = await fetch(`${base}/accounts/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: cid, password: mobile }),
      })
      return `Token ${((await login.json()) as { token: string }).token}`
    }
    const hammering = await customer('11500000001', '17100001')
    const reading = await customer('11500000002', '17100002')

    // An approved application whose letter the first customer will ask for again and again.
    const filed = await fetch(`${base}/services/energy-meters/`, {
      method: 'POST',
      headers: { authorization: hammering, 'content-type': 'application/json' },
      body: JSON.stringify(FORM_SAMPLES['/energy-meter-upgradation']),
    })
    if (filed.status !== 201) throw new Error(`the filing was refused: ${await filed.text()}`)
    const { id } = (await filed.json()) as { id: number }
    await createStaff(database.db, {
      username: 'bench-admin',
      name: 'Bench Admin',
      password: 'a-long-bench-password',
      role: 'admin',
      divisionIds: [],
      // The bench's own account, made and used at once: no person reads its password.
      mustChangePassword: false,
    })
    const staffLogin = await fetch(`${base}/staff/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench-admin', password: 'a-long-bench-password' }),
    })
    const staff = `Token ${((await staffLogin.json()) as { token: string }).token}`
    const decided = await call(`/staff/applications/${id}/decision/`, {
      method: 'POST',
      headers: { authorization: staff, 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'Approved', remarks: 'Checked on site.' }),
    })
    if (decided.status !== 200) throw new Error(`the decision was refused: ${decided.status}`)

    const timedTickets = async () => {
      const started = performance.now()
      await call('/tickets/', { headers: { authorization: reading } })
      return performance.now() - started
    }
    const quiet: number[] = []
    for (let i = 0; i < SAMPLES; i++) quiet.push(await timedTickets())

    const answers: Record<number, number> = {}
    const until = performance.now() + BURST_SECONDS * 1000
    const hammer = async () => {
      while (performance.now() < until) {
        const { status } = await call(`/tickets/${id}/download/`, { headers: { authorization: hammering } })
        answers[status] = (answers[status] ?? 0) + 1
      }
    }
    const burst = Promise.all(Array.from({ length: IN_FLIGHT }, hammer))
    const loaded: number[] = []
    while (performance.now() < until) {
      loaded.push(await timedTickets())
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await burst

    console.log(`${label}:`)
    console.log(`  the other customer's ticket list, quiet:       ${summary(quiet)}`)
    console.log(`  the same, during ${BURST_SECONDS} s of letters (${IN_FLIGHT} at once): ${summary(loaded)}`)
    console.log(`  the letter requests were answered: ${JSON.stringify(answers)}`)
  } finally {
    await app.close()
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

await run('default letter limit (LETTERS_PER_10_MINUTES=30)')
await run('no practical limit: every letter drawn on a worker or served from cache', 1_000_000)
