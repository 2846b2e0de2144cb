import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url))

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
 * The portal as `npm start` runs it, in a process of its own (so that a kill is a real one),
 * answering once /api/divisions/ does. Node itself with tsx's loader: the tsx command would
 * run the server as its own child, which a signal to tsx would not reach. `startMs`: how long
 * a first start (which makes the embedded database) may take on a busy machine.
 */
export async function startPortalProcess(
  env: Record<string, string | undefined>,
  { startMs = 60_000 } = {},
): Promise<PortalProcess> {
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const base = `http://127.0.0.1:${port}`
  await until(
    async () => (await fetch(`${base}/api/divisions/`).catch(() => undefined))?.ok === true,
    startMs,
  ).catch((error: Error) => {
    child.kill('SIGKILL')
    throw error
  })
  return { child, base, exited }
}
