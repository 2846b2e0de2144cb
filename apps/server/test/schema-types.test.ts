import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from './helpers/test-app'

/**
 * src/db/schema.ts is written by hand (it names statuses and roles, which a generator would
 * not), so this test holds it to what the migrations create: the same tables, the same columns,
 * null where the column allows it, each column's kind, and no insert left optional that the
 * database would refuse.
 */
const SCHEMA_FILE = fileURLToPath(new URL('../src/db/schema.ts', import.meta.url))
const SERVER_TSCONFIG = fileURLToPath(new URL('../tsconfig.json', import.meta.url))
/** Kysely's own bookkeeping and the migrations' checksums: not the portal's data. */
const BOOKKEEPING = /^kysely_|^portal_migration_checksums$/

interface DeclaredColumn {
  kinds: Set<string>
  nullable: boolean
  insertOptional: boolean
}

interface ActualColumn {
  data_type: string
  is_nullable: 'YES' | 'NO'
  column_default: string | null
  is_identity: 'YES' | 'NO'
}

/** What each data type reads as in TypeScript, as the drivers (pg and PGlite) return it. */
const KIND_OF_DATA_TYPE: Record<string, string> = {
  text: 'string',
  'character varying': 'string',
  character: 'string',
  uuid: 'string',
  inet: 'string',
  integer: 'number',
  smallint: 'number',
  bigint: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  // Read as yyyy-mm-dd text (db/database.ts).
  date: 'string',
  jsonb: 'object',
  ARRAY: 'array',
}

/** Each table of the `Database` interface with its columns, read with the TypeScript compiler. */
function declaredTables(): Map<string, Map<string, DeclaredColumn>> {
  // The server's own compiler options, so that the domain's types (statuses, roles) resolve.
  const config = ts.getParsedCommandLineOfConfigFile(
    SERVER_TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )!
  const program = ts.createProgram([SCHEMA_FILE], { ...config.options, noEmit: true })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(SCHEMA_FILE)!
  const database = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
  )!
  const parts = (type: ts.Type) => (type.isUnion() ? type.types : [type])
  const kindOf = (type: ts.Type): string | undefined => {
    if (type.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Never)) return undefined
    if (type.flags & ts.TypeFlags.StringLike) return 'string'
    if (type.flags & ts.TypeFlags.NumberLike) return 'number'
    if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean'
    if (checker.isArrayType(type)) return 'array'
    if (type.getSymbol()?.name === 'Date') return 'Date'
    return 'object'
  }
  const tables = new Map<string, Map<string, DeclaredColumn>>()
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, DeclaredColumn>()
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      const declared = checker.getTypeOfSymbol(column)
      // Kysely's ColumnType<Select, Insert, Update> (and Generated) carry the three as properties.
      const select = declared.getProperty('__select__')
      const insert = declared.getProperty('__insert__')
      const selectType = select ? checker.getTypeOfSymbol(select) : declared
      const insertType = insert ? checker.getTypeOfSymbol(insert) : declared
      columns.set(column.name, {
        kinds: new Set(parts(selectType).flatMap((t) => kindOf(t) ?? [])),
        nullable: parts(selectType).some((t) => t.flags & ts.TypeFlags.Null),
        insertOptional: parts(insertType).some(
          (t) => t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Never),
        ),
      })
    }
    tables.set(table.name, columns)
  }
  return tables
}

describe('the hand-written database types', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let actual: Map<string, Map<string, ActualColumn>>
  const declared = declaredTables()

  beforeAll(async () => {
    database = await freshDatabase()
    const { rows } = await sql<ActualColumn & { table_name: string; column_name: string }>`
      SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
      FROM information_schema.columns WHERE table_schema = 'public'`.execute(database.db)
    actual = new Map()
    for (const row of rows.filter((r) => !BOOKKEEPING.test(r.table_name))) {
      if (!actual.has(row.table_name)) actual.set(row.table_name, new Map())
      actual.get(row.table_name)!.set(row.column_name, row)
    }
  })
  afterAll(() => database.close())

  it('names every table the migrations create, and no other', () => {
    expect([...declared.keys()].sort()).toEqual([...actual.keys()].sort())
  })

  it('names every column of each table, and no other', () => {
    for (const [table, columns] of declared)
      expect({ table, columns: [...columns.keys()].sort() }).toEqual({
        table,
        columns: [...(actual.get(table)?.keys() ?? [])].sort(),
      })
  })

  it('allows null exactly where the column does, with the kind of value the column holds', () => {
    const mismatches: string[] = []
    for (const [table, columns] of declared)
      for (const [name, column] of columns) {
        const real = actual.get(table)?.get(name)
        if (!real) continue
        const where = `${table}.${name}`
        if (column.nullable !== (real.is_nullable === 'YES'))
          mismatches.push(
            `${where}: declared ${column.nullable ? '' : 'not '}nullable, column is_nullable ${real.is_nullable}`,
          )
        const kind = KIND_OF_DATA_TYPE[real.data_type]
        if (!kind) mismatches.push(`${where}: no kind known for ${real.data_type}`)
        else if (kind !== 'object' && (column.kinds.size !== 1 || !column.kinds.has(kind)))
          mismatches.push(`${where}: declared ${[...column.kinds].join(' | ')}, column is ${real.data_type}`)
      }
    expect(mismatches).toEqual([])
  })

  it('leaves an insert optional only where the database fills the column in', () => {
    const refused: string[] = []
    for (const [table, columns] of declared)
      for (const [name, column] of columns) {
        const real = actual.get(table)?.get(name)
        const filledIn =
          real && (real.column_default !== null || real.is_identity === 'YES' || real.is_nullable === 'YES')
        if (column.insertOptional && !filledIn) refused.push(`${table}.${name}`)
      }
    expect(refused).toEqual([])
  })
})
