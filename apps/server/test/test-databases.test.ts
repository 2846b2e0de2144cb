import { sql, type Kysely } from 'kysely'
import { describe, expect, inject, it } from 'vitest'
import { openEmbedded } from '../src/db/database'
import type { Database } from '../src/db/schema'
import { freshDatabase } from './helpers/test-app'

/**
 * Every test file's database is the template as the global setup made it, whether new or set
 * back after another file (test/helpers/database-pool.ts): a file never sees another's rows,
 * sequences, settings or schema.
 */
async function contents(db: Kysely<Database>) {
  const { rows: relations } = await sql<{ name: string; kind: string }>`
    SELECT relname AS name, relkind::text AS kind FROM pg_class
    WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'S') ORDER BY relname`.execute(db)
  const digests: Record<string, unknown> = {}
  for (const { name, kind } of relations) {
    const { rows } =
      kind === 'S'
        ? await sql`SELECT last_value, is_called FROM ${sql.table(name)}`.execute(db)
        : await sql`
            SELECT md5(coalesce(string_agg(t::text, E'\n' ORDER BY t::text), '')) AS digest
            FROM ${sql.table(name)} t`.execute(db)
    digests[name] = rows[0]
  }
  return digests
}

/** The template's contents, from a database opened on its dump, never one set back. */
async function templateContents() {
  const pristine = await openEmbedded('memory://', inject('databaseTemplateFile'))
  try {
    return await contents(pristine.db)
  } finally {
    await pristine.close()
  }
}

const setting = async (db: Kysely<Database>, name: string) =>
  (await sql<{ value: string }>`SELECT current_setting(${name}) AS value`.execute(db)).rows[0]!.value

// Each test starts embedded databases, seconds apiece: on a busy machine, minutes, and no fault.
describe.skipIf(process.env.DATABASE_URL)("the tests' embedded databases", { timeout: 180_000 }, () => {
  it("are each the template again after a file's rows, sequences, settings and open transaction", async () => {
    const template = await templateContents()
    const first = await freshDatabase()
    const timeout = await setting(first.db, 'statement_timeout')
    const used = first.embedded
    await first.close()

    const second = await freshDatabase()
    expect(second.embedded, 'a database is used again').toBe(used)
    await sql`UPDATE divisions SET name = name || ' renamed by a test'`.execute(second.db)
    await sql`DELETE FROM gewogs WHERE id IN (SELECT id FROM gewogs LIMIT 3)`.execute(second.db)
    await sql`INSERT INTO divisions (name) VALUES ('Added by a test')`.execute(second.db)
    await sql`SET statement_timeout = '1234ms'`.execute(second.db)
    await sql`LISTEN left_behind`.execute(second.db)
    await sql`BEGIN`.execute(second.db)
    await sql`UPDATE dzongkhags SET name = 'Left open' WHERE id = 1`.execute(second.db)
    await second.close()

    const third = await freshDatabase()
    expect(third.embedded).toBe(used)
    expect(await contents(third.db)).toEqual(template)
    expect(await setting(third.db, 'statement_timeout')).toBe(timeout)
    const { rows: channels } = await sql`SELECT pg_listening_channels()`.execute(third.db)
    expect(channels).toEqual([])
    // Numbered as on the template: the next division takes the number it would have there.
    await sql`INSERT INTO divisions (name) VALUES ('Added by a test')`.execute(third.db)
    const fourthDivision = await sql<{ id: number }>`SELECT max(id) AS id FROM divisions`.execute(third.db)
    await third.close()

    const fourth = await freshDatabase()
    await sql`INSERT INTO divisions (name) VALUES ('Added by a test')`.execute(fourth.db)
    expect((await sql<{ id: number }>`SELECT max(id) AS id FROM divisions`.execute(fourth.db)).rows).toEqual(
      fourthDivision.rows,
    )
    await fourth.close()
  })

  // What a file could change beyond its rows, each of which the next file would otherwise inherit.
  const changes = {
    'a constraint': sql`ALTER TABLE applications ADD CONSTRAINT fail_for_test CHECK (false) NOT VALID`,
    'foreign keys switched off': sql`ALTER TABLE gewogs DISABLE TRIGGER ALL`,
    "a sequence's step": sql`ALTER SEQUENCE divisions_id_seq INCREMENT BY 1000`,
    'a rule': sql`CREATE RULE swallow AS ON INSERT TO divisions DO INSTEAD NOTHING`,
    'a large object': sql`SELECT lo_from_bytea(0, '\x01'::bytea)`,
  }
  for (const [change, statement] of Object.entries(changes)) {
    it(`are new after a file made ${change}`, async () => {
      const template = await templateContents()
      const first = await freshDatabase()
      await statement.execute(first.db)
      const changed = first.embedded
      await first.close()

      const second = await freshDatabase()
      expect(second.embedded).not.toBe(changed)
      expect(await contents(second.db)).toEqual(template)
      await second.close()
    })
  }

  it('are used again after a temporary table, and closed twice are given back once', async () => {
    const first = await freshDatabase()
    await sql`CREATE TEMPORARY TABLE scratch (n integer)`.execute(first.db)
    const used = first.embedded
    await first.close()
    await first.close()

    const second = await freshDatabase()
    const third = await freshDatabase()
    expect(second.embedded).toBe(used)
    expect(third.embedded).not.toBe(used)
    await Promise.all([second.close(), third.close()])
  })
})
