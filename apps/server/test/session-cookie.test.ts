import type { AddressInfo } from 'node:net'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { STAFF_SESSION_HOURS } from '@portal/domain/staff/sign-in'
import { loadConfig } from '../src/config'
import { registerCustomer, registrationFor, signedInCustomer, withCode } from './helpers/customers'
import { signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'
import { share, startThread, walletCitizen, walletLogin } from './helpers/wallet'

/**
 * Sessions in an HttpOnly cookie beside the token (issue 46, decision 078): the cookie's flags,
 * reading it, CSRF by Fetch Metadata and Origin, sign-out, and the WebSocket's Origin.
 */
const { TOKEN_TTL_HOURS } = loadConfig({})
const FLAGS = 'Path=/; HttpOnly; Secure; SameSite=Lax'
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }
const CROSS_SITE = { 'sec-fetch-site': 'cross-site' }
/** An older browser, without Fetch Metadata, on another site's page. */
const FOREIGN_ORIGIN = { origin: 'https://portal.example.net' }

const setCookies = (response: LightMyRequestResponse) => [response.headers['set-cookie'] ?? []].flat()
const tokenOf = (response: LightMyRequestResponse) => response.json<{ token: string }>().token
const cookie = (token: string, name = '__Host-session') => `${name}=${token}`
const cleared = (name: string) => `${name}=; Max-Age=0; ${FLAGS}`

/** Signs in with the code by SMS: the verify's whole answer, headers and all. */
async function codeSignIn(app: FastifyInstance, customer: { cid: string; mobile: string }) {
  return withCode(app, customer.mobile, '/api/accounts/login/verify/', (remoteAddress) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { username: customer.cid, password: customer.mobile },
      remoteAddress,
    }),
  )
}

let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp()
})
afterAll(() => portal.close())

/** A customer signed in twice: once for the cookie, once for a token (another device). */
async function customerWithCookie() {
  const { registration, authorization } = await signedInCustomer(portal.app)
  const signedIn = await codeSignIn(portal.app, registration)
  return { registration, authorization, cookie: cookie(tokenOf(signedIn)) }
}

const profile = (headers: Record<string, string>) =>
  portal.app.inject({ url: '/api/customers/profile/', headers })

const rename = (cid: string, registration: object, headers: Record<string, string>) =>
  portal.app.inject({
    method: 'PATCH',
    url: `/api/customers/${cid}/`,
    headers,
    payload: { ...registration, name: 'Renamed Elsewhere' },
  })

describe('signing in', () => {
  it('sets __Host-session with the token, HttpOnly, Secure, SameSite=Lax, Path=/ and its life', async () => {
    const { registration } = await signedInCustomer(portal.app)
    const response = await codeSignIn(portal.app, registration)
    expect(response.statusCode).toBe(200)
    const token = tokenOf(response)
    expect(setCookies(response)).toEqual([
      `__Host-session=${token}; Max-Age=${TOKEN_TTL_HOURS * 3600}; ${FLAGS}`,
    ])
  })

  it('sets it on registration too, which signs in (201)', async () => {
    const registration = await registrationFor(portal.app)
    const response = await withCode(
      portal.app,
      registration.mobile,
      '/api/customers/verify/',
      (remoteAddress) =>
        portal.app.inject({ method: 'POST', url: '/api/customers/', payload: registration, remoteAddress }),
    )
    expect(response.statusCode).toBe(201)
    expect(setCookies(response)).toEqual([
      `__Host-session=${tokenOf(response)}; Max-Age=${TOKEN_TTL_HOURS * 3600}; ${FLAGS}`,
    ])
  })

  it('sets it at a wallet sign-in', async () => {
    const customer = await registerCustomer(portal.app, { cid: '11599900950', mobile: '17999111' })
    const { thread_id } = await startThread(portal.app)
    await share(portal.app, thread_id, walletCitizen({ cid_no: customer.cid, mobile_no: customer.mobile }))
    const response = await walletLogin(portal.app, thread_id)
    expect(response.statusCode).toBe(200)
    expect(setCookies(response)).toEqual([
      `__Host-session=${tokenOf(response)}; Max-Age=${TOKEN_TTL_HOURS * 3600}; ${FLAGS}`,
    ])
  })

  it('sets __Host-staff for a staff member, for the staff session’s hours', async () => {
    const { username, password } = await signedInStaff(portal.app, 'officer')
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username, password },
    })
    expect(response.statusCode).toBe(200)
    expect(setCookies(response)).toEqual([
      `__Host-staff=${tokenOf(response)}; Max-Age=${STAFF_SESSION_HOURS * 3600}; ${FLAGS}`,
    ])
  })
})

