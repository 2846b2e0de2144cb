import { open } from 'node:fs/promises'
import { buffer } from 'node:stream/consumers'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { sql, type Kysely } from 'kysely'
import tar from 'tar-stream'
import type { Database } from '../db/schema'
import { migrateTo, migrateToLatest, pendingMigrations } from '../db/migrate'
import type { FileStore } from '../files/file-store'
import { PRIVATE_FILE_MODE } from '../files/private-data-dir'
import { encrypterFor, encryptingStream, openBackup } from './encryption'

/**
 * One archive (.tar.gz) holds the whole portal: `manifest.json` (format, migrations applied,
 * tables in the order they restore), each table as JSON lines in parts of ROWS_PER_PART
 * (`tables/<table>/<n>.jsonl`, each row as PostgreSQL's own row_to_json), and every stored
 * document (`files/<sha256>`). PostgreSQL writes and reads the rows itself, so jsonb, arrays
 * and timestamps come back exactly, on PGlite and PostgreSQL alike. The file is the owner's
 * alone (0600), and with `encryptTo` an age file for those public keys.
 */
const FORMAT = 1
const ROWS_PER_PART = 1_000
// Kept by the migrator itself, rebuilt by migrating on restore.
const NOT_DATA = new Set(['kysely_migration', 'kysely_migration_lock', 'portal_migration_checksums'])

interface Manifest {
  format: number
  createdAt: string
  migrations: string[]
  tables: string[]
}

export interface Portal {
  db: Kysely<Database>
  files: FileStore
}

export async function backupTo(path: string, { db, files }: Portal, { encryptTo = [] as string[] } = {}) {
  const encrypter = encryptTo.length ? encrypterFor(encryptTo) : undefined
  const tables = await tablesInRestoreOrder(db)
  const migrations = await appliedMigrations(db)
  const output = await open(path, 'w', PRIVATE_FILE_MODE)
  // A file that was there before keeps its mode through open: set it.
  await output.chmod(PRIVATE_FILE_MODE)
  const pack = tar.pack()
  const written = encrypter
    ? pipeline(pack, createGzip(), await encryptingStream(encrypter), output.createWriteStream())
    : pipeline(pack, createGzip(), output.createWriteStream())
  const add = (name: string, content: Buffer | string) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name }, content, (error) => (error ? reject(error) : resolve())),
    )

  const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), migrations, tables }
  await add('manifest.json', JSON.stringify(manifest, null, 2))
  const counts: Record<string, number> = {}
  // One snapshot of every table, so that rows refer only to rows that are there too.
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      for (const table of tables) {
        counts[table] = 0
        for (let part = 0; ; part++) {
          const { rows } = await sql<{ row: string }>`
          SELECT row_to_json(t)::text AS row FROM ${sql.table(table)} AS t
          ORDER BY ctid LIMIT ${ROWS_PER_PART} OFFSET ${part * ROWS_PER_PART}`.execute(trx)
          if (!rows.length) break
          await add(
            `tables/${table}/${String(part).padStart(6, '0')}.jsonl`,
            rows.map((r) => r.row).join('\n'),
          )
          counts[table] += rows.length
        }
      }
    })
  let documents = 0
  for (const sha256 of await storedDocuments(db)) {
    const stored = await files.read(sha256).catch((error: unknown) => {
      throw new Error(`A document the attachments name is missing from the store: ${sha256}`, {
        cause: error,
      })
    })
    await add(`files/${sha256}`, await buffer(stored))
    documents++
  }
  pack.finalize()
  await written
  return { tables: counts, documents }
}

