import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres, type DatabaseHandle } from '../src/db/database'
import { pendingMigrations } from '../src/db/migrate'
import { prepareDatabase } from '../src/db/open'
import { freshDatabase } from './helpers/test-app'

/** Migrations safe to roll (issue 12): one preparer at a time, edits refused, migration kept off start. */
let database: Awaited<ReturnType<typeof freshDatabase>>
beforeAll(async () => {
  database = await freshDatabase({ empty: true })
}, 60_000)
afterAll(() => database.close())

const countOf = async (table: string) =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(database.db)).rows[0]!.n,
  )

describe('preparing an empty database', () => {
  it('with migration kept off start, changes nothing and leaves every migration pending', async () => {
    await prepareDatabase(database, { migrate: false })
    const pending = await pendingMigrations(database.db)
    expect(pending.length).toBeGreaterThanOrEqual(8)
    expect(pending[0]).toBe('001-reference-and-customers.sql')
  })

  it('two instances at once load the reference data once', async () => {
    // On PostgreSQL, a second pool: a real second instance. PGlite serves one process.
    const second: DatabaseHandle = database.url ? await openPostgres(database.url) : database
    try {
      await Promise.all([prepareDatabase(database), prepareDatabase(second)])
    } finally {
      if (second !== database) await second.close()
    }
    expect(await countOf('dzongkhags')).toBe(20)
    expect(await countOf('gewogs')).toBe(205)
    expect(await pendingMigrations(database.db)).toEqual([])
  })

  it('refuses to start when an applied migration was edited since', async () => {
    const { rows } = await sql<{ name: string; sha256: string }>`
      SELECT name, sha256 FROM portal_migration_checksums ORDER BY name LIMIT 1`.execute(database.db)
    const [first] = rows
    expect(first?.sha256).toMatch(/^[0-9a-f]{64}$/)
    // As if the file had changed: its recorded checksum no longer matches.
    await sql`UPDATE portal_migration_checksums SET sha256 = 'edited' WHERE name = ${first!.name}`.execute(
      database.db,
    )
    try {
      for (const migrate of [true, false])
        await expect(prepareDatabase(database, { migrate })).rejects.toThrow(
          `Migration ${first!.name} changed after it was applied to this database.`,
        )
    } finally {
      await sql`UPDATE portal_migration_checksums SET sha256 = ${first!.sha256} WHERE name = ${first!.name}`.execute(
        database.db,
      )
    }
    await prepareDatabase(database)
  })
})