describe('reading the cookie', () => {
  it('signs a request with only the cookie in, as the token would', async () => {
    const { registration, cookie } = await customerWithCookie()
    const response = await profile({ cookie })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ cid: registration.cid })
  })

  it('refuses a cookie and a token of two different customers (401)', async () => {
    const one = await customerWithCookie()
    const other = await signedInCustomer(portal.app)
    const response = await profile({ cookie: one.cookie, authorization: other.authorization })
    expect(response.statusCode).toBe(401)
    // Each alone still works: neither session was harmed.
    expect((await profile({ cookie: one.cookie })).statusCode).toBe(200)
    expect((await profile({ authorization: other.authorization })).statusCode).toBe(200)
  })

  it('takes a cookie and a token of the same customer', async () => {
    const { cookie, authorization } = await customerWithCookie()
    expect((await profile({ cookie, authorization })).statusCode).toBe(200)
  })

  it('refuses a forged cookie with 401 and clears it', async () => {
    const response = await profile({ cookie: cookie('A'.repeat(43)) })
    expect(response.statusCode).toBe(401)
    expect(setCookies(response)).toEqual([cleared('__Host-session')])
  })

  it('refuses the cookie named twice, or beside a look-alike name, and leaves it as it is', async () => {
    const { cookie: own } = await customerWithCookie()
    const planted = cookie('B'.repeat(43))
    // A second cookie of that name comes from a path or domain another site could set.
    for (const header of [`${planted}; ${own}`, `${own}; ${planted}`, `\u00a0${planted}; ${own}`]) {
      const response = await profile({ cookie: header })
      expect(response.statusCode).toBe(401)
      expect(setCookies(response)).toEqual([])
    }
    expect((await profile({ cookie: own })).statusCode).toBe(200)
  })

  it("refuses a read that another site's link started with the cookie (403), and takes a typed one", async () => {
    const { cookie } = await customerWithCookie()
    expect((await profile({ cookie, ...CROSS_SITE })).statusCode).toBe(403)
    expect((await profile({ cookie, 'sec-fetch-site': 'none' })).statusCode).toBe(200)
    expect((await profile({ cookie, ...SAME_ORIGIN })).statusCode).toBe(200)
  })

  it('reads the staff cookie for the back office, and never a customer’s', async () => {
    const { username, password } = await signedInStaff(portal.app, 'officer')
    const login = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username, password },
    })
    const staffCookie = cookie(tokenOf(login), '__Host-staff')
    const me = await portal.app.inject({ url: '/api/staff/me/', headers: { cookie: staffCookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ username })
    const customer = await customerWithCookie()
    expect(
      (await portal.app.inject({ url: '/api/staff/me/', headers: { cookie: customer.cookie } })).statusCode,
    ).toBe(401)
    expect((await profile({ cookie: staffCookie })).statusCode).toBe(401)
  })
})

describe('a state-changing request with the cookie', () => {
  for (const [what, headers] of [
    ['Sec-Fetch-Site: cross-site', CROSS_SITE],
    ['Sec-Fetch-Site: same-site (a sibling host)', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin and no Fetch Metadata', FOREIGN_ORIGIN],
    ['Origin: null', { origin: 'null' }],
    ['neither Fetch Metadata nor Origin', {}],
  ] as const)
    it(`is refused with 403 and changes nothing, from ${what}`, async () => {
      const { registration, cookie, authorization } = await customerWithCookie()
      const patched = await rename(registration.cid, registration, { cookie, ...headers })
      expect(patched.statusCode).toBe(403)
      expect((await profile({ cookie })).json()).toMatchObject({ name: registration.name })
      const everywhere = await portal.app.inject({
        method: 'POST',
        url: '/api/accounts/logout-all/',
        headers: { cookie, ...headers },
      })
      expect(everywhere.statusCode).toBe(403)
      expect((await profile({ cookie })).statusCode).toBe(200)
      expect((await profile({ authorization })).statusCode).toBe(200)
    })

  it('goes through from the portal’s own pages: Fetch Metadata, or its own Origin', async () => {
    const { registration, cookie } = await customerWithCookie()
    for (const headers of [SAME_ORIGIN, { origin: 'http://localhost:80' }, { origin: 'http://localhost' }]) {
      const patched = await rename(registration.cid, registration, { cookie, ...headers })
      expect(patched.statusCode, JSON.stringify(headers)).toBe(200)
    }
    expect((await profile({ cookie })).json()).toMatchObject({ name: 'Renamed Elsewhere' })
  })

  it('is unaffected with the Authorization header instead: no other site can send one', async () => {
    for (const headers of [CROSS_SITE, FOREIGN_ORIGIN]) {
      const { registration, authorization } = await signedInCustomer(portal.app)
      const patched = await rename(registration.cid, registration, { authorization, ...headers })
      expect(patched.statusCode).toBe(200)
      expect(patched.json()).toMatchObject({ name: 'Renamed Elsewhere' })
    }
  })

  it('leaves requests with neither cookie nor token as they were', async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: CROSS_SITE,
    })
    expect(response.statusCode).toBe(401)
  })

  it('is not asked of a route that signs no one in by it: a sign-in with a cookie left over', async () => {
    const { cookie } = await customerWithCookie()
    const other = await registerCustomer(portal.app)
    const started = await portal.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      headers: { cookie },
      payload: { username: other.cid, password: other.mobile },
    })
    expect(started.statusCode).toBe(202)
  })

  it('is refused for the staff cookie too', async () => {
    const { username, password } = await signedInStaff(portal.app, 'officer')
    const login = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username, password },
    })
    const staffCookie = cookie(tokenOf(login), '__Host-staff')
    const logout = (headers: Record<string, string>) =>
      portal.app.inject({
        method: 'POST',
        url: '/api/staff/logout/',
        headers: { cookie: staffCookie, ...headers },
      })
    expect((await logout(FOREIGN_ORIGIN)).statusCode).toBe(403)
    expect((await logout(CROSS_SITE)).statusCode).toBe(403)
    expect(
      (await portal.app.inject({ url: '/api/staff/me/', headers: { cookie: staffCookie } })).statusCode,
    ).toBe(200)
    const out = await logout(SAME_ORIGIN)
    expect(out.statusCode).toBe(204)
    expect(setCookies(out)).toEqual([cleared('__Host-staff')])
    const after = await portal.app.inject({ url: '/api/staff/me/', headers: { cookie: staffCookie } })
    expect(after.statusCode).toBe(401)
    expect(setCookies(after)).toEqual([cleared('__Host-staff')])
  })
})