/** `identities`: the age secret keys an encrypted backup is read with. */
export async function restoreFrom(path: string, { db, files }: Portal, { identities = [] as string[] } = {}) {
  await assertEmpty(db)
  const source = await openBackup(path, identities)
  const extract = tar.extract()
  const read = pipeline(source, createGunzip(), extract)
  // Its failure is reported where it is awaited, or by the loop that stopped reading.
  read.catch(() => undefined)
  let manifest: Manifest | undefined
  const counts: Record<string, number> = {}
  let documents = 0
  for await (const entry of extract) {
    const name = entry.header.name
    const content = await buffer(entry)
    if (name === 'manifest.json') {
      manifest = JSON.parse(content.toString('utf8')) as Manifest
      await prepareSchema(db, manifest)
      for (const table of manifest.tables) counts[table] = 0
    } else if (!manifest) {
      throw new Error('Not a portal backup: it does not begin with its manifest.')
    } else if (name.startsWith('tables/')) {
      const table = name.split('/')[1]!
      if (!manifest.tables.includes(table)) throw new Error(`The backup names an unknown table: ${table}`)
      const rows = content.toString('utf8').split('\n')
      await sql`INSERT INTO ${sql.table(table)} OVERRIDING SYSTEM VALUE
        SELECT * FROM json_populate_recordset(null::${sql.table(table)}, ${`[${rows.join(',')}]`}::json)`.execute(
        db,
      )
      counts[table]! += rows.length
    } else if (name.startsWith('files/')) {
      const sha256 = await files.put(content)
      if (`files/${sha256}` !== name)
        throw new Error(`The document ${name} is damaged: its content does not match.`)
      documents++
    }
  }
  await read
  if (!manifest) throw new Error('Not a portal backup: it has no manifest.')
  await restartIdentities(db)
  await migrateToLatest(db)
  return { tables: counts, documents }
}

/** The schema as it was when the backup was made; newer migrations run after the data. */
async function prepareSchema(db: Kysely<Database>, manifest: Manifest) {
  if (manifest.format !== FORMAT)
    throw new Error(`Backup format ${manifest.format} is not one this portal reads.`)
  const known = new Set([...(await pendingMigrations(db)), ...(await appliedMigrations(db))])
  const unknown = manifest.migrations.filter((m) => !known.has(m))
  if (unknown.length)
    throw new Error(
      `The backup was made by a newer portal (migrations ${unknown.join(', ')}): restore it with that version.`,
    )
  const last = manifest.migrations.at(-1)
  if (last) await migrateTo(db, last)
}

async function assertEmpty(db: Kysely<Database>) {
  const tables = await tablesInRestoreOrder(db).catch(() => [])
  for (const table of tables) {
    const { rows } = await sql<{
      any: boolean
    }>`SELECT EXISTS (SELECT FROM ${sql.table(table)}) AS any`.execute(db)
    if (rows[0]?.any)
      throw new Error(
        `The database is not empty (${table} has rows): restore into an empty data directory or database.`,
      )
  }
}

async function appliedMigrations(db: Kysely<Database>) {
  const exists = await sql<{
    t: string | null
  }>`SELECT to_regclass('public.kysely_migration')::text AS t`.execute(db)
  if (!exists.rows[0]?.t) return []
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)
  return rows.map((r) => r.name)
}

/** The portal's tables, each after the tables it refers to. */
async function tablesInRestoreOrder(db: Kysely<Database>): Promise<string[]> {
  const { rows: tableRows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db)
  const { rows: references } = await sql<{ child: string; parent: string }>`
    SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
    FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`.execute(db)
  const tables = tableRows.map((r) => r.name).filter((t) => !NOT_DATA.has(t))
  const ordered: string[] = []
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return
    for (const { parent } of references.filter((r) => r.child === table && r.parent !== table))
      visit(parent, [...path, table])
    ordered.push(table)
  }
  for (const table of tables) visit(table, [])
  return ordered.filter((t) => tables.includes(t))
}

/** Identity columns carry on after the restored ids, not from 1. */
async function restartIdentities(db: Kysely<Database>) {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND is_identity = 'YES'`.execute(db)
  for (const { table_name, column_name } of rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${table_name}, ${column_name}),
      coalesce((SELECT max(${sql.ref(column_name)}) FROM ${sql.table(table_name)}), 0) + 1, false)`.execute(
      db,
    )
  }
}

async function storedDocuments(db: Kysely<Database>) {
  const rows = await db.selectFrom('attachments').select('sha256').distinct().orderBy('sha256').execute()
  return rows.map((r) => r.sha256)
}
