// The built portal (apps/server/dist/main.mjs) in its own process, in development mode (SMS
// kept in the development inbox), on a fresh embedded database or a fresh PostgreSQL database
// made for the run and dropped after it.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'

const MAIN = path.join(import.meta.dirname, '../../apps/server/dist/main.mjs')
/** The ports this bench may listen on. */
const PORTS = { first: 8381, last: 8399 }
const START_WITHIN_MS = 180_000
// Past the portal's own SHUTDOWN_GRACE_SECONDS (25): it exits by itself first.
const STOP_WITHIN_MS = 40_000

export type Store = { kind: 'embedded' } | { kind: 'postgres'; serverUrl: string }

export interface Portal {
  base: string
  /** The portal's log lines at warn and above, as it wrote them (the log carries no personal data). */
  complaints: string[]
  stop(): Promise<void>
}

/**
 * What the bench sets itself; anything else in its environment (SMS_PER_HOUR, a limit being
 * tried) reaches the portal. Above all no TRUST_PROXY: clients are the connections' peers.
 */
const OWNED = [
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
  'TRUST_PROXY',
  'PORTAL_ENV',
  'SIGN_IN_CODES',
  'SMS_GATEWAY_URL',
  'METRICS_TOKEN',
  'LOG_LEVEL',
  'FILE_STORE',
  'PUBLIC_URL',
]

function listensOn(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

async function freePort() {
  for (let port = PORTS.first; port <= PORTS.last; port++) if (await listensOn(port)) return port
  throw new Error(`no free port in ${PORTS.first}–${PORTS.last}`)
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A database of its own for one run, and how to drop it. */
async function freshPostgres(serverUrl: string) {
  const name = `portal_bench_launch_${Date.now()}_${process.pid}`
  await onServer(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

/**
 * The portal's output: its JSON log lines at warn (40) and above, and the last lines of all
 * (the development notice, a crash's stack) for when it does not start.
 */
function watch(child: ChildProcess) {
  const complaints: string[] = []
  const tail: string[] = []
  let rest = ''
  const take = (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) {
      if (Number(/^\{"level":(\d+)/.exec(line)?.[1] ?? 0) >= 40) complaints.push(line)
      tail.push(line)
      if (tail.length > 40) tail.shift()
    }
  }
  child.stdout?.on('data', take)
  child.stderr?.on('data', take)
  return { complaints, tail }
}

async function untilReady(base: string, child: ChildProcess, tail: string[]) {
  const started = Date.now()
  while (Date.now() - started < START_WITHIN_MS) {
    if (child.exitCode !== null) throw new Error(`the portal exited at start:\n${tail.join('\n')}`)
    const ready = await fetch(`${base}/api/ready/`).catch(() => undefined)
    if (ready?.status === 200) return
    await sleep(250)
  }
  throw new Error(`the portal was not ready within ${START_WITHIN_MS / 1000} s`)
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  if (await Promise.race([exited.then(() => true), sleep(STOP_WITHIN_MS).then(() => false)])) return
  child.kill('SIGKILL')
  await exited
}

/**
 * The hour's SMS ceiling the portal runs with: its own default (2,000), as an operator who
 * never sized it would leave it (issue 45), unless SMS_PER_HOUR is in the environment.
 */
export const SMS_PER_HOUR = Number(process.env.SMS_PER_HOUR ?? 2_000)

/** `smsPerHour`: the ceiling this portal runs with, when not the bench's own (a probe's). */
export async function startPortal(store: Store, smsPerHour = SMS_PER_HOUR): Promise<Portal> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-launch-'))
  const postgres = store.kind === 'postgres' ? await freshPostgres(store.serverUrl) : undefined
  const cleanUp = async () => {
    await postgres?.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
  const port = await freePort()
  const inherited = Object.entries(process.env).filter(([name]) => !OWNED.includes(name))
  const env = {
    ...Object.fromEntries(inherited),
    PORT: String(port),
    // The portal's default: loopback only; connections from 127.0.0.2–5 reach it as those peers.
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_ENV: 'development',
    SIGN_IN_CODES: 'sms',
    LOG_LEVEL: 'warn',
    SMS_PER_HOUR: String(smsPerHour),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  }
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const { complaints, tail } = watch(child)
  const base = `http://127.0.0.1:${port}`
  const stop = async () => {
    await stopProcess(child)
    await cleanUp()
  }
  try {
    await untilReady(base, child, tail)
  } catch (error) {
    await stop()
    throw error
  }
  return { base, complaints, stop }
}
