import { STAFF_MESSAGES } from '@portal/domain/staff/credentials'
import { OFFICER_DIVISION_MISSING } from '@portal/domain/staff/accounts'
import { DIVISION_MESSAGES } from '@portal/domain/staff/divisions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
let admin: string
let officer: string
/** The admin's own proof, asked before an account is created or its password, role or state changes (issue 32). */
let proof: { current_password: string }
beforeAll(async () => {
  portal = await testApp()
  const signedIn = await signedInStaff(portal.app, 'admin')
  admin = signedIn.authorization
  proof = { current_password: signedIn.password }
  officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
})
afterAll(() => portal.close())

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, authorization: string, payload?: object) =>
  portal.app.inject({ method, url, headers: { authorization }, payload })

describe('the administration routes', () => {
  // Each route, with a body it would accept from an admin: refused before anything is read.
  const routes: ['GET' | 'POST' | 'PATCH', string, object?][] = [
    ['GET', '/api/staff/accounts/'],
    [
      'POST',
      '/api/staff/accounts/',
      { username: 'sneaky', name: 'S', password: 'a-long-password-of-mine', role: 'admin' },
    ],
    ['PATCH', '/api/staff/accounts/1/', { active: false }],
    ['POST', '/api/staff/accounts/1/password/', { new_password: 'another-long-password' }],
    ['GET', '/api/staff/divisions/'],
    ['POST', '/api/staff/divisions/', { name: 'ESD Sneaky' }],
    ['PATCH', '/api/staff/divisions/1/', { active: false }],
  ]

  it.each(routes)(
    '%s %s is refused to an officer (403) and to no one signed in (401)',
    async (method, url, payload) => {
      expect((await call(method, url, officer, payload)).statusCode).toBe(403)
      expect((await portal.app.inject({ method, url, payload })).statusCode).toBe(401)
    },
  )

  it('covers every administration route of the server', () => {
    const documented = Object.entries(portal.app.swagger().paths ?? {}).flatMap(([path, operations]) =>
      Object.keys(operations as object).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const admin = documented.filter((route) => /\/staff\/(accounts|divisions)\b/.test(route))
    const listed = routes.map(([method, url]) => `${method} ${url.replace(/\/1\//, '/{id}/')}`)
    expect(admin.sort()).toEqual(listed.sort())
  })
})

describe('staff accounts (admin only)', () => {
  it('creates an officer who can sign in and work their division', async () => {
    const paro = await divisionId(portal.app, 'ESD Paro')
    const created = await call('POST', '/api/staff/accounts/', admin, {
      ...proof,
      username: 'Tshering.D',
      name: 'Tshering Dorji',
      password: 'a-long-password-of-mine',
      role: 'officer',
      divisions: [paro],
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      username: 'tshering.d',
      role: 'officer',
      active: true,
      divisions: [paro],
    })
    const login = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username: 'tshering.d', password: 'a-long-password-of-mine' },
    })
    expect(login.json()).toMatchObject({ role: 'officer', divisions: [paro] })
    const again = await call('POST', '/api/staff/accounts/', admin, {
      ...proof,
      username: 'tshering.d',
      name: 'Again',
      password: 'a-long-password-of-mine',
      role: 'officer',
      divisions: [paro],
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ detail: 'The username tshering.d is taken.' })
  })

  it('refuses short passwords, ones made of the member’s own names, unknown divisions, and officers', async () => {
    const paro = await divisionId(portal.app, 'ESD Paro')
    const short = await call('POST', '/api/staff/accounts/', admin, {
      ...proof,
      username: 'short',
      name: 'S',
      password: 'short',
      role: 'officer',
      divisions: [paro],
    })
    expect(short.json()).toMatchObject({ errors: { password: ['At least 12 characters'] } })
    const common = await call('POST', '/api/staff/accounts/', admin, {
      ...proof,
      username: 'common',
      name: 'C',
      password: 'password1234',
      role: 'officer',
      divisions: [paro],
    })
    expect(common.json()).toMatchObject({ errors: { password: [STAFF_MESSAGES.passwordCommon] } })
    const ownName = await call('POST', '/api/staff/accounts/', admin, {
      ...proof,
      username: 'sonamtobgay',
      name: 'Sonam Tobgay',
      password: 'sonamtobgay2024!',
      role: 'officer',
      divisions: [paro],
    })
    expect(ownName.json()).toMatchObject({ errors: { password: [STAFF_MESSAGES.passwordCommon] } })
    const unknown = await call('POST', '/api/staff/accounts/', admin, {
      ...proof,
      username: 'nodiv',
      name: 'N',
      password: 'a-long-password-of-mine',
      role: 'officer',
      divisions: [99999],
    })
    expect(unknown.statusCode).toBe(400)
    expect((await call('GET', '/api/staff/accounts/', officer)).statusCode).toBe(403)
  })

  it('deactivating an account ends its sessions at once', async () => {
    const victim = await signedInStaff(portal.app, 'officer', ['ESD Haa'])
    const list = (await call('GET', '/api/staff/accounts/', admin)).json<{ id: number; username: string }[]>()
    const id = list.find((s) => s.username === victim.username)!.id
    expect(
      (await call('PATCH', `/api/staff/accounts/${id}/`, admin, { active: false, ...proof })).json(),
    ).toMatchObject({ active: false })
    expect((await call('GET', '/api/staff/applications/', victim.authorization)).statusCode).toBe(401)
    const relogin = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username: victim.username, password: victim.password },
    })
    expect(relogin.statusCode).toBe(400)
  })
})

