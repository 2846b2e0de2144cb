// Queries on every request are built and compiled once (repositories/prepared.ts, decision 068).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { prepared } from '../src/repositories/prepared'
import type { DatabaseHandle } from '../src/db/database'
import { freshDatabase } from './helpers/test-app'

let database: DatabaseHandle
beforeAll(async () => {
  database = await freshDatabase()
})
afterAll(() => database.close())

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
