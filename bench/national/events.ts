// What happens to the stage in the middle of the morning, customers still coming: a release
// of a new build, an instance killed while uploads are in flight, the database restarted.
// Each is timed from its start until the instances it touched are ready again.
import { spawn } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { paths, ROOT } from '../../stage/layout'
import type { PrivatePostgres } from './private-postgres'
import type { RequestBook } from './requests'
import { instanceProcesses, readyStatus, releaseOf, stageCommand } from './stage-control'

export interface Happening {
  name: string
  /** ms since the morning began. */
  startedAt: number
  /** When what was done ended (the release's last step, the kill, the database's start). */
  endedAt: number
  /**
   * A request sent before this was in flight when the event struck: the release's start, the
   * kill, or the database's shutdown done (a request sent while it shut down was cut too).
   */
  inFlightBefore: number
  /** When every instance answered /api/ready/ 200 again. */
  readyAt: number
  notes: string[]
  ok: boolean
}

const READY_WITHIN_MS = 120_000
/** How long the database stays down. */
const DATABASE_DOWN_MS = 10_000
/** The crash waits this long at most for uploads in flight. */
const UPLOADS_WAIT_MS = 60_000

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Until every running instance answers /api/ready/ 200 (the morning's time then). */
async function untilAllReady(book: RequestBook, expected = 2) {
  const deadline = Date.now() + READY_WITHIN_MS
  while (Date.now() < deadline) {
    const running = instanceProcesses()
    const statuses = await Promise.all(running.map(({ port }) => readyStatus(port)))
    if (running.length >= expected && statuses.every((status) => status === 200)) return book.now()
    await sleep(100)
  }
  return NaN
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'ignore' })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/**
 * The server built anew with PORTAL_RELEASE (the build argument /api/health/ reports,
 * docs/deploy.md), beside the running one, then copied over it (the server alone: the web app
 * is the same, and its build would take a minute of the morning's cores). Then `npm run stage
 * -- release`, which copies the build for the successors (stage/builds.ts).
 */
export async function releaseBuild(book: RequestBook, name: string): Promise<Happening> {
  const startedAt = book.now()
  const notes: string[] = []
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'portal-national-build-'))
  const env = { ...process.env, PORTAL_RELEASE: name, SERVER_OUT_DIR: outDir }
  const built = await run(process.execPath, [path.join(ROOT, 'apps', 'server', 'build.mjs')], env)
  if (built === 0) await cp(outDir, paths.serverDist, { recursive: true, force: true })
  await rm(outDir, { recursive: true, force: true })
  notes.push(`${seconds(book.now())} built ${name} (${built === 0 ? 'ok' : `exit ${built}`})`)
  const releases = async () =>
    (await Promise.all(instanceProcesses().map(async ({ port }) => releaseOf(port)))).join(', ')
  const before = await releases()
  const status = await stageCommand('release', process.env, (line) =>
    notes.push(`${seconds(book.now())} ${line.replace(/^· /, '')}`),
  )
  const endedAt = book.now()
  const readyAt = await untilAllReady(book)
  const after = await releases()
  notes.push(`/api/health/ release before: ${before}; after: ${after}`)
  const ok = built === 0 && status === 0 && after.split(', ').every((release) => release === name)
  return { name: 'release', startedAt, endedAt, inFlightBefore: startedAt, readyAt, notes, ok }
}

/** kill -9 of portal-1 once uploads are in flight; the supervisor starts it again. */
export async function crash(book: RequestBook): Promise<Happening> {
  const waitUntil = Date.now() + UPLOADS_WAIT_MS
  while (book.inFlight('filing') < 2 && Date.now() < waitUntil) await sleep(20)
  const victim = instanceProcesses().find(({ instance }) => instance === 'portal-1')!
  const uploads = book.inFlight('filing')
  const startedAt = book.now()
  process.kill(victim.pid, 'SIGKILL')
  const notes = [
    `kill -9 ${victim.pid} (portal-1, port ${victim.port}) with ${uploads} filing(s) in flight through the proxy`,
  ]
  // The supervisor notices, waits 2 s and starts it again: a new pid on the same port.
  const deadline = Date.now() + READY_WITHIN_MS
  let back = victim
  while (back.pid === victim.pid && Date.now() < deadline) {
    await sleep(50)
    back = instanceProcesses().find(({ instance }) => instance === 'portal-1') ?? victim
  }
  notes.push(`${seconds(book.now())} the supervisor started it again: pid ${back.pid}`)
  const readyAt = await untilAllReady(book)
  const ok = !Number.isNaN(readyAt)
  return { name: 'crash', startedAt, endedAt: startedAt, inFlightBefore: startedAt, readyAt, notes, ok }
}

/** pg_ctl stop -m fast, 10 s down, pg_ctl start: the instances come back by themselves. */
export async function databaseRestart(book: RequestBook, cluster: PrivatePostgres): Promise<Happening> {
  const startedAt = book.now()
  const notes: string[] = []
  const outcome = (work: Promise<void>) =>
    work.then(
      () => 'done',
      (error: Error) => `FAILED: ${error.message}`,
    )
  const stopped = await outcome(cluster.stop())
  const inFlightBefore = book.now()
  notes.push(`${seconds(book.now())} pg_ctl stop -m fast: ${stopped}`)
  await sleep(DATABASE_DOWN_MS)
  const started = await outcome(cluster.start())
  const endedAt = book.now()
  notes.push(`${seconds(endedAt)} pg_ctl start: ${started}`)
  const readyAt = await untilAllReady(book)
  const ok = stopped === 'done' && started === 'done'
  return { name: 'database restart', startedAt, endedAt, inFlightBefore, readyAt, notes, ok }
}
