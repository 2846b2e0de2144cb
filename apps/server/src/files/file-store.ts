import { createHash, randomUUID } from 'node:crypto'
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-data-dir'

/**
 * Where attachment bytes live, addressed by their SHA-256. A file is reachable only through
 * a committed `attachments` row, so one written by a request that then failed is invisible,
 * and `sweep` removes it later.
 */
export interface FileStore {
  /** Stores the bytes (idempotent for equal content) and returns their SHA-256. */
  put(bytes: Uint8Array): Promise<string>
  /** The stored bytes; `StoredFileMissing` when the store does not hold them. */
  read(sha256: string): Promise<Readable>
  /** Removes stored files older than `olderThanMs` that `isReferenced` does not claim. */
  sweep(isReferenced: (sha256s: string[]) => Promise<Set<string>>, olderThanMs: number): Promise<number>
  /** Releases the store's connections, if it holds any. */
  close?(): void
}

const SHA256 = /^[0-9a-f]{64}$/

/** An attachment row names bytes the store does not hold (lost, or restored without them). */
export class StoredFileMissing extends Error {
  constructor(readonly sha256: string) {
    super('stored file missing')
  }
}

export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(sha256: string) {
    if (!SHA256.test(sha256)) throw new Error('not a sha256')
    return path.join(this.root, sha256.slice(0, 2), sha256)
  }

  async put(bytes: Uint8Array): Promise<string> {
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const target = this.pathOf(sha256)
    // Write beside, then rename: a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.partial`
    const write = () => writeFile(partial, bytes, { mode: PRIVATE_FILE_MODE })
    // The directory is made when a write finds it missing, not asked for on every filing.
    await write().catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
      // Owner-only whatever the umask: customers' documents are no other account's to read.
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
      await write()
    })
    await rename(partial, target)
    return sha256
  }

  async read(sha256: string): Promise<Readable> {
    // Opened before anything is sent, so a missing file is an answer, not a broken download.
    const handle = await open(this.pathOf(sha256)).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new StoredFileMissing(sha256) : error
    })
    return handle.createReadStream()
  }

  async sweep(isReferenced: (sha256s: string[]) => Promise<Set<string>>, olderThanMs: number) {
    const cutoff = Date.now() - olderThanMs
    let removed = 0
    for (const prefix of await readdir(this.root).catch(() => [] as string[])) {
      const dir = path.join(this.root, prefix)
      const names = await readdir(dir).catch(() => [] as string[])
      const old: string[] = []
      for (const name of names) {
        const info = await stat(path.join(dir, name)).catch(() => undefined)
        if (info && info.mtimeMs < cutoff) old.push(name)
      }
      const kept = await isReferenced(old.filter((name) => SHA256.test(name)))
      for (const name of old.filter((n) => !kept.has(n))) {
        // Stored again since the listing (a new upload of the same bytes): keep it.
        const now = await stat(path.join(dir, name)).catch(() => undefined)
        if (!now || now.mtimeMs >= cutoff) continue
        await rm(path.join(dir, name), { force: true })
        removed++
      }
    }
    return removed
  }
}
