import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { lockDataDir } from '../src/db/data-dir-lock'
import { removeServerBundle, serverBundle } from './helpers/portal-process'

/** `npm run staff` beside a running portal on the embedded database (issue 33, docs/deploy.md "The first administrator"). */

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url))
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(removeServerBundle)

/** Runs the staff command on `dataDir`; what it printed on standard error, and how it ended. */
async function staffCommand(dataDir: string, ...args: string[]) {
  // The embedded database, whatever this run's own DATABASE_URL.
  const { DATABASE_URL: _postgres, ...env } = process.env
  // As the image runs it (`npm run staff` runs dist/staff.mjs).
  const child = spawn(process.execPath, [await serverBundle('staff'), ...args], {
    cwd: SERVER_DIR,
    env: { ...env, DATA_DIR: dataDir, STAFF_PASSWORD: 'Gangtey-valley-crane-7' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  )
}

describe('the staff command line', () => {
  it(
    'beside a portal holding the embedded database, refuses in its words, says what to do instead, and shows no stack',
    { timeout: 60_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-staff-'))
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
      // The running portal, as far as the data directory can tell.
      const release = await lockDataDir(dataDir, { log: () => {} })
      cleanups.push(release)

      const withoutDivision = await staffCommand(dataDir, 'create', 'karma', '--name', 'Karma Dorji')
      expect(withoutDivision.code).toBe(2)
      expect(withoutDivision.stderr).toContain('Choose at least one active division for an officer.')
      const { code, stderr } = await staffCommand(
        dataDir,
        'create',
        'karma',
        '--name',
        'Karma Dorji',
        '--divisions',
        'ESD Thimphu',
      )
      expect(code).toBe(1)
      expect(stderr).toContain(
        `Another portal is using ${dataDir}. Stop it first, or give this one another DATA_DIR.`,
      )
      expect(stderr).toContain(
        'With the embedded database the staff command runs only while the portal is stopped; while it runs, an admin creates accounts in the back office (Staff and divisions › New staff account).',
      )
      expect(stderr).not.toMatch(/^\s+at /m)
    },
  )
})
