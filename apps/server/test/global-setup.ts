import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { openEmbedded, openPostgres, type DatabaseHandle } from '../src/db/database'
import { prepareDatabase } from '../src/db/open'
import { databaseUrl, withAdmin } from './helpers/postgres'

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url))
// Under node_modules, so that nothing tracks or lints it; `npm ci` starts it afresh.
const CACHE_DIR = path.join(SERVER_DIR, 'node_modules', '.cache', 'portal-test-templates')

/**
 * A fresh PGlite takes ~6 s to create; one migrated, seeded database dumped once and
 * loaded by every test file takes ~1 s (and less from the tests' pool, helpers/database-pool.ts).
 * The dump is kept between runs under a name made of what it was made from (the migrations,
 * the reference data, the PGlite), so a run whose database code is unchanged starts its files
 * at once. Against PostgreSQL likewise: one
 * database is migrated and seeded once, and each test file's is a copy of it (CREATE
 * DATABASE … TEMPLATE), made in a fraction of the time the migrations and reference data take.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) return postgresTemplate(project, serverUrl)
  const hash = await databaseCodeHash()
  // An empty database too (PostgreSQL's own catalogue, nothing migrated), for the tests of the
  // migrations and of restoring a backup: loaded in 0.5 s of CPU where PGlite's initdb takes 2–3 s.
  const empty = await dumpOnce(`empty-${hash}.tar`, async () => {})
  project.provide('emptyDatabaseFile', empty)
  project.provide('databaseTemplateFile', await dumpOnce(`template-${hash}.tar`, prepareDatabase, empty))
}

/**
 * The file `name` in the cache, unless it is there already: an embedded database (new, or loaded
 * from the dump `from`) dumped once `prepare` has filled it.
 */
async function dumpOnce(name: string, prepare: (handle: DatabaseHandle) => Promise<void>, from?: string) {
  const file = path.join(CACHE_DIR, name)
  if (await stat(file).catch(() => undefined)) return file
  await mkdir(CACHE_DIR, { recursive: true })
  const handle = await openEmbedded('memory://', from)
  await prepare(handle)
  // Written aside, then renamed: a run at the same moment never reads half a file.
  const partial = `${file}.${process.pid}`
  await handle.embedded!.dumpTo(partial)
  await handle.close()
  await rename(partial, file)
  return file
}

/** A hash of every file a migrated, seeded embedded database is made from. */
async function databaseCodeHash(): Promise<string> {
  const hash = createHash('sha256')
  // PGlite's entry point stands for its version.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const sources = [path.join(SERVER_DIR, 'src', 'db'), pglite]
  for (const source of sources) {
    const files = (await stat(source)).isDirectory()
      ? (await readdir(source, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort()
      : [source]
    for (const file of files) hash.update(path.relative(SERVER_DIR, file)).update(await readFile(file))
  }
  return hash.digest('hex').slice(0, 16)
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `portal_template_${randomBytes(6).toString('hex')}`
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`))
  const drop = () =>
    withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  try {
    // Closed before any copy is made: PostgreSQL copies only a database no one is connected to.
    const handle = await openPostgres(databaseUrl(serverUrl, name))
    try {
      await prepareDatabase(handle)
    } finally {
      await handle.close()
    }
  } catch (error) {
    await drop()
    throw error
  }
  project.provide('databaseTemplateName', name)
  return drop
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplateFile: string
    emptyDatabaseFile: string
    databaseTemplateName: string
  }
}
