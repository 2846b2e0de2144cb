import { readdir, readFile } from 'node:fs/promises'
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url)

/** Numbered plain-SQL files, the same for PGlite and PostgreSQL; read once per process. */
class SqlFileMigrationProvider implements MigrationProvider {
  private static read?: Promise<Record<string, Migration>>

  getMigrations(): Promise<Record<string, Migration>> {
    return (SqlFileMigrationProvider.read ??= this.readFiles())
  }

  private async readFiles(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()
    const migrations: Record<string, Migration> = {}
    for (const file of files) {
      const text = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8')
      migrations[file] = { up: async (db) => void (await sql.raw(text).execute(db)) }
    }
    return migrations
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set
const migratorFor = (db: Kysely<any>) => new Migrator({ db, provider: new SqlFileMigrationProvider() })

/** Brings the schema up to date; Kysely's lock keeps two instances from racing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = migratorFor(db)
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const which = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${which}: ${String(error)}`, { cause: error })
  }
}

/** The migrations this code has that the database has not applied. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrations = await migratorFor(db).getMigrations()
  return migrations.filter((m) => !m.executedAt).map((m) => m.name)
}
