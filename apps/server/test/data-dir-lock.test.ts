import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock'
import { until } from './helpers/portal-process'

/**
 * The embedded database's data directory belongs to one process (decision 044). The other
 * process is a real one, so that its death is a real kill -9. Locks go stale after 2 s here
 * (proper-lockfile's least) rather than the portal's 10 s.
 */
const STALE_MS = 2_000
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url))
const LOCK_IN_CHILD = `
const { lockDataDir } = await import('./src/db/data-dir-lock.ts')
await lockDataDir(process.env.LOCK_DIR, { staleMs: ${STALE_MS}, log: (line) => console.log(line) })
console.log('locked')
setInterval(() => {}, 60_000)
`

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function dataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-lock-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/** Another process locking `dir`, with what it has printed so far. */
function otherProcess(dir: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', LOCK_IN_CHILD],
    {
      cwd: SERVER_DIR,
      env: { ...process.env, LOCK_DIR: dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let printed = ''
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  cleanups.push(async () => void child.kill('SIGKILL'))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, exited, printed: () => printed }
}

/** This process's lock on `dir`, with what it logged and whether it asked to stop. */
async function lockHere(dir: string) {
  const logged: string[] = []
  let stopped = false
  const release = await lockDataDir(dir, {
    staleMs: STALE_MS,
    log: (line) => logged.push(line),
    stop: () => (stopped = true),
  })
  cleanups.push(release)
  return { logged, stopped: () => stopped }
}

/** A stall of the thread, as a long synchronous task would cause, without spending a core on it. */
function blockTheEventLoop(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

const lockDirOf = (dir: string) => path.join(dir, 'portal-lock')

describe('the data directory lock', () => {
  it('refuses a second portal on a data directory in use, after waiting for the lock to go stale', async () => {
    const dir = await dataDir()
    const other = otherProcess(dir)
    await until(async () => other.printed().includes('locked'))

    const logged: string[] = []
    await expect(lockDataDir(dir, { staleMs: STALE_MS, log: (line) => logged.push(line) })).rejects.toThrow(
      new DataDirLockedError(
        `Another portal is using ${dir}. Stop it first, or give this one another DATA_DIR.`,
      ),
    )
    expect(logged).toEqual([`Another portal may be using ${dir}: waiting up to 2 s for its lock.`])
  })

  it('takes over the lock of a portal that was killed', async () => {
    const dir = await dataDir()
    const other = otherProcess(dir)
    await until(async () => other.printed().includes('locked'))
    other.child.kill('SIGKILL')
    await other.exited

    const mine = await lockHere(dir)
    expect(mine.stopped()).toBe(false)
  })

  it('keeps its lock through a stalled event loop longer than the stale time', async () => {
    const dir = await dataDir()
    const mine = await lockHere(dir)

    blockTheEventLoop(STALE_MS + 1_500)
    const stalledAt = Date.now()
    await until(async () => (await stat(lockDirOf(dir))).mtimeMs > stalledAt, 5_000)

    expect(mine.stopped()).toBe(false)
    expect(mine.logged).toEqual([])
    await expect(lockDataDir(dir, { staleMs: STALE_MS, log: () => {} })).rejects.toThrow(DataDirLockedError)
  })

  it('takes its lock again when someone deletes it, and goes on', async () => {
    const dir = await dataDir()
    const mine = await lockHere(dir)

    await rm(lockDirOf(dir), { recursive: true })
    await until(async () => mine.logged.length === 2, 10_000)

    expect(mine.logged).toEqual([
      expect.stringMatching(new RegExp(`^The lock on the data directory ${dir} was disturbed \\(`)),
      `No other process holds ${dir}: this portal holds its lock again.`,
    ])
    expect(mine.stopped()).toBe(false)
    await stat(lockDirOf(dir))
  })

  it('stops when, after a stall, another process has taken the directory over', async () => {
    const dir = await dataDir()
    const mine = await lockHere(dir)
    const other = otherProcess(dir)
    await until(async () => other.printed().includes('waiting'))

    // The other process finds the lock stale while this one is stalled, and takes it.
    blockTheEventLoop(STALE_MS + 4_000)
    await until(async () => mine.stopped(), 10_000)

    expect(mine.logged.at(-1)).toBe(
      `Another process now holds ${dir}: this portal stops before it writes there again.`,
    )
    await until(async () => other.printed().includes('locked'))
  })
})
