import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { lock } from 'proper-lockfile'
import { PRIVATE_DIRECTORY_MODE } from '../files/private-data-dir'

export class DataDirLockedError extends Error {}

export interface DataDirLockOptions {
  /** How old the lock may grow before another process takes it over (decision 044). */
  staleMs?: number
  /** Where a disturbed lock is reported: the data directory and the cause, nothing else. */
  log?: (line: string) => void
  /** What happens once another process holds the directory: by default, an exit at once. */
  stop?: () => void
}

// A live portal refreshes its lock every 2 s; one 10 s old is a portal that stopped abruptly.
const STALE_MS = 10_000
const UPDATE_MS = 2_000
const RETRY_MS = 1_000

/**
 * Makes this process the only portal using `dataDir`: PGlite would corrupt a data directory
 * opened twice. `proper-lockfile` holds the lock (an atomic mkdir, refreshed while the process
 * lives, removed at exit); one left by a process that died (kill -9, power cut) is taken over
 * once stale, so a start waits that long before it refuses. Returns the release function.
 */
export async function lockDataDir(
  dataDir: string,
  { staleMs = STALE_MS, log = console.error, stop = () => process.exit(1) }: DataDirLockOptions = {},
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
  const lockOptions = {
    // Inside the data directory: its parent (/var/lib in the image) may not be writable.
    lockfilePath: path.join(dataDir, 'portal-lock'),
    stale: staleMs,
    update: Math.min(UPDATE_MS, staleMs / 2),
    onCompromised: (error: Error) => void relock(error),
  }
  let release: () => Promise<void>

  /**
   * The lock was removed or its time changed by someone else. Only a process holding it now
   * stops this one: a lock that was merely deleted is taken again, and an error of the disk
   * is tried again, while the portal goes on serving.
   */
  async function relock(cause: Error) {
    log(`The lock on the data directory ${dataDir} was disturbed (${cause.message}).`)
    try {
      release = await lock(dataDir, lockOptions)
      log(`No other process holds ${dataDir}: this portal holds its lock again.`)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
        log(`Another process now holds ${dataDir}: this portal stops before it writes there again.`)
        stop()
      } else {
        setTimeout(() => void relock(error as Error), RETRY_MS).unref()
      }
    }
  }

  try {
    release = await lock(dataDir, lockOptions)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
    log(`Another portal may be using ${dataDir}: waiting up to ${staleMs / 1000} s for its lock.`)
    // Attempts until the lock would be stale, and one more after.
    const retries = { retries: Math.ceil(staleMs / RETRY_MS) + 1, factor: 1, minTimeout: RETRY_MS }
    release = await lock(dataDir, { ...lockOptions, retries }).catch((stillLocked: Error) => {
      throw (stillLocked as NodeJS.ErrnoException).code === 'ELOCKED'
        ? new DataDirLockedError(
            `Another portal is using ${dataDir}. Stop it first, or give this one another DATA_DIR.`,
          )
        : stillLocked
    })
  }
  // A lock already lost (taken over, then this process stopping) has nothing left to release.
  return () => release().catch(() => {})
}
