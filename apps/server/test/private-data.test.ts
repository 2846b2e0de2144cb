import { spawn } from 'node:child_process'
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DiskFileStore } from '../src/files/file-store'
import {
  removeServerBundle,
  serverBundle,
  startPortalProcess,
  type PortalProcess,
} from './helpers/portal-process'

/**
 * The data directory is the portal's alone (issue 32): an unprivileged local account read
 * the webhook secret out of world-readable database files and forged a wallet sign-in. The
 * portal as `npm start` runs it, with the umask this test runs under (022 as a rule): then
 * every entry under DATA_DIR is looked at as another account would, by its mode.
 */
let running: PortalProcess | undefined
const folders: string[] = []
afterEach(async () => {
  running?.child.kill('SIGKILL')
  running = undefined
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})
afterAll(removeServerBundle)

async function freshFolder() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-private-'))
  folders.push(folder)
  return folder
}

/** Every entry under `root` (itself included) that group or other may read, write or enter. */
async function openToOthers(root: string) {
  const open: string[] = []
  const entries = [root, ...(await readdir(root, { recursive: true })).map((name) => path.join(root, name))]
  for (const entry of entries) {
    const info = await lstat(entry).catch(() => undefined)
    if (info && !info.isSymbolicLink() && info.mode & 0o077)
      open.push(`${(info.mode & 0o777).toString(8)} ${path.relative(root, entry) || '.'}`)
  }
  return { open, count: entries.length }
}

const embedded = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  WEB_DIST_DIR: path.join(dataDir, '..', 'no-web-app'),
  SIGN_IN_CODES: 'off',
})

describe('the data directory', () => {
  it('holds the embedded database owner-only, and closes what an older version left open', async () => {
    const dataDir = path.join(await freshFolder(), 'data')
    // An older portal's documents: readable by every account.
    await mkdir(path.join(dataDir, 'files', 'ab'), { recursive: true })
    await writeFile(path.join(dataDir, 'files', 'ab', 'ab12'), 'a customer document')
    await chmod(dataDir, 0o755)
    await chmod(path.join(dataDir, 'files', 'ab', 'ab12'), 0o644)

    running = await startPortalProcess(embedded(dataDir), { startMs: 150_000 })
    const { open, count } = await openToOthers(dataDir)
    expect(count).toBeGreaterThan(100) // the database's files are there
    expect(open).toEqual([])
  }, 180_000)

  it('refuses to start on a directory other accounts can write, and says what to do', async () => {
    const dataDir = path.join(await freshFolder(), 'data')
    await mkdir(dataDir)
    await chmod(dataDir, 0o777)
    const child = spawn(process.execPath, [await serverBundle()], {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, ...embedded(dataDir), PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    const said = text(child.stderr)
    // A portal that starts instead never exits by itself: stopped, it has no exit code.
    const stop = setTimeout(() => child.kill('SIGKILL'), 90_000)
    const code = await new Promise((resolve) => child.once('exit', resolve))
    clearTimeout(stop)
    expect(code).toBe(1)
    expect(await said).toMatch(/can be written by other accounts \(mode 0777\).*chmod 700/)
    expect(await readdir(dataDir)).toEqual([]) // nothing of the portal's was put there
  }, 120_000)
})

describe('the disk store', () => {
  it('writes documents 0600 in 0700 folders, whatever the umask', async () => {
    const root = path.join(await freshFolder(), 'files')
    const sha256 = await new DiskFileStore(root).put(new TextEncoder().encode('a document'))
    expect((await lstat(path.join(root, sha256.slice(0, 2), sha256))).mode & 0o777).toBe(0o600)
    expect((await lstat(path.join(root, sha256.slice(0, 2)))).mode & 0o777).toBe(0o700)
    expect((await lstat(root)).mode & 0o777).toBe(0o700)
  })
})
