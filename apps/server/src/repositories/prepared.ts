import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely'
import { nameStatement } from '../db/named-statements'
import type { Database } from '../db/schema'

/** Stands for the call's argument at `index` while the query is built once. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query of fixed shape, built and compiled once per database handle; each call runs that SQL
 * with its own values (kysely's "splitting build, compile and execute" recipe). Building and
 * compiling cost the ticket list as much as its two statements' driver work (decision 068);
 * only queries on every request are worth it. The database prepares each once per connection
 * too (db/named-statements.ts). The arguments are values, never SQL: each is a
 * parameter of the statement, as in the built query.
 */
export function prepared<Args extends unknown[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
) {
  const compiledFor = new WeakMap<Kysely<Database>, CompiledQuery<Row>>()
  const compile = (db: Kysely<Database>, arity: number) => {
    const slots = Array.from({ length: arity }, (_, index) => new Slot(index)) as Args
    const compiled = build(db, ...slots).compile()
    // A value the builder used rather than passing it on (e.g. as a name) would be lost.
    const placed = new Set(compiled.parameters.flatMap((p) => (p instanceof Slot ? [p.index] : [])))
    if (placed.size !== arity)
      throw new Error(`a prepared query uses ${placed.size} of its ${arity} arguments`)
    nameStatement(compiled.sql)
    compiledFor.set(db, compiled)
    return compiled
  }
  return async (db: Kysely<Database>, ...args: Args): Promise<Row[]> => {
    const compiled = compiledFor.get(db) ?? compile(db, args.length)
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? args[p.index] : p))
    // Each run its own id, as each built query has: plugins tell runs apart by it.
    return (await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() })).rows
  }
}
