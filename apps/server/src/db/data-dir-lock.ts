import { mkdir, open, readFile, unlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../files/private-data-dir'

interface LockOwner {
  pid: number
  hostname: string
  startedAt: string
}

export class DataDirLockedError extends Error {}

/**
 * Makes this process the only portal using `dataDir`: PGlite would corrupt a data directory
 * opened twice. A lock whose process is gone (kill -9, power cut) is taken over.
 * Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
  const lockFile = path.join(dataDir, 'portal.lock')
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() }

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx', PRIVATE_FILE_MODE)
      await handle.writeFile(JSON.stringify(me))
      await handle.close()
      return () => unlink(lockFile).catch(() => {})
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = await readOwner(lockFile)
    if (owner && isAlive(owner)) {
      throw new DataDirLockedError(
        `Another portal (process ${owner.pid}, started ${owner.startedAt}) is using ${dataDir}. ` +
          'Stop it first, or give this one another DATA_DIR.',
      )
    }
    await unlink(lockFile).catch(() => {}) // its owner is gone: take the lock over
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: another portal is starting there.`)
}

async function readOwner(lockFile: string): Promise<LockOwner | undefined> {
  try {
    return JSON.parse(await readFile(lockFile, 'utf8')) as LockOwner
  } catch {
    return undefined // unreadable or half-written by a process that died: treat as gone
  }
}

function isAlive(owner: LockOwner): boolean {
  // Another machine sharing the directory cannot be probed: assume it is running.
  if (owner.hostname !== os.hostname()) return true
  if (owner.pid === process.pid) return false
  try {
    process.kill(owner.pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
