// Runs PGlite (Postgres in WebAssembly) off the server's thread and serves it on a unix
// socket, so the server talks to it through `pg` exactly as it talks to PostgreSQL.
// Plain JavaScript: a worker thread does not inherit the TypeScript loader everywhere.
import fs from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

const { dataDir, socketPath, templateFile, pgliteWasmModule, initdbWasmModule } = workerData

// PGlite's file layer (Emscripten's NODEFS) sets every file it creates to 0666 with chmod,
// which the umask does not reach: in this thread, which runs PGlite alone, a mode set by
// chmod keeps its owner's bits only, so the database files stay the portal's (issue 32).
for (const name of ['chmodSync', 'fchmodSync']) {
  const chmod = fs[name]
  fs[name] = (target, mode) => chmod(target, typeof mode === 'number' ? mode & 0o700 : mode)
}

const db = await PGlite.create({
  dataDir,
  pgliteWasmModule,
  initdbWasmModule,
  ...(templateFile ? { loadDataDir: new Blob([await readFile(templateFile)]) } : {}),
})
const server = new PGLiteSocketServer({ db, path: socketPath })
await server.start()
parentPort.postMessage({ type: 'ready' })

parentPort.on('message', async (message) => {
  if (message.type === 'dump') {
    const dump = await db.dumpDataDir('none')
    await writeFile(message.file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 })
    parentPort.postMessage({ type: 'dumped' })
  }
  if (message.type === 'stop') {
    await server.stop()
    await db.close() // checkpoints, so the next start finds a clean data directory
    parentPort.postMessage({ type: 'stopped' })
  }
})