describe('what an admin may not do', () => {
  const idOf = async (username: string) =>
    (await call('GET', '/api/staff/accounts/', admin))
      .json<{ id: number; username: string }[]>()
      .find((s) => s.username === username)!.id

  it('locks no admin out of their own account, and names unknown accounts and divisions as such', async () => {
    const self = await signedInStaff(portal.app, 'admin')
    const selfId = await idOf(self.username)
    for (const change of [{ active: false }, { role: 'officer' }]) {
      const refused = await call('PATCH', `/api/staff/accounts/${selfId}/`, self.authorization, {
        ...change,
        current_password: self.password,
      })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().detail).toBe('You cannot lock yourself out: ask another admin.')
    }
    expect((await call('GET', '/api/staff/me/', self.authorization)).json()).toMatchObject({ role: 'admin' })
    // A change that keeps them an active admin they may make.
    const kept = await call('PATCH', `/api/staff/accounts/${selfId}/`, self.authorization, {
      role: 'admin',
      active: true,
      current_password: self.password,
    })
    expect(kept.json()).toMatchObject({ role: 'admin', active: true })
    // Another admin may.
    expect(
      (
        await call('PATCH', `/api/staff/accounts/${selfId}/`, admin, {
          role: 'officer',
          divisions: [await divisionId(portal.app, 'ESD Paro')],
          ...proof,
        })
      ).statusCode,
    ).toBe(200)

    const officerId = await idOf((await signedInStaff(portal.app, 'officer')).username)
    const unknownDivision = await call('PATCH', `/api/staff/accounts/${officerId}/`, admin, {
      divisions: [99999],
    })
    expect(unknownDivision.json()).toMatchObject({
      errors: { divisions: ['Choose divisions from the list'] },
    })
    expect(
      (await call('PATCH', '/api/staff/accounts/99999/', admin, { active: false, ...proof })).statusCode,
    ).toBe(404)
    const password = { new_password: 'another-long-password-here', ...proof }
    expect((await call('POST', '/api/staff/accounts/99999/password/', admin, password)).statusCode).toBe(404)
    // A reset is held to the rule, the member's own names counted.
    await call('POST', '/api/staff/accounts/', admin, {
      ...proof,
      username: 'karmawangdi',
      name: 'Karma Wangdi',
      password: 'a-long-password-of-mine',
      role: 'officer',
      divisions: [await divisionId(portal.app, 'ESD Paro')],
    })
    const own = await call('POST', `/api/staff/accounts/${await idOf('karmawangdi')}/password/`, admin, {
      new_password: 'karmawangdi2024!',
      ...proof,
    })
    expect(own.json()).toMatchObject({ errors: { new_password: [STAFF_MESSAGES.passwordCommon] } })
  })

  it('gives every officer a division: one made, moved or demoted to none is refused, and nothing changes', async () => {
    const paro = await divisionId(portal.app, 'ESD Paro')
    const withNone = { errors: { divisions: [OFFICER_DIVISION_MISSING] } }
    const made = await call('POST', '/api/staff/accounts/', admin, {
      ...proof,
      username: 'no.division',
      name: 'Dechen Wangmo',
      password: 'a-long-password-of-mine',
      role: 'officer',
    })
    expect(made.statusCode).toBe(400)
    expect(made.json()).toMatchObject(withNone)

    const officer = await signedInStaff(portal.app, 'officer', ['ESD Paro'])
    const officerId = await idOf(officer.username)
    const emptied = await call('PATCH', `/api/staff/accounts/${officerId}/`, admin, { divisions: [] })
    expect(emptied.statusCode).toBe(400)
    expect(emptied.json()).toMatchObject(withNone)
    const otherAdmin = await idOf((await signedInStaff(portal.app, 'admin')).username)
    const demoted = await call('PATCH', `/api/staff/accounts/${otherAdmin}/`, admin, {
      role: 'officer',
      ...proof,
    })
    expect(demoted.statusCode).toBe(400)
    expect(demoted.json()).toMatchObject(withNone)
    const accounts = (await call('GET', '/api/staff/accounts/', admin)).json<{ id: number }[]>()
    expect(accounts.find((a) => a.id === officerId)).toMatchObject({ role: 'officer', divisions: [paro] })
    expect(accounts.find((a) => a.id === otherAdmin)).toMatchObject({ role: 'admin' })

    // A division hidden from customers gets no new applications: it is not one to work alone.
    const hidden = (await call('POST', '/api/staff/divisions/', admin, { name: 'ESD Closed Office' })).json<{
      id: number
    }>().id
    expect(
      (await call('PATCH', `/api/staff/divisions/${hidden}/`, admin, { active: false })).statusCode,
    ).toBe(200)
    const onlyHidden = await call('PATCH', `/api/staff/accounts/${officerId}/`, admin, {
      divisions: [hidden],
    })
    expect(onlyHidden.statusCode).toBe(400)
    expect(onlyHidden.json()).toMatchObject(withNone)
    const madeHidden = await call('POST', '/api/staff/accounts/', admin, {
      ...proof,
      username: 'hidden.division',
      name: 'Dechen Wangmo',
      password: 'a-long-password-of-mine',
      role: 'officer',
      divisions: [hidden],
    })
    expect(madeHidden.json()).toMatchObject(withNone)
    expect(
      (await call('PATCH', `/api/staff/accounts/${officerId}/`, admin, { divisions: [hidden, paro] }))
        .statusCode,
    ).toBe(200)

    // An officer left with none before the rule is still deactivated, and given a division.
    const leftWithNone = await idOf((await signedInStaff(portal.app, 'officer')).username)
    expect(
      (await call('PATCH', `/api/staff/accounts/${leftWithNone}/`, admin, { active: false, ...proof }))
        .statusCode,
    ).toBe(200)
    const reactivated = (body: object) =>
      call('PATCH', `/api/staff/accounts/${leftWithNone}/`, admin, { active: true, ...proof, ...body })
    expect((await reactivated({})).json()).toMatchObject(withNone)
    const given = await reactivated({ divisions: [paro] })
    expect(given.json()).toMatchObject({ active: true, divisions: [paro] })
  })

  it('holds the rule under the account’s lock: a demotion and an emptying at once leave no officer with none', async () => {
    const member = await signedInStaff(portal.app, 'admin', ['ESD Paro'])
    const id = await idOf(member.username)
    // The demotion's proof takes its time (a password hash); the emptying needs none and lands first.
    const [demoted, emptied] = await Promise.all([
      call('PATCH', `/api/staff/accounts/${id}/`, admin, { role: 'officer', ...proof }),
      call('PATCH', `/api/staff/accounts/${id}/`, admin, { divisions: [] }),
    ])
    expect([demoted.statusCode, emptied.statusCode].sort()).toEqual([200, 400])
    const account = (await call('GET', '/api/staff/accounts/', admin))
      .json<{ id: number; role: string; divisions: number[] }[]>()
      .find((a) => a.id === id)!
    expect(account.role === 'officer' && account.divisions.length === 0).toBe(false)
  })

  it('refuses a division change that changes nothing, takes a name in use, or names no division', async () => {
    const paro = await divisionId(portal.app, 'ESD Paro')
    const empty = await call('PATCH', `/api/staff/divisions/${paro}/`, admin, {})
    expect(empty.json()).toMatchObject({ errors: { name: ['Nothing to change'] } })
    const taken = await call('PATCH', `/api/staff/divisions/${paro}/`, admin, { name: 'ESD Thimphu' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().detail).toBe('A division named ESD Thimphu exists already.')
    const added = await call('POST', '/api/staff/divisions/', admin, { name: 'ESD Thimphu' })
    expect(added.statusCode).toBe(409)
    expect(added.json().detail).toBe('A division named ESD Thimphu exists already.')
    expect((await call('PATCH', '/api/staff/divisions/99999/', admin, { active: true })).statusCode).toBe(404)
    // A rename leaves an inactive division inactive.
    await call('PATCH', `/api/staff/divisions/${paro}/`, admin, { active: false })
    const renamed = await call('PATCH', `/api/staff/divisions/${paro}/`, admin, { name: 'ESD Paro (Bondey)' })
    expect(renamed.json()).toMatchObject({ name: 'ESD Paro (Bondey)', active: false })
    await call('PATCH', `/api/staff/divisions/${paro}/`, admin, { name: 'ESD Paro', active: true })
  })
})

