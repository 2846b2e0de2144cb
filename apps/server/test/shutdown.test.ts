import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import {
  delay,
  embeddedFromTemplate,
  inPieces,
  removeServerBundle,
  startPortalProcess,
  type PortalProcess,
} from './helpers/portal-process'
import { freshDatabase } from './helpers/test-app'

/**
 * SIGTERM, as an orchestrator sends it before replacing an instance: requests in flight
 * finish, new ones are turned away, the process exits 0; past SHUTDOWN_GRACE_SECONDS it
 * exits 1 anyway. A process of its own, on a database of its own (PostgreSQL when
 * DATABASE_URL is set, else the embedded one in a fresh data directory).
 */
let running: PortalProcess | undefined
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  running?.child.kill('SIGKILL')
  for (const cleanup of cleanups.splice(0)) await cleanup()
})
afterAll(removeServerBundle)

async function startPortal(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-shutdown-'))
  const database = process.env.DATABASE_URL ? await freshDatabase() : undefined
  if (!database) await embeddedFromTemplate(dataDir)
  cleanups.push(async () => {
    await database?.close()
    await rm(dataDir, { recursive: true, force: true })
  })
  running = await startPortalProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    SIGN_IN_CODES: 'off',
    ...env,
  })
  return running
}

/** A registration whose body arrives over `ms`, as from a phone on a slow network. */
function slowRegistration(base: string, ms: number, pieces = 20) {
  const body = new TextEncoder().encode(
    JSON.stringify({
      cid: '11599911111',
      mobile: '17999111',
      name: 'Pema Wangmo',
      padding: ' '.repeat(4_000),
    }),
  )
  return fetch(`${base}/api/customers/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new Blob([body]).stream().pipeThrough(inPieces(Math.ceil(body.length / pieces), ms / pieces)),
    duplex: 'half',
  } as RequestInit)
}

describe('SIGTERM', () => {
  it('lets a request in flight finish, turns new ones away, and exits 0', async () => {
    const { child, base, exited } = await startPortal()
    const inFlight = slowRegistration(base, 1_500)
    await delay(300)
    const signalled = Date.now()
    child.kill('SIGTERM')
    await delay(100)
    const late = await fetch(`${base}/api/health/`).then(
      (r) => r.status,
      () => 'refused',
    )
    expect([503, 'refused']).toContain(late)
    // Answered, not cut off: the body was read to its end and checked (the addresses are missing).
    expect((await inFlight).status).toBe(400)
    expect(await exited).toBe(0)
    // Not held open by the idle keep-alive connection the request leaves behind.
    expect(Date.now() - signalled).toBeLessThan(10_000)
  }, 90_000)

  it('exits 1 once the grace period is over, whatever is still in flight', async () => {
    const { child, base, exited } = await startPortal({ SHUTDOWN_GRACE_SECONDS: '1' })
    const stuck = slowRegistration(base, 20_000, 400).catch(() => 'cut off')
    await delay(300)
    const signalled = Date.now()
    child.kill('SIGTERM')
    expect(await exited).toBe(1)
    expect(Date.now() - signalled).toBeLessThan(5_000)
    expect(await stuck).toBe('cut off')
  }, 90_000)
})