describe('ending the session', () => {
  it('signs out: the cookie is cleared, and the cookie that was is then 401 and cleared again', async () => {
    const { cookie } = await customerWithCookie()
    const out = await portal.app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: { cookie, ...SAME_ORIGIN },
    })
    expect(out.statusCode).toBe(204)
    expect(setCookies(out)).toEqual([cleared('__Host-session')])
    const after = await profile({ cookie })
    expect(after.statusCode).toBe(401)
    expect(setCookies(after)).toEqual([cleared('__Host-session')])
  })

  it('signs out a token and the cookie of the same customer together', async () => {
    const { cookie, authorization } = await customerWithCookie()
    const out = await portal.app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: { cookie, authorization },
    })
    expect(out.statusCode).toBe(204)
    expect((await profile({ cookie })).statusCode).toBe(401)
    expect((await profile({ authorization })).statusCode).toBe(401)
  })

  it('"sign out every device" from another device ends the cookie’s session', async () => {
    const { cookie, authorization } = await customerWithCookie()
    const everywhere = await portal.app.inject({
      method: 'POST',
      url: '/api/accounts/logout-all/',
      headers: { authorization },
    })
    expect(everywhere.statusCode).toBe(204)
    expect(setCookies(everywhere)).toEqual([cleared('__Host-session')])
    expect((await profile({ cookie })).statusCode).toBe(401)
  })
})

describe('a change of mobile, sign-in codes off', () => {
  let codesOff: Awaited<ReturnType<typeof testApp>>
  beforeAll(async () => {
    codesOff = await testApp({ SIGN_IN_CODES: 'off' })
  })
  afterAll(() => codesOff.close())

  it('sets the cookie at the password sign-in, and the change ends the cookie’s session elsewhere', async () => {
    const { registration, authorization } = await signedInCustomer(codesOff.app)
    const login = await codesOff.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { username: registration.cid, password: registration.mobile },
    })
    expect(login.statusCode).toBe(200)
    expect(setCookies(login)).toEqual([
      `__Host-session=${tokenOf(login)}; Max-Age=${TOKEN_TTL_HOURS * 3600}; ${FLAGS}`,
    ])
    const otherDevice = cookie(tokenOf(login))
    const read = () =>
      codesOff.app.inject({ url: '/api/customers/profile/', headers: { cookie: otherDevice } })
    expect((await read()).statusCode).toBe(200)
    const moved = await codesOff.app.inject({
      method: 'PATCH',
      url: `/api/customers/${registration.cid}/`,
      headers: { authorization },
      payload: { ...registration, mobile: '77111222' },
    })
    expect(moved.statusCode).toBe(200)
    expect((await read()).statusCode).toBe(401)
  })
})

describe('the wallet’s WebSocket', () => {
  let url: string
  beforeAll(async () => {
    await portal.app.listen({ port: 0, host: '127.0.0.1' })
    url = `ws://127.0.0.1:${(portal.app.server.address() as AddressInfo).port}/ws/socket-server/`
  })

  /** Opens a socket from a page of `origin`: 'open', or the status it was refused with. */
  const open = (origin?: string) =>
    new Promise<'open' | number>((resolve) => {
      const socket = new WebSocket(url, origin ? { origin } : {})
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0)
        socket.terminate()
      })
      socket.once('open', () => {
        resolve('open')
        socket.close()
      })
      socket.once('error', () => undefined)
    })

  it('refuses a page of another site (403), and opens for the portal’s own or a client without Origin', async () => {
    expect(await open('https://portal.example.net')).toBe(403)
    expect(await open('null')).toBe(403)
    expect(await open(url.replace('ws://', 'http://').replace('/ws/socket-server/', ''))).toBe('open')
    expect(await open()).toBe('open')
  })
})
