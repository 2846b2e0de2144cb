import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set
type AnyDb = Kysely<any>

interface SqlFile {
  name: string
  text: string
  sha256: string
}

/** The numbered plain-SQL files, the same for PGlite and PostgreSQL; read once per process. */
let files: Promise<SqlFile[]> | undefined
const migrationFiles = () =>
  (files ??= (async () => {
    const names = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()
    return Promise.all(
      names.map(async (name) => {
        const text = await readFile(new URL(name, MIGRATIONS_DIR), 'utf8')
        return { name, text, sha256: createHash('sha256').update(text).digest('hex') }
      }),
    )
  })())

class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {}
    for (const { name, text } of await migrationFiles())
      migrations[name] = { up: async (db) => void (await sql.raw(text).execute(db)) }
    return migrations
  }
}

const migratorFor = (db: AnyDb) => new Migrator({ db, provider: new SqlFileMigrationProvider() })

/**
 * Brings the schema up to date. Refuses, before anything runs, when a migration already
 * applied has been edited since: its change would never reach this database.
 */
export async function migrateToLatest(db: AnyDb): Promise<void> {
  await assertAppliedUnchanged(db)
  const { error, results } = await migratorFor(db).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const which = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${which}: ${String(error)}`, { cause: error })
  }
  await recordChecksums(db)
}

/** Brings the schema up to `name` and no further: a restore loads its data into the schema it was made on. */
export async function migrateTo(db: AnyDb, name: string): Promise<void> {
  await assertAppliedUnchanged(db)
  const { error } = await migratorFor(db).migrateTo(name)
  if (error) throw new Error(`Database migration failed: ${String(error)}`, { cause: error })
  await recordChecksums(db)
}

/** The migrations this code has that the database has not applied. */
export async function pendingMigrations(db: AnyDb): Promise<string[]> {
  const migrations = await migratorFor(db).getMigrations()
  return migrations.filter((m) => !m.executedAt).map((m) => m.name)
}

/**
 * Each applied migration's file as it was applied. Databases migrated before checksums
 * were kept take the files as they are now.
 */
async function checksumTable(db: AnyDb) {
  await sql`CREATE TABLE IF NOT EXISTS portal_migration_checksums (
    name text PRIMARY KEY,
    sha256 text NOT NULL
  )`.execute(db)
}

export async function assertAppliedUnchanged(db: AnyDb): Promise<void> {
  await checksumTable(db)
  const { rows } = await sql<{ name: string; sha256: string }>`
    SELECT name, sha256 FROM portal_migration_checksums`.execute(db)
  const current = new Map((await migrationFiles()).map((f) => [f.name, f.sha256]))
  const changed = rows.filter((row) => current.has(row.name) && current.get(row.name) !== row.sha256)
  if (changed.length) {
    throw new Error(
      `Migration ${changed.map((c) => c.name).join(', ')} changed after it was applied to this database. ` +
        'Put the file back as it was and add the change as a new migration.',
    )
  }
}

async function recordChecksums(db: AnyDb) {
  const applied = new Set(
    (await migratorFor(db).getMigrations()).filter((m) => m.executedAt).map((m) => m.name),
  )
  for (const file of await migrationFiles()) {
    if (!applied.has(file.name)) continue
    await sql`INSERT INTO portal_migration_checksums (name, sha256) VALUES (${file.name}, ${file.sha256})
      ON CONFLICT (name) DO NOTHING`.execute(db)
  }
}
