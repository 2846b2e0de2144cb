import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@portal/domain/messages'
import { isWalletVerified, registrationFor, signedInCustomer } from './helpers/customers'
import { solvedProof } from './helpers/proof-of-work'
import { testApp } from './helpers/test-app'
import { loadConfig } from '../src/config'
import { BURST } from './helpers/burst'

let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  // The specification's registration, at once; the code step has its own suite.
  portal = await testApp({ SIGN_IN_CODES: 'off' })
})
afterAll(() => portal.close())

const { ADDRESS_FAILURES_BEFORE_PROOF: NETWORK_THRESHOLD } = loadConfig({})

const register = (payload: object, remoteAddress?: string) =>
  portal.app.inject({ method: 'POST', url: '/api/customers/', payload, remoteAddress })

async function placeIds(dzongkhag: string, gewog: string) {
  const d = await portal.db
    .selectFrom('dzongkhags')
    .select('id')
    .where('name', '=', dzongkhag)
    .executeTakeFirstOrThrow()
  const g = await portal.db
    .selectFrom('gewogs')
    .select('id')
    .where('name', '=', gewog)
    .executeTakeFirstOrThrow()
  return { dzongkhag: d.id, gewog: g.id }
}

describe('POST /api/customers/ (registration)', () => {
  it('registers a customer and answers 201 with the customer', async () => {
    const registration = await registrationFor(portal.app)
    const response = await register(registration)
    expect(response.statusCode).toBe(201)
    const { thread_id: _t, ...expected } = { thread_id: undefined, ...registration }
    expect(response.json()).toEqual(expected)
  })

  it('is not wallet-verified without the wallet', async () => {
    const registration = await registrationFor(portal.app)
    expect((await register(registration)).statusCode).toBe(201)
    expect(await isWalletVerified(portal.app, registration.cid)).toBe(false)
  })

  it(`refuses no customer of a burst of ${BURST} from one address: a carrier puts thousands behind it`, async () => {
    const base = await registrationFor(portal.app)
    const registrationOf = (i: number) => ({
      ...base,
      cid: String(11_900_000_000 + i),
      mobile: String(17_900_000 + i),
    })
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => register(registrationOf(i), '203.0.113.90')),
    )
    // Each attempt counts as a failure until it succeeds: while more than the threshold are
    // in flight at once, the rest are asked for a proof of work, which a browser solves.
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s !== 201 && s !== 428)).toEqual([])
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(
      Math.min(BURST, NETWORK_THRESHOLD),
    )
    const asked = statuses.findIndex((s) => s === 428)
    if (asked >= 0) {
      const resent = await portal.app.inject({
        method: 'POST',
        url: '/api/customers/',
        payload: registrationOf(asked),
        remoteAddress: '203.0.113.90',
        headers: {
          'x-altcha': await solvedProof(portal.app, 'POST /api/customers/', {
            remoteAddress: '203.0.113.90',
          }),
        },
      })
      expect(resent.statusCode).toBe(201)
    }
    // Once the burst is over, the address has no failures: the next customer is not asked.
    expect((await register(await registrationFor(portal.app), '203.0.113.90')).statusCode).toBe(201)
  })

  it('answers 409 for a CID already registered and keeps the first registration', async () => {
    const registration = await registrationFor(portal.app)
    await register(registration)
    const again = await register({ ...registration, name: 'Someone Else', mobile: '77123456' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ detail: MESSAGES.cidAlreadyRegistered })
    const stored = await portal.db
      .selectFrom('customers')
      .select('name')
      .where('cid', '=', registration.cid)
      .executeTakeFirstOrThrow()
    expect(stored.name).toBe('Pema Wangmo')
  })

  it.each([
    ['cid', { cid: '123' }, 'cid', MESSAGES.cidDigits],
    ['mobile', { mobile: '80000000' }, 'mobile', 'Maximum number 7999999'],
    ['name', { name: '' }, 'name', 'name is a required field'],
    ['email', { email: 'not-an-email' }, 'email', 'email must be a valid email'],
    [
      'village',
      { permanent_address: { village: 'A', gewog: 1, dzongkhag: 1 } },
      'permanent_address.village',
      'village must be at least 2 characters',
    ],
    [
      'present address',
      { current_address: { address: ' ', dzongkhag: 1 } },
      'current_address.address',
      'present_address is a required field',
    ],
  ])('refuses a bad %s with the rule message beside the field', async (_label, change, field, message) => {
    const response = await register({ ...(await registrationFor(portal.app)), ...change })
    expect(response.statusCode).toBe(400)
    const body = response.json<{ detail: string; errors: Record<string, string[]> }>()
    expect(body.errors[field]).toEqual([message])
    expect(body.detail).toBe(message)
  })

  it('refuses missing fields, wrong types and unknown places with 400', async () => {
    expect((await register({})).statusCode).toBe(400)
    expect((await register({ ...(await registrationFor(portal.app)), name: 42 })).statusCode).toBe(400)
    const unknownPlace = await register({
      ...(await registrationFor(portal.app)),
      permanent_address: { village: 'Ura', gewog: 99_999, dzongkhag: 99_999 },
    })
    expect(unknownPlace.statusCode).toBe(400)
    expect(Object.keys(unknownPlace.json<{ errors: object }>().errors).sort()).toEqual([
      'permanent_address.dzongkhag',
      'permanent_address.gewog',
    ])
  })

  it('refuses a gewog of another dzongkhag', async () => {
    const { dzongkhag } = await placeIds('Thimphu', 'Chang')
    const { gewog: ura } = await placeIds('Bumthang', 'Ura')
    const response = await register({
      ...(await registrationFor(portal.app)),
      permanent_address: { village: 'Ura', gewog: ura, dzongkhag },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: object }>().errors).toEqual({
      'permanent_address.gewog': [MESSAGES.gewogNotInDzongkhag],
    })
  })

  it('ignores unknown fields', async () => {
    const response = await register({ ...(await registrationFor(portal.app)), favourite_colour: 'blue' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).not.toHaveProperty('favourite_colour')
  })
})

