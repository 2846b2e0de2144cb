import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { threadId } from 'node:worker_threads'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'
import { openEmbedded } from '../../src/db/database'

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url))
// Under node_modules, so that the bundle finds its dependencies as dist/ does and nothing
// tracks or lints it; one per test worker, so that files running at once never share one.
const BUNDLE_DIR = join(SERVER_DIR, 'node_modules', '.cache', `portal-test-${process.pid}-${threadId}`)
let bundle: Promise<string> | undefined

/**
 * The server bundle the image ships (build.mjs, as `npm run build` makes it), built from the
 * sources as they are now: a test never runs yesterday's dist/.
 */
export function serverBundle(entry: 'main' | 'staff' = 'main'): Promise<string> {
  bundle ??= promisify(execFile)(process.execPath, ['build.mjs'], {
    cwd: SERVER_DIR,
    env: { ...process.env, SERVER_OUT_DIR: BUNDLE_DIR },
  }).then(() => BUNDLE_DIR)
  return bundle.then((dir) => join(dir, `${entry}.mjs`))
}

/** Removes this worker's bundle; for the afterAll of a file that started the portal. */
export async function removeServerBundle() {
  bundle = undefined
  await rm(BUNDLE_DIR, { recursive: true, force: true })
}

/**
 * Puts a migrated, seeded embedded database in `dataDir`, from the tests' template, where the
 * portal keeps its own: a portal started there then opens it in a second instead of making one
 * in several (a test about making it, private-data's, starts on an empty directory).
 */
export async function embeddedFromTemplate(dataDir: string) {
  const handle = await openEmbedded(join(dataDir, 'db'), inject('databaseTemplateFile'))
  await handle.close()
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits for `condition`, checking every 5 ms; fails after `ms`. */
export async function until(condition: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`)
    await delay(5)
  }
}

/** Passes the bytes on in pieces of `size`, one every `everyMs`: a phone on a slow network. */
export function inPieces(size: number, everyMs: number) {
  return new TransformStream<Uint8Array, Uint8Array>({
    async transform(chunk, controller) {
      for (let at = 0; at < chunk.length; at += size) {
        await delay(everyMs)
        controller.enqueue(chunk.subarray(at, at + size))
      }
    },
  })
}

export interface PortalProcess {
  child: ChildProcess
  base: string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
}

/**
 * The portal as the image runs it (`node dist/main.mjs`), in a process of its own so that a
 * kill is a real one, answering once /api/divisions/ does. `startMs`: how long a first start
 * (which makes the embedded database) may take on a busy machine. A port picked at random may
 * be taken (another file's portal, an outgoing connection's ephemeral port): that portal exits at
 * once and another starts on another port, rather than the test waiting out `startMs` for a
 * process that is gone; any other early exit fails at once, with what the portal said.
 */
export async function startPortalProcess(
  env: Record<string, string | undefined>,
  { startMs = 60_000 } = {},
): Promise<PortalProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000)
    const child = spawn(process.execPath, [await serverBundle()], {
      cwd: SERVER_DIR,
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let said = ''
    const keep = (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4_000))
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    let gone = false
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        gone = true
        resolve(code)
      }),
    )
    const base = `http://127.0.0.1:${port}`
    try {
      await until(async () => {
        if (gone) throw new Error(`the portal exited before it answered, saying: ${said.slice(-1_000)}`)
        return (await fetch(`${base}/api/divisions/`).catch(() => undefined))?.ok === true
      }, startMs)
      return { child, base, exited }
    } catch (error) {
      child.kill('SIGKILL')
      if (gone && said.includes('EADDRINUSE') && attempt < 3) continue
      throw error
    }
  }
}
