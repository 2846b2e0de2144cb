// Runs PGlite (Postgres in WebAssembly) off the server's thread and serves it on a unix
// socket, so the server talks to it through `pg` exactly as it talks to PostgreSQL.
// Plain JavaScript: a worker thread does not inherit the TypeScript loader everywhere.
import { readFile, writeFile } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

const { dataDir, socketPath, templateFile } = workerData

const db = await PGlite.create({
  dataDir,
  ...(templateFile ? { loadDataDir: new Blob([await readFile(templateFile)]) } : {}),
})
const server = new PGLiteSocketServer({ db, path: socketPath })
await server.start()
parentPort.postMessage({ type: 'ready' })

parentPort.on('message', async (message) => {
  if (message.type === 'dump') {
    const dump = await db.dumpDataDir('none')
    await writeFile(message.file, Buffer.from(await dump.arrayBuffer()))
    parentPort.postMessage({ type: 'dumped' })
  }
  if (message.type === 'stop') {
    await server.stop()
    await db.close() // checkpoints, so the next start finds a clean data directory
    parentPort.postMessage({ type: 'stopped' })
  }
})