describe('profile', () => {
  it('GET /api/customers/profile/ answers the signed-in customer', async () => {
    const { registration, authorization } = await signedInCustomer(portal.app)
    const response = await portal.app.inject({ url: '/api/customers/profile/', headers: { authorization } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ cid: registration.cid, name: registration.name })
  })

  it('PATCH /api/customers/{cid}/ updates every field but fixed_line and the CID', async () => {
    const { registration, authorization } = await signedInCustomer(portal.app)
    const ura = await placeIds('Bumthang', 'Ura')
    const update = {
      mobile: '77654321',
      name: 'Pema Wangmo Dorji',
      email: '',
      fixed_line: '99-999999',
      cid: '99999999999',
      current_address: { address: 'Chamkhar town', dzongkhag: ura.dzongkhag },
      permanent_address: { village: 'Ura village', ...ura },
      language: 'dz',
    }
    const response = await portal.app.inject({
      method: 'PATCH',
      url: `/api/customers/${registration.cid}/`,
      headers: { authorization },
      payload: update,
    })
    expect(response.statusCode).toBe(200)
    const { fixed_line: _f, cid: _c, ...changed } = update
    expect(response.json()).toEqual({
      ...changed,
      cid: registration.cid,
      fixed_line: registration.fixed_line,
    })
    const relogin = await portal.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { username: registration.cid, password: '77654321' },
    })
    expect(relogin.statusCode).toBe(200)
  })

  it("answers 404 for another customer's CID and changes nothing", async () => {
    const me = await signedInCustomer(portal.app)
    const other = await signedInCustomer(portal.app)
    const { cid: _cid, fixed_line: _f, ...body } = other.registration
    const response = await portal.app.inject({
      method: 'PATCH',
      url: `/api/customers/${other.registration.cid}/`,
      headers: { authorization: me.authorization },
      payload: { ...body, name: 'Hijacked' },
    })
    expect(response.statusCode).toBe(404)
    const stored = await portal.db
      .selectFrom('customers')
      .select('name')
      .where('cid', '=', other.registration.cid)
      .executeTakeFirstOrThrow()
    expect(stored.name).toBe('Pema Wangmo')
  })

  it('refuses an invalid update with 400 and keeps what was saved', async () => {
    const { registration, authorization } = await signedInCustomer(portal.app)
    const { cid: _cid, fixed_line: _f, ...body } = registration
    const response = await portal.app.inject({
      method: 'PATCH',
      url: `/api/customers/${registration.cid}/`,
      headers: { authorization },
      payload: { ...body, name: '', mobile: '1' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: object }>().errors).toEqual({
      name: ['name is a required field'],
      mobile: ['Minimum number is 10000000'],
    })
    const stored = await portal.db
      .selectFrom('customers')
      .select(['name', 'mobile'])
      .where('cid', '=', registration.cid)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ name: registration.name, mobile: registration.mobile })
  })

  it('needs a token: 401 without one', async () => {
    const response = await portal.app.inject({
      method: 'PATCH',
      url: '/api/customers/11500000000/',
      payload: {},
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('API hygiene', () => {
  it('sends security headers and an OpenAPI document', async () => {
    const response = await portal.app.inject('/api/docs/json')
    expect(response.statusCode).toBe(200)
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>()
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/accounts/login/',
        '/api/customers/',
        '/api/customers/{cid}/',
        '/api/divisions/',
      ]),
    )
    const headers = (await portal.app.inject('/api/divisions/')).headers
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['content-security-policy']).toContain("default-src 'self'")
  })
})
