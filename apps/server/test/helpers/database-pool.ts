import { sql, type Kysely } from 'kysely'
import { connectToEmbedded, type DatabaseHandle } from '../../src/db/database'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded/embedded-postgres'
import type { Database } from '../../src/db/schema'

/**
 * The test files' embedded databases, kept between files and set back to the template instead of
 * started anew: a PGlite takes most of a second of CPU to start, one a file, a hundred in a run;
 * putting back the template's rows takes a few milliseconds. A database whose schema a test
 * changed (a constraint added to make an insert fail) is not set back but stopped, and the next
 * file gets a new one.
 *
 * Module state, so per test worker: the server project runs its files without isolation
 * (vitest.config.ts), one after another in each worker.
 */
const idle: EmbeddedPostgres[] = []
/** More are stopped rather than kept: each holds some 350 MB, and files run one after another. */
const MOST_KEPT = 1

/** What the template holds, read from the first database this worker started. */
interface Template {
  schema: string
  tables: { name: string; columns: string[]; rows: string }[]
  sequences: { name: string; lastValue: string; isCalled: boolean }[]
}
let template: Promise<Template> | undefined

export async function templateDatabase(templateFile: string): Promise<DatabaseHandle> {
  for (let embedded = idle.pop(); embedded; embedded = idle.pop()) {
    const handle = pooled(embedded)
    // A database that cannot be set back (its worker gone, its socket refusing) is replaced, so
    // that the file after the one that broke it starts like any other.
    const setBack = await setBackToTemplate(handle.db, await template!).catch(() => false)
    if (setBack) return handle
    await handle.db.destroy().catch(() => {})
    await embedded.stop().catch(() => {})
  }
  const handle = pooled(await startEmbeddedPostgres('memory://', templateFile))
  template ??= readTemplate(handle.db)
  await template
  return handle
}

function pooled(embedded: EmbeddedPostgres) {
  return connectToEmbedded(embedded, async () => {
    // A handle closed twice gives its database back once.
    if (idle.includes(embedded)) return
    if (idle.length < MOST_KEPT) idle.push(embedded)
    else await embedded.stop()
  })
}

/**
 * The public schema's tables, columns, constraints, indexes, triggers (the foreign keys' own
 * too: a test could disable them), rules, sequences' settings and functions, the schemas, roles
 * and large objects, as one digest. A temporary schema a file left is no difference.
 */
async function schemaDigest(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ digest: string }>`
    SELECT md5(string_agg(part, E'\n' ORDER BY part)) AS digest FROM (
      SELECT c.relname || ' ' || c.relkind::text AS part FROM pg_class c
        WHERE c.relnamespace = 'public'::regnamespace
      UNION ALL SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
          || ' ' || a.attnotnull || ' ' || a.attidentity::text || a.attgenerated::text || ' '
          || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
      UNION ALL SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace
      UNION ALL SELECT pg_get_indexdef(indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE c.relnamespace = 'public'::regnamespace
      UNION ALL SELECT tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text FROM pg_trigger
      UNION ALL SELECT ev_class::regclass || ' ' || rulename || ' ' || ev_enabled::text || ' '
          || md5(pg_get_ruledef(oid)) FROM pg_rewrite
        WHERE ev_class IN (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace)
      UNION ALL SELECT seqrelid::regclass || ' ' || concat_ws(' ', seqtypid, seqstart, seqincrement,
          seqmax, seqmin, seqcache, seqcycle) FROM pg_sequence
      UNION ALL SELECT 'large objects ' || count(*) FROM pg_largeobject_metadata
      UNION ALL SELECT proname || ' ' || md5(prosrc) FROM pg_proc
        WHERE pronamespace = 'public'::regnamespace
      UNION ALL SELECT 'schema ' || nspname FROM pg_namespace WHERE nspname !~ '^pg_(toast_)?temp_'
      UNION ALL SELECT 'role ' || rolname FROM pg_roles
    ) parts`.execute(db)
  return rows[0]!.digest
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

async function readTemplate(db: Kysely<Database>): Promise<Template> {
  const { rows: tables } = await sql<{ name: string; columns: string[] }>`
    SELECT c.relname AS name,
      array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated::text = '') AS columns
    FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
    GROUP BY c.relname ORDER BY c.relname`.execute(db)
  const withRows = []
  for (const table of tables) {
    const { rows } = await sql<{ rows: string | null }>`
      SELECT json_agg(t)::text AS rows FROM ${sql.table(table.name)} t`.execute(db)
    withRows.push({ ...table, rows: rows[0]!.rows ?? '[]' })
  }
  const { rows: sequences } = await sql<{ name: string }>`
    SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S'`.execute(
    db,
  )
  const sequenceValues = []
  for (const { name } of sequences) {
    const { rows } = await sql<{ last_value: string; is_called: boolean }>`
      SELECT last_value::text, is_called FROM ${sql.table(name)}`.execute(db)
    sequenceValues.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called })
  }
  return { schema: await schemaDigest(db), tables: withRows, sequences: sequenceValues }
}

/**
 * The template's rows and sequences back in place, and the session as a new one finds it (PGlite
 * is one session for every connection: a LISTEN, a setting or a lock would outlive the file that
 * made it). False when the schema is no longer the template's.
 */
async function setBackToTemplate(db: Kysely<Database>, template: Template): Promise<boolean> {
  await reconnect(db)
  await sql`ROLLBACK`.execute(db) // a transaction a test left open; a warning otherwise
  await sql`DISCARD ALL`.execute(db)
  if ((await schemaDigest(db)) !== template.schema) return false

  await db.transaction().execute(async (trx) => {
    // Triggers and foreign keys aside while the rows go back, as pg_restore does.
    await sql`SET LOCAL session_replication_role = replica`.execute(trx)
    const names = template.tables.map((table) => quoted(table.name)).join(', ')
    await sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`).execute(trx)
    // Children before their parents: the order is free with foreign keys set aside, and this one
    // would fail without that (test/test-databases.test.ts relies on it to prove it).
    for (const table of [...template.tables].reverse()) {
      if (table.rows === '[]') continue
      const columns = table.columns.map(quoted).join(', ')
      await sql`INSERT INTO ${sql.table(table.name)} (${sql.raw(columns)}) OVERRIDING SYSTEM VALUE
        SELECT ${sql.raw(columns)} FROM json_populate_recordset(NULL::${sql.table(table.name)}, ${table.rows}::json)`.execute(
        trx,
      )
    }
    for (const sequence of template.sequences)
      await sql`SELECT setval(${quoted(sequence.name)}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`.execute(
        trx,
      )
  })
  return true
}

/**
 * PGlite's socket serves one connection at a time, and notices the last one's end a moment after
 * the pool has let it go: until then it turns a new one away.
 */
async function reconnect(db: Kysely<Database>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sql`SELECT 1`.execute(db)
    } catch (error) {
      if (attempt === 100) throw error
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}
