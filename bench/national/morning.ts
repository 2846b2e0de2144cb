// The morning itself, on a running stage: officers made and signed in, customers on their way
// N at a time, the release, the crash and the database restart as the customers reach their
// share, every letter awaited; then everything counted.
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { MAILBOX, SMS_RECORD } from '../../stage/layout'
import { clientFrom, type Client } from '../launch/http'
import { noProofOfWork } from '../launch/proof-of-work'
import { inParallel } from '../launch/pool'
import { placesOf } from '../launch/run'
import { addressOf, BENCH_ADDRESS, officeOf } from './addresses'
import { crash, databaseRestart, releaseBuild, type Happening } from './events'
import { fileOne, readDecision, STEPS, type CustomerRun, type Morning } from './journey'
import { watchMemory } from './memory'
import { decideAsTheyCome, officersFor, TEAMS, type Division } from './officers'
import { EVENTS_AT, type Options } from './options'
import type { PrivatePostgres } from './private-postgres'
import { countFilings, countMessages, untilOutboxEmpty } from './reconcile'
import { RequestBook } from './requests'
import { caddyCa, portalEnv, readManifest } from './stage-control'
import { SmsRecord } from './sms-record'

/** After the last customer: time for the outbox to send what is left. */
const OUTBOX_WAIT_MS = 330_000

export type MorningResult = Awaited<ReturnType<typeof morning>>

/** The events in turn, each once its share of customers has started. */
async function eventsDuring(
  book: RequestBook,
  cluster: PrivatePostgres,
  startedShare: () => number,
  release: string,
) {
  const plan: [number, () => Promise<Happening>][] = [
    [EVENTS_AT.release, () => releaseBuild(book, release)],
    [EVENTS_AT.crash, () => crash(book)],
    [EVENTS_AT.restart, () => databaseRestart(book, cluster)],
  ]
  const happenings: Happening[] = []
  for (const [share, event] of plan) {
    while (startedShare() < share) await sleep(200)
    happenings.push(await event())
  }
  return happenings
}

export async function morning(options: Options, cluster: PrivatePostgres, release: string) {
  const manifest = readManifest()
  const base = `https://localhost:${manifest.ports.proxy}`
  const ca = caddyCa()
  const clients = new Map<string, Client>()
  const clientAt = (address: string) => {
    if (!clients.has(address))
      clients.set(address, clientFrom(base, address, { ca, resendOnClosedConnection: true }))
    return clients.get(address)!
  }
  const book = new RequestBook()
  const sms = new SmsRecord(SMS_RECORD)
  const { dzongkhag, gewog } = await placesOf(clientAt(BENCH_ADDRESS))
  const divisions = (await clientAt(BENCH_ADDRESS).send('GET', '/api/divisions/')).body as Division[]
  const officers = await officersFor(book, divisions, portalEnv(), options.officers, (k) =>
    clientAt(officeOf(k % TEAMS)),
  )
  const memory = watchMemory()
  const m: Morning = {
    book,
    sms,
    proofOfWork: noProofOfWork(),
    places: { dzongkhag, gewog },
    divisions: divisions.map((division) => division.id),
    times: Object.fromEntries(STEPS.map((step) => [step, []])) as unknown as Morning['times'],
  }
  const deadline = Date.now() + options.minutes * 60_000
  let started = 0
  let filingOver = false
  const deciding = Promise.all(
    officers.map((officer) => decideAsTheyCome(book, officer, () => filingOver, deadline)),
  )
  const events = eventsDuring(book, cluster, () => started / options.customers, release)
  const runs: CustomerRun[] = []
  const decisions: Promise<unknown>[] = []
  const firstAt = book.now()
  await inParallel(
    options.customers,
    options.concurrency,
    async (index) => {
      started++
      const client = clientAt(addressOf(index))
      const run = await fileOne(m, client, index)
      runs.push(run)
      if (run.id !== undefined) decisions.push(readDecision(m, client, run, deadline - Date.now()))
    },
    performance.now() + options.minutes * 60_000,
  )
  filingOver = true
  await Promise.all(decisions)
  const wallMs = book.now() - firstAt
  await deciding
  const happenings = await events
  memory.stop()
  const unsent = await untilOutboxEmpty(manifest.databaseUrl, OUTBOX_WAIT_MS)
  await sleep(1_000)
  const filings = await countFilings(manifest.databaseUrl, runs)
  const messages = await countMessages(manifest.databaseUrl, sms, MAILBOX)
  sms.close()
  clients.forEach((client) => client.close())
  return {
    options,
    base,
    started,
    runs,
    wallMs,
    book,
    times: m.times,
    proofOfWork: m.proofOfWork,
    officers,
    happenings,
    memory: memory.byInstance(),
    unsent,
    filings,
    messages,
  }
}
