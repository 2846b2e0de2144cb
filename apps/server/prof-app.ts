import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { readdirSync } from 'node:fs'
import { buildApp } from './src/app'
import { loadConfig } from './src/config'
import { openEmbedded } from './src/db/database'
const dir = 'node_modules/.cache/portal-test-templates'
const tpl = path.join(dir, readdirSync(dir)[0]!)
for (let i = 0; i < 4; i++) {
  let t = performance.now(); const c0 = process.cpuUsage()
  const database = await openEmbedded('memory://', tpl)
  const t1 = performance.now() - t; t = performance.now()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-prof-'))
  const app = await buildApp({ db: database.db, notifications: database.notifications, databasePool: database.pool,
    config: { ...loadConfig({}), dataDir }, transports: { sms: async () => {}, email: async () => {} }, backgroundWork: false })
  await app.ready()
  const t2 = performance.now() - t
  const c = process.cpuUsage(c0)
  await app.close(); await database.close()
  console.log(`db ${t1.toFixed(0)} app ${t2.toFixed(0)} cpu ${((c.user + c.system) / 1000) | 0}`)
}
