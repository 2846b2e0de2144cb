// Queries on every request are built and compiled once (repositories/prepared.ts, decision 068).
import { sql } from 'kysely'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { prepared } from '../src/repositories/prepared'
import type { DatabaseHandle } from '../src/db/database'
import { freshDatabase } from './helpers/test-app'

let database: DatabaseHandle
beforeAll(async () => {
  database = await freshDatabase()
})
afterAll(() => database.close())

/** The embedded database lets a closed connection go a moment later: until then a new one is refused. */
async function once<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt === 40 || !/EPIPE|ECONNRESET|terminated|Too many connections/i.test(String(error)))
        throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

describe('a prepared query', () => {
  it('is built once per database, and each call runs with its own values', async () => {
    const build = vi.fn((db: DatabaseHandle['db'], id: number, active: boolean) =>
      db.selectFrom('divisions').select('id').where('id', '=', id).where('active', '=', active),
    )
    const division = prepared(build)
    expect(await division(database.db, 1, true)).toEqual([{ id: 1 }])
    expect(await division(database.db, 2, true)).toEqual([{ id: 2 }])
    expect(await division(database.db, 2, false)).toEqual([])
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('is prepared by the database once per connection, and again on a new connection', async () => {
    const division = prepared((db, id: number) =>
      db.selectFrom('divisions').select('id').where('id', '=', id),
    )
    const preparedOn = async (db: DatabaseHandle['db']) =>
      (
        await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)
      ).rows.filter((row) => row.statement.endsWith('from "divisions" where "id" = $1'))
    const onOneConnection = await database.db.connection().execute(async (connection) => {
      await division(connection, 1)
      await division(connection, 2)
      return preparedOn(connection)
    })
    expect(onOneConnection).toHaveLength(1)
    // The connection ends; the next one (the embedded database: the same session) prepares it again.
    const idle = await (database.pool as pg.Pool).connect()
    idle.release(true)
    expect(await once(() => division(database.db, 1))).toEqual([{ id: 1 }])
  })

  it('takes a value as a value, never as SQL', async () => {
    const named = prepared((db, name: string) =>
      db.selectFrom('divisions').select('id').where('name', '=', name),
    )
    expect(await named(database.db, "x' OR 1=1 --")).toEqual([])
  })

  it('refuses a builder that does not pass each argument on as a parameter', async () => {
    const dropped = prepared((db, _id: number) => db.selectFrom('divisions').select('id'))
    await expect(dropped(database.db, 1)).rejects.toThrow('a prepared query uses 0 of its 1 arguments')
  })
})
