import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@portal/domain/messages'
import { loadConfig } from '../src/config'
import { hashToken } from '../src/services/sign-in/tokens'
import { registerCustomer } from './helpers/customers'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  // The specification's sign-in, CID and mobile alone; the code step has its own suite.
  portal = await testApp({ SIGN_IN_CODES: 'off' })
})
afterAll(() => portal.close())

const { ADDRESS_FAILURES_BEFORE_PROOF: NETWORK_THRESHOLD } = loadConfig({})

const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  portal.app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: { username, password },
    remoteAddress,
  })

const profile = (authorization?: string) =>
  portal.app.inject({ url: '/api/customers/profile/', headers: authorization ? { authorization } : {} })

describe('POST /api/accounts/login/', () => {
  it('signs a registered customer in with the login response of the contract', async () => {
    const customer = await registerCustomer(portal.app)
    const response = await login(customer.cid, customer.mobile)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      name: customer.name,
      email: customer.email,
      fixed_line: customer.fixed_line,
      permanent_address: customer.permanent_address,
      current_address: customer.current_address,
      language: 'en',
    })
  })

  it('stores only a hash of the token', async () => {
    const customer = await registerCustomer(portal.app)
    const { token } = (await login(customer.cid, customer.mobile)).json<{ token: string }>()
    const stored = await portal.db.selectFrom('customer_tokens').select('token_hash').execute()
    expect(stored.map((s) => s.token_hash)).toContain(hashToken(token))
    expect(stored.map((s) => s.token_hash)).not.toContain(token)
  })

  it('refuses a wrong mobile with the specification message', async () => {
    const customer = await registerCustomer(portal.app)
    const response = await login(customer.cid, '17999999')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: MESSAGES.loginFailed })
  })

  it('answers malformed input with field messages, not a 500', async () => {
    for (const payload of [{}, { username: 'x', password: 'y' }, { username: [], password: {} }]) {
      const response = await portal.app.inject({ method: 'POST', url: '/api/accounts/login/', payload })
      expect(response.statusCode).toBe(400)
      expect(response.json<{ errors: object }>().errors).toHaveProperty('username')
    }
    const broken = await portal.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toHaveProperty('detail')
    expect(broken.body).not.toMatch(/at .*\.ts/)
  })

  it('refuses a huge body with 413', async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { username: '1'.repeat(2_000_000), password: '17123456' },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toHaveProperty('detail')
  })

  it('asks a network for a proof of work after 5 failures on one CID, but not the owner on their own', async () => {
    const customer = await registerCustomer(portal.app)
    for (let i = 0; i < 5; i++)
      expect((await login(customer.cid, '17000000', '10.0.0.1')).statusCode).toBe(400)
    const asked = await login(customer.cid, customer.mobile, '10.0.0.1')
    expect(asked.statusCode).toBe(428)
    expect(asked.json()).toMatchObject({ detail: MESSAGES.proofOfWorkRequired, proof_of_work: 'required' })
    expect((await login(customer.cid, customer.mobile, '10.0.0.99')).statusCode).toBe(200)
  })

  it(`asks one network for a proof of work after ${NETWORK_THRESHOLD} failures over many CIDs, never refuses it`, async () => {
    const client = '192.0.2.7'
    for (let i = 0; i < NETWORK_THRESHOLD; i++) {
      expect((await login(String(12_000_000_000 + i), '17000000', client)).statusCode).toBe(400)
    }
    expect((await login('12000000999', '17000000', client)).statusCode).toBe(428)
    // Another network is not affected.
    expect((await login('12000000999', '17000000', '192.0.2.8')).statusCode).toBe(400)
  })

  it("clears a client's failures on a CID once the right mobile comes from it", async () => {
    const customer = await registerCustomer(portal.app)
    for (let i = 0; i < 4; i++) await login(customer.cid, '17000000', '10.1.0.1')
    expect((await login(customer.cid, customer.mobile, '10.1.0.1')).statusCode).toBe(200)
    for (let i = 0; i < 4; i++)
      expect((await login(customer.cid, '17000000', '10.1.0.1')).statusCode).toBe(400)
    expect((await login(customer.cid, customer.mobile, '10.1.0.1')).statusCode).toBe(200)
  })
})

describe('tokens', () => {
  it('opens the profile with `Token`, `TOKEN` or `token` as the keyword', async () => {
    const customer = await registerCustomer(portal.app)
    const { token } = (await login(customer.cid, customer.mobile)).json<{ token: string }>()
    for (const keyword of ['Token', 'TOKEN', 'token']) {
      expect((await profile(`${keyword} ${token}`)).statusCode).toBe(200)
    }
  })

  it('answers 401 without a token, with a made-up one, or with another scheme', async () => {
    expect((await profile()).statusCode).toBe(401)
    expect((await profile('Token aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(401)
    expect((await profile('Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(401)
    expect((await profile()).json()).toHaveProperty('detail')
  })

  it('stops working after logout (204), and logging out twice is 401', async () => {
    const customer = await registerCustomer(portal.app)
    const { token } = (await login(customer.cid, customer.mobile)).json<{ token: string }>()
    const authorization = `TOKEN ${token}`
    const logout = () =>
      portal.app.inject({ method: 'POST', url: '/api/accounts/logout/', headers: { authorization } })
    expect((await logout()).statusCode).toBe(204)
    expect((await profile(authorization)).statusCode).toBe(401)
    expect((await logout()).statusCode).toBe(401)
  })

  it('stops working once expired', async () => {
    const customer = await registerCustomer(portal.app)
    const { token } = (await login(customer.cid, customer.mobile)).json<{ token: string }>()
    await portal.db
      .updateTable('customer_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) } as never)
      .where('token_hash', '=', hashToken(token))
      .execute()
    expect((await profile(`TOKEN ${token}`)).statusCode).toBe(401)
  })

  it('lives TOKEN_TTL_HOURS', async () => {
    const customer = await registerCustomer(portal.app)
    const before = Date.now()
    const { token } = (await login(customer.cid, customer.mobile)).json<{ token: string }>()
    const row = await portal.db
      .selectFrom('customer_tokens')
      .select('expires_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow()
    const hours = (row.expires_at.getTime() - before) / 3_600_000
    expect(hours).toBeGreaterThan(167.9)
    expect(hours).toBeLessThan(168.1)
  })
})
