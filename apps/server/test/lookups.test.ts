import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from './helpers/test-app'

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

  it('lists the 20 electricity services divisions with id, name and the dzongkhags each serves', async () => {
    const divisions = (await portal.app.inject('/api/divisions/')).json<
      { id: number; name: string; dzongkhags_served: string[] }[]
    >()
    expect(divisions).toHaveLength(20)
    expect(divisions[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/^ESD /),
      dzongkhags_served: expect.any(Array),
    })
    expect(divisions.find((d) => d.name === 'ESD Punakha')?.dzongkhags_served).toEqual(['Punakha', 'Gasa'])
  })

  it('answers an unknown API path with the contract 404 body', async () => {
    const response = await portal.app.inject('/api/nothing-here/')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: 'Not found.' })
  })
})
