import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { COVERAGE_NOTES, coverageEntry } from '@portal/domain/lookups'
import { divisionNameDz } from '@portal/domain/staff/divisions'
import { loadReferenceData } from '../src/db/reference-data'
import { freshDatabase, testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp()
})
afterAll(() => portal.close())

describe('reference data', () => {
  it('lists the 20 dzongkhags with their official names', async () => {
    const response = await portal.app.inject('/api/addresses/dzongkhags/')
    expect(response.statusCode).toBe(200)
    const dzongkhags = response.json<{ id: number; name: string }[]>()
    expect(dzongkhags).toHaveLength(20)
    expect(dzongkhags.map((d) => d.name)).toContain('Pema Gatshel')
  })

  it('gives each of the 20 dzongkhags its Dzongkha name beside the romanised one', async () => {
    const dzongkhags = (await portal.app.inject('/api/addresses/dzongkhags/')).json<
      { name: string; name_dz: string | null }[]
    >()
    expect(dzongkhags.filter((d) => /^[\u0F00-\u0FFF]+$/.test(d.name_dz ?? ''))).toHaveLength(20)
    expect(dzongkhags.find((d) => d.name === 'Paro')?.name_dz).toBe('སྤ་རོ་')
    expect(dzongkhags.find((d) => d.name === 'Thimphu')?.name_dz).toBe('ཐིམ་ཕུག་')
    expect(new Set(dzongkhags.map((d) => d.name_dz)).size).toBe(20)
  })

  it("proposes the divisions' Dzongkha names once: an admin's name stays, and one cleared stays cleared", async () => {
    const handle = await freshDatabase()
    const nameOf = async (name: string) =>
      (
        await handle.db
          .selectFrom('divisions')
          .select('name_dz')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).name_dz
    try {
      // A database loaded before the proposals: none named, one by an admin.
      await handle.db.deleteFrom('portal_settings').where('key', '=', 'reference.division-names-dz').execute()
      await handle.db.updateTable('divisions').set({ name_dz: null }).execute()
      await handle.db
        .updateTable('divisions')
        .set({ name_dz: 'སྤ་རོ་ ལས་སྡེ་' })
        .where('name', '=', 'ESD Paro')
        .execute()
      await loadReferenceData(handle.db)
      expect(await nameOf('ESD Paro')).toBe('སྤ་རོ་ ལས་སྡེ་')
      expect(await nameOf('ESD Haa')).toBe('ཧཱ་ གློག་མེའི་ཞབས་ཏོག་ལས་སྡེ་')
      // An admin clears one: the next start does not bring it back.
      await handle.db.updateTable('divisions').set({ name_dz: null }).where('name', '=', 'ESD Haa').execute()
      await loadReferenceData(handle.db)
      expect(await nameOf('ESD Haa')).toBeNull()
    } finally {
      await handle.close()
    }
  })

  it('fills in the Dzongkha names of a database loaded before them, keeping one already there', async () => {
    const handle = await freshDatabase()
    try {
      await handle.db.updateTable('dzongkhags').set({ name_dz: null }).execute()
      await handle.db
        .updateTable('dzongkhags')
        .set({ name_dz: 'ཐིམ་ཕུ་' })
        .where('name', '=', 'Thimphu')
        .execute()
      await loadReferenceData(handle.db)
      const names = await handle.db.selectFrom('dzongkhags').select(['name', 'name_dz']).execute()
      expect(names.filter((d) => d.name_dz === null)).toEqual([])
      expect(names.find((d) => d.name === 'Bumthang')?.name_dz).toBe('བུམ་ཐང་')
      expect(names.find((d) => d.name === 'Thimphu')?.name_dz).toBe('ཐིམ་ཕུ་')
      expect(
        (await sql<{ n: number }>`SELECT count(*)::int AS n FROM dzongkhags`.execute(handle.db)).rows[0]!.n,
      ).toBe(20)
    } finally {
      await handle.close()
    }
  })

  it('lists all 205 gewogs, and those of one dzongkhag on request', async () => {
    const all = (await portal.app.inject('/api/addresses/gewogs/')).json<unknown[]>()
    expect(all).toHaveLength(205)
    const dzongkhags = (await portal.app.inject('/api/addresses/dzongkhags/')).json<
      { id: number; name: string }[]
    >()
    const bumthang = dzongkhags.find((d) => d.name === 'Bumthang')!
    const gewogs = (await portal.app.inject(`/api/addresses/gewogs/?dzongkhag=${bumthang.id}`)).json<
      { name: string; dzongkhag: number }[]
    >()
    expect(gewogs.map((g) => g.name)).toEqual(['Chhoekhor', 'Chhumig', 'Tang', 'Ura'])
    expect(gewogs.every((g) => g.dzongkhag === bumthang.id)).toBe(true)
  })

  it('lists each dzongkhag its own gewogs: together, all 205', async () => {
    const dzongkhags = (await portal.app.inject('/api/addresses/dzongkhags/')).json<{ id: number }[]>()
    let total = 0
    for (const { id } of dzongkhags) {
      const gewogs = (await portal.app.inject(`/api/addresses/gewogs/?dzongkhag=${id}`)).json<unknown[]>()
      expect(gewogs.length).toBeGreaterThan(0)
      total += gewogs.length
    }
    expect(total).toBe(205)
  })

  it('refuses a dzongkhag filter that is not an id with a 400, not a 500, and lets no cache keep it', async () => {
    const response = await portal.app.inject('/api/addresses/gewogs/?dzongkhag=abc')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toHaveProperty('errors.dzongkhag')
    expect(response.headers['cache-control']).not.toMatch(/public/)
    expect((await portal.app.inject('/api/addresses/gewogs/?dzongkhag=0')).statusCode).toBe(400)
    expect((await portal.app.inject('/api/addresses/dzongkhags/')).headers['cache-control']).toBe(
      'public, max-age=300',
    )
  })

  it('lists the 20 electricity services divisions with id, name, Dzongkha name and the dzongkhags each serves', async () => {
    const divisions = (await portal.app.inject('/api/divisions/')).json<
      { id: number; name: string; name_dz: string | null; dzongkhags_served: string[] }[]
    >()
    expect(divisions).toHaveLength(20)
    expect(divisions[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/^ESD /),
      dzongkhags_served: expect.any(Array),
      name_dz: expect.any(String),
    })
    // Proposed from the places' cited names, for an admin to confirm (decision 059); Gelephu
    // has no cited Dzongkha name.
    expect(divisions.find((d) => d.name === 'ESD Paro')?.name_dz).toBe('སྤ་རོ་ གློག་མེའི་ཞབས་ཏོག་ལས་སྡེ་')
    expect(divisions.filter((d) => d.name_dz === null).map((d) => d.name)).toEqual(['ESD Gelephu'])
    const proposed = divisions.flatMap((d) => d.name_dz ?? [])
    expect(new Set(proposed).size).toBe(19)
    for (const name of proposed) expect(divisionNameDz.parse(name)).toBe(name)
    expect(divisions.find((d) => d.name === 'ESD Punakha')?.dzongkhags_served).toEqual(['Punakha', 'Gasa'])
  })

  it("names by a dzongkhag's own name, or with a note the catalogue translates, every place a division serves", async () => {
    const dzongkhags = (await portal.app.inject('/api/addresses/dzongkhags/')).json<
      { name: string; name_alternatives: string[] }[]
    >()
    const divisions = (await portal.app.inject('/api/divisions/')).json<{ dzongkhags_served: string[] }[]>()
    const unread = divisions
      .flatMap((division) => division.dzongkhags_served)
      .filter((entry) => {
        const { dzongkhag, note } = coverageEntry(entry)
        const known = dzongkhags.some((d) => d.name === dzongkhag || d.name_alternatives.includes(dzongkhag))
        return !known || (note !== undefined && !(COVERAGE_NOTES as readonly string[]).includes(note))
      })
    expect(unread).toEqual([])
    expect(divisions.flatMap((division) => division.dzongkhags_served)).toContain(
      'Chhukha (except Phuentsholing area)',
    )
  })

  it('answers an unknown API path with the contract 404 body', async () => {
    const response = await portal.app.inject('/api/nothing-here/')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: 'Not found.' })
  })
})
