import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { PGliteOptions } from '@electric-sql/pglite'

export interface EmbeddedPostgres {
  /** The directory holding the unix socket: `pg` takes it as its host. */
  socketDir: string
  dumpTo(file: string): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts PGlite in a worker thread. `dataDir` is a directory, or `memory://` for a
 * throw-away database; `templateFile` (a dump) makes a fresh one in a second, not seven.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  templateFile?: string,
): Promise<EmbeddedPostgres> {
  // mkdtemp makes a private (0700) directory with a short path, as unix sockets need.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'portal-pg-'))
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
    workerData: {
      dataDir,
      socketPath: path.join(socketDir, '.s.PGSQL.5432'),
      templateFile,
      ...(await compiledPglite()),
    },
  })
  await reply(worker, 'ready')

  return {
    socketDir,
    async dumpTo(file) {
      worker.postMessage({ type: 'dump', file })
      await reply(worker, 'dumped')
    },
    async stop() {
      worker.postMessage({ type: 'stop' })
      await reply(worker, 'stopped')
      await worker.terminate()
      await rm(socketDir, { recursive: true, force: true })
    },
  }
}

/** A compiled WebAssembly module, named through PGlite's options: no DOM library declares it here. */
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>
// Node's WebAssembly object, which the server's types (no DOM library) do not declare.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly

let compiled: Promise<{ pgliteWasmModule: WasmModule; initdbWasmModule: WasmModule }> | undefined

/**
 * PGlite's WebAssembly, compiled once per process and handed to every database it starts: a
 * process that starts many (the test workers, one a file) would otherwise compile and tier
 * up 9 MB of it each time, about a third of a start's CPU.
 */
function compiledPglite() {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  const compile = async (file: string) => wasm.compile(await readFile(path.join(dist, file)))
  compiled ??= Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(
    ([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }),
  )
  return compiled
}

async function reply(worker: Worker, type: string): Promise<void> {
  const failed = once(worker, 'error').then(([error]) => Promise.reject(error as Error))
  const answered = new Promise<void>((resolve) => {
    const listen = (message: { type: string }) => {
      if (message.type !== type) return
      worker.off('message', listen)
      resolve()
    }
    worker.on('message', listen)
  })
  await Promise.race([answered, failed])
}