describe('divisions (admin only)', () => {
  it('renames, deactivates and adds; customers see only active ones', async () => {
    const haa = await divisionId(portal.app, 'ESD Haa')
    expect(
      (await call('PATCH', `/api/staff/divisions/${haa}/`, admin, { name: 'ESD Haa (Damthang)' })).json(),
    ).toMatchObject({ name: 'ESD Haa (Damthang)', active: true })
    await call('PATCH', `/api/staff/divisions/${haa}/`, admin, { active: false })
    const added = await call('POST', '/api/staff/divisions/', admin, { name: 'ESD Nganglam' })
    expect(added.statusCode).toBe(201)
    expect((await call('POST', '/api/staff/divisions/', admin, { name: 'ESD Nganglam' })).statusCode).toBe(
      409,
    )
    const visible = (await portal.app.inject('/api/divisions/')).json<{ name: string }[]>().map((d) => d.name)
    expect(visible).toContain('ESD Nganglam')
    expect(visible).not.toContain('ESD Haa (Damthang)')
    // The admin's own list keeps the closed one, to open it again.
    const all = (await call('GET', '/api/staff/divisions/', admin)).json<
      { name: string; active: boolean }[]
    >()
    expect(all).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'ESD Haa (Damthang)', active: false }),
        expect.objectContaining({ name: 'ESD Nganglam', active: true }),
      ]),
    )
    expect((await call('PATCH', `/api/staff/divisions/${haa}/`, officer, { active: true })).statusCode).toBe(
      403,
    )
  })

  // Test data, not a translation: the names an admin would type are the utility's to give (decision 059).
  const TRONGSA_DZ = 'ཀྲོང་གསར་ ལས་སྡེ་'

  it("an admin gives a division its Dzongkha name, which the customers' list then carries", async () => {
    const trongsa = await divisionId(portal.app, 'ESD Trongsa')
    const publicList = async () =>
      (await portal.app.inject('/api/divisions/')).json<
        { id: number; name: string; name_dz: string | null }[]
      >()
    // The reference data's proposal until an admin sets one.
    expect((await publicList()).find((d) => d.id === trongsa)).toMatchObject({
      name_dz: 'ཀྲོང་གསར་ གློག་མེའི་ཞབས་ཏོག་ལས་སྡེ་',
    })

    const set = await call('PATCH', `/api/staff/divisions/${trongsa}/`, admin, { name_dz: ` ${TRONGSA_DZ} ` })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toEqual({ id: trongsa, name: 'ESD Trongsa', name_dz: TRONGSA_DZ, active: true })
    expect((await publicList()).find((d) => d.id === trongsa)).toMatchObject({
      name: 'ESD Trongsa',
      name_dz: TRONGSA_DZ,
    })
    expect(
      (await call('GET', '/api/staff/divisions/', admin))
        .json<{ id: number }[]>()
        .find((d) => d.id === trongsa),
    ).toMatchObject({ name_dz: TRONGSA_DZ })

    // A rename in English keeps the Dzongkha name; an empty one clears it.
    const renamed = await call('PATCH', `/api/staff/divisions/${trongsa}/`, admin, {
      name: 'ESD Trongsa (Dzong)',
    })
    expect(renamed.json()).toMatchObject({ name: 'ESD Trongsa (Dzong)', name_dz: TRONGSA_DZ })
    const cleared = await call('PATCH', `/api/staff/divisions/${trongsa}/`, admin, {
      name: 'ESD Trongsa',
      name_dz: '',
    })
    expect(cleared.json()).toMatchObject({ name: 'ESD Trongsa', name_dz: null })
    expect((await publicList()).find((d) => d.id === trongsa)).toMatchObject({ name_dz: null })
    await call('PATCH', `/api/staff/divisions/${trongsa}/`, admin, { name_dz: TRONGSA_DZ })
  })

  it("refuses a Dzongkha name to anyone but an admin, in Latin letters or markup, or another division's", async () => {
    const zhemgang = await divisionId(portal.app, 'ESD Zhemgang')
    const url = `/api/staff/divisions/${zhemgang}/`
    expect((await call('PATCH', url, officer, { name_dz: 'གཞལ་སྒང་' })).statusCode).toBe(403)
    expect(
      (await portal.app.inject({ method: 'PATCH', url, payload: { name_dz: 'གཞལ་སྒང་' } })).statusCode,
    ).toBe(401)

    for (const latin of ['ESD Zhemgang', '<img src=x onerror=alert(1)>', 'གཞལ་སྒང་ (Zhemgang)']) {
      const refused = await call('PATCH', url, admin, { name_dz: latin })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ errors: { name_dz: [DIVISION_MESSAGES.nameDzScript] } })
    }
    const added = await call('POST', '/api/staff/divisions/', admin, { name: 'ESD Gedu', name_dz: 'Gedu' })
    expect(added.statusCode).toBe(400)
    expect(added.json()).toMatchObject({ errors: { name_dz: [DIVISION_MESSAGES.nameDzScript] } })

    // Unique like the name: two divisions never read the same to a Dzongkha reader.
    await call('PATCH', `/api/staff/divisions/${await divisionId(portal.app, 'ESD Trongsa')}/`, admin, {
      name_dz: TRONGSA_DZ,
    })
    const taken = await call('PATCH', url, admin, { name_dz: TRONGSA_DZ })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().detail).toBe(DIVISION_MESSAGES.nameDzTaken(TRONGSA_DZ))
    const addedTaken = await call('POST', '/api/staff/divisions/', admin, {
      name: 'ESD Gedu',
      name_dz: TRONGSA_DZ,
    })
    expect(addedTaken.statusCode).toBe(409)
    expect(addedTaken.json().detail).toBe(DIVISION_MESSAGES.nameDzTaken(TRONGSA_DZ))
    const gedu = await call('POST', '/api/staff/divisions/', admin, { name: 'ESD Gedu', name_dz: 'དགེ་འདུས་' })
    expect(gedu.statusCode).toBe(201)
    expect(gedu.json()).toMatchObject({ name: 'ESD Gedu', name_dz: 'དགེ་འདུས་', active: true })
    // Nothing refused was stored.
    expect(
      (await call('GET', '/api/staff/divisions/', admin))
        .json<{ id: number }[]>()
        .find((d) => d.id === zhemgang),
    ).toMatchObject({ name_dz: 'གཞལ་སྒང་ གློག་མེའི་ཞབས་ཏོག་ལས་སྡེ་' })
  })
})
