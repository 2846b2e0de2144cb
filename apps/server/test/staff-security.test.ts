import { loadConfig } from '../src/config'
import { sql } from 'kysely'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_MESSAGES } from '@portal/domain/staff/credentials'
import type { TTotpEnrolment } from '@portal/domain/staff/credentials'
import { SIGN_IN_LIMITS } from '../src/services/sign-in/sign-in-limits'
import { hashToken } from '../src/services/sign-in/tokens'
import { signedInStaff, staffCalls } from './helpers/staff'
import { testApp } from './helpers/test-app'
import { BURST, BURST_TIMEOUT_MS } from './helpers/burst'

/** Failures a network may have before it is asked for a proof of work (issue 31). */
const { ADDRESS_FAILURES_BEFORE_PROOF: NETWORK_THRESHOLD } = loadConfig({})

/** Staff sessions, passwords and authenticator apps (DESIGN.md §5). */
let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp()
})
afterAll(() => portal.close())

// The app exists once beforeAll has run.
const call: ReturnType<typeof staffCalls>['call'] = (...args) => staffCalls(portal.app).call(...args)
const login: ReturnType<typeof staffCalls>['login'] = (...args) => staffCalls(portal.app).login(...args)
const tokenOf = (authorization: string) => authorization.split(' ')[1]!
const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate()

/** Sets up an authenticator app for the signed-in member, with their password; returns its secret. */
async function enrol({ authorization, password }: { authorization: string; password: string }) {
  const started = (
    await call('POST', '/api/staff/totp/', authorization, { current_password: password })
  ).json<TTotpEnrolment>()
  expect(started.otpauth_url).toMatch(/^otpauth:\/\/totp\//)
  expect(
    (await call('POST', '/api/staff/totp/confirm/', authorization, { code: codeNow(started.secret) }))
      .statusCode,
  ).toBe(204)
  return started.secret
}

describe('a staff session', () => {
  it('lasts 12 hours at most', async () => {
    const { authorization } = await signedInStaff(portal.app, 'officer')
    const row = await portal.db
      .selectFrom('staff_tokens')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', hashToken(tokenOf(authorization)))
      .executeTakeFirstOrThrow()
    expect((row.expires_at.getTime() - row.created_at.getTime()) / 3_600_000).toBeCloseTo(12, 1)
  })

  it('ends after 30 minutes idle, and each use keeps it alive', async () => {
    const { authorization } = await signedInStaff(portal.app, 'officer')
    const idle = (minutes: number) =>
      portal.db
        .updateTable('staff_tokens')
        .set({ last_used_at: sql<Date>`now() - make_interval(mins => ${minutes})` })
        .where('token_hash', '=', hashToken(tokenOf(authorization)))
        .execute()
    await idle(29)
    expect((await call('GET', '/api/staff/me/', authorization)).statusCode).toBe(200)
    await idle(31)
    expect((await call('GET', '/api/staff/me/', authorization)).statusCode).toBe(401)
  })
})

describe('staff sign-in and sign-out', () => {
  it('refuses a wrong password in the same words as an unknown username', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const wrong = await login(member.username, 'not-the-password')
    const unknown = await login('nobody-of-that-name', member.password)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ detail: STAFF_MESSAGES.wrongCredentials })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('ends the session it is called with, and only that one', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const other = `Token ${(await login(member.username, member.password)).json<{ token: string }>().token}`
    expect((await call('POST', '/api/staff/logout/', member.authorization)).statusCode).toBe(204)
    expect((await call('GET', '/api/staff/me/', member.authorization)).statusCode).toBe(401)
    expect((await call('GET', '/api/staff/me/', other)).statusCode).toBe(200)
  })
})

describe('staff passwords', () => {
  it('are changed with the current one, by the rule; the other sessions end', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const other = (await login(member.username, member.password)).json<{ token: string }>().token
    const change = (current_password: string, new_password: string) =>
      call('POST', '/api/staff/password/', member.authorization, { current_password, new_password })
    expect((await change('not-the-password', 'Yak-butter-tea-at-dawn')).json()).toMatchObject({
      errors: { current_password: [STAFF_MESSAGES.currentPasswordWrong] },
    })
    expect((await change(member.password, 'qwertyuiop123')).json()).toMatchObject({
      errors: { new_password: [STAFF_MESSAGES.passwordCommon] },
    })
    expect((await change(member.password, 'short')).statusCode).toBe(400)
    expect((await change(member.password, 'Yak-butter-tea-at-dawn')).statusCode).toBe(204)

    expect((await call('GET', '/api/staff/me/', member.authorization)).statusCode).toBe(200)
    expect((await call('GET', '/api/staff/me/', `Token ${other}`)).statusCode).toBe(401)
    expect((await login(member.username, member.password)).statusCode).toBe(400)
    expect((await login(member.username, 'Yak-butter-tea-at-dawn')).statusCode).toBe(200)
  })

  it("are refused when made of the member's own username", async () => {
    const member = await signedInStaff(portal.app, 'officer', [], {
      username: 'pemadorji',
      name: 'Pema Dorji',
    })
    const change = await call('POST', '/api/staff/password/', member.authorization, {
      current_password: member.password,
      new_password: 'pemadorji2024!',
    })
    expect(change.json()).toMatchObject({ errors: { new_password: [STAFF_MESSAGES.passwordCommon] } })
  })

  it(
    `are guessed no faster through a change than at sign-in: a burst of ${BURST} wrong ones is evaluated 5 times`,
    async () => {
      const member = await signedInStaff(portal.app, 'officer')
      const changeOf = (who: { authorization: string }, current_password: string, remoteAddress: string) =>
        portal.app.inject({
          method: 'POST',
          url: '/api/staff/password/',
          headers: { authorization: who.authorization },
          payload: { current_password, new_password: 'Yak-butter-tea-at-dawn' },
          remoteAddress,
        })
      const change = (current_password: string, remoteAddress: string) =>
        changeOf(member, current_password, remoteAddress)
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) => change(`wrong-guess-${i}`, '203.0.113.90')),
      )
      const statuses = answers.map((a) => a.statusCode)
      const allowance = SIGN_IN_LIMITS.accountFromClient.allowance
      // The account waits past its allowance; the network, past its failures, is asked for a proof.
      const admitted = Math.min(BURST, NETWORK_THRESHOLD)
      expect(statuses.filter((s) => s === 400)).toHaveLength(allowance)
      expect(statuses.filter((s) => s === 429)).toHaveLength(admitted - allowance)
      expect(statuses.filter((s) => s === 428)).toHaveLength(BURST - admitted)

      // The allowance is the account's, shared with its sign-in, and no one else's.
      const elsewhere = '203.0.113.91'
      for (let i = 1; i < allowance; i++) expect((await change('wrong', elsewhere)).statusCode).toBe(400)
      const signIn = (password: string) =>
        portal.app.inject({
          method: 'POST',
          url: '/api/staff/login/',
          payload: { username: member.username, password },
          remoteAddress: elsewhere,
        })
      expect((await signIn('wrong')).statusCode).toBe(400)
      expect((await signIn(member.password)).statusCode).toBe(429)
      const colleague = await signedInStaff(portal.app, 'officer')
      expect((await changeOf(colleague, colleague.password, elsewhere)).statusCode).toBe(204)
    },
    BURST_TIMEOUT_MS,
  )

  it("are reset by an admin, which ends the member's sessions", async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const member = await signedInStaff(portal.app, 'officer')
    const { id } = (await call('GET', '/api/staff/me/', member.authorization)).json<{ id: number }>()
    const reset = (password: string, by = admin) =>
      call('POST', `/api/staff/accounts/${id}/password/`, by.authorization, {
        new_password: password,
        current_password: by.password,
      })
    expect((await reset('Prayer-flags-on-the-ridge', member)).statusCode).toBe(403)
    expect((await reset('password1234')).statusCode).toBe(400)
    expect((await reset('Prayer-flags-on-the-ridge')).statusCode).toBe(204)
    expect((await call('GET', '/api/staff/me/', member.authorization)).statusCode).toBe(401)
    expect((await login(member.username, 'Prayer-flags-on-the-ridge')).statusCode).toBe(200)
  })
})

describe('an authenticator app (TOTP)', () => {
  it('is asked at sign-in once set up: missing or wrong codes are refused', async () => {
    const member = await signedInStaff(portal.app, 'admin')
    const secret = await enrol(member)
    const missing = await login(member.username, member.password)
    expect(missing.json()).toMatchObject({ errors: { totp: [STAFF_MESSAGES.totpRequired] } })
    const wrong = await login(
      member.username,
      member.password,
      codeNow(secret) === '000000' ? '111111' : '000000',
    )
    expect(wrong.json()).toMatchObject({ errors: { totp: [STAFF_MESSAGES.totpWrong] } })
    // The code that confirmed the app is taken: the next one signs in.
    const next = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 })
    const right = await login(member.username, member.password, next)
    expect(right.statusCode).toBe(200)
    expect(right.json()).toMatchObject({ totp_enabled: true, totp_enrolment_required: false })
  })

  it('is not confirmed by a wrong code', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const started = (
      await call('POST', '/api/staff/totp/', member.authorization, { current_password: member.password })
    ).json<TTotpEnrolment>()
    const code = codeNow(started.secret) === '000000' ? '111111' : '000000'
    const wrong = await call('POST', '/api/staff/totp/confirm/', member.authorization, { code })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ errors: { code: [STAFF_MESSAGES.totpWrong] } })
    expect((await call('GET', '/api/staff/me/', member.authorization)).json()).toMatchObject({
      totp_enabled: false,
    })
  })

  it('is confirmed only once set-up has started', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const unstarted = await call('POST', '/api/staff/totp/confirm/', member.authorization, { code: '123456' })
    expect(unstarted.statusCode).toBe(400)
    expect(unstarted.json()).toMatchObject({ errors: { code: [STAFF_MESSAGES.noEnrolment] } })
  })

  it(`evaluates a burst of ${BURST} codes with the right password only as often as the limit allows`, async () => {
    const member = await signedInStaff(portal.app, 'admin')
    const secret = await enrol(member)
    const right = codeNow(secret)
    const guesses = Array.from({ length: BURST }, (_, i) => String(i).padStart(6, '0')).filter(
      (g) => g !== right,
    )
    const answers = await Promise.all(
      guesses.map((totp) =>
        portal.app.inject({
          method: 'POST',
          url: '/api/staff/login/',
          payload: { username: member.username, password: member.password, totp },
          remoteAddress: '203.0.113.77',
        }),
      ),
    )
    const statuses = answers.map((a) => a.statusCode)
    const admitted = Math.min(guesses.length, NETWORK_THRESHOLD)
    expect(statuses.filter((s) => s === 400)).toHaveLength(SIGN_IN_LIMITS.accountFromClient.allowance)
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      admitted - SIGN_IN_LIMITS.accountFromClient.allowance,
    )
    expect(statuses.filter((s) => s === 428)).toHaveLength(guesses.length - admitted)
  })

  it('is required of admins in production before anything else', async () => {
    const production = await testApp({ PORTAL_ENV: 'production' })
    try {
      const admin = await signedInStaff(production.app, 'admin')
      const inbox = () =>
        production.app.inject({
          url: '/api/staff/applications/',
          headers: { authorization: admin.authorization },
        })
      expect((await inbox()).statusCode).toBe(403)
      expect((await inbox()).json()).toEqual({ detail: STAFF_MESSAGES.enrolTotpFirst })
      const me = await production.app.inject({
        url: '/api/staff/me/',
        headers: { authorization: admin.authorization },
      })
      expect(me.json()).toMatchObject({ totp_enrolment_required: true })
      const started = (
        await production.app.inject({
          method: 'POST',
          url: '/api/staff/totp/',
          headers: { authorization: admin.authorization },
          payload: { current_password: admin.password },
        })
      ).json<TTotpEnrolment>()
      await production.app.inject({
        method: 'POST',
        url: '/api/staff/totp/confirm/',
        headers: { authorization: admin.authorization },
        payload: { code: codeNow(started.secret) },
      })
      expect((await inbox()).statusCode).toBe(200)
      // An officer is not held to it.
      const officer = await signedInStaff(production.app, 'officer')
      const officerInbox = await production.app.inject({
        url: '/api/staff/applications/',
        headers: { authorization: officer.authorization },
      })
      expect(officerInbox.statusCode).toBe(200)
    } finally {
      await production.close()
    }
  })
})

describe('the back office, without a session', () => {
  it('refuses every staff route but signing in with 401, before reading anything', async () => {
    const operations = Object.entries(portal.app.swagger().paths ?? {}).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((method) => ({ method: method.toUpperCase(), path })),
    )
    const staffRoutes = operations.filter(
      ({ path }) => path.startsWith('/api/staff/') && path !== '/api/staff/login/',
    )
    expect(staffRoutes.length).toBeGreaterThan(20)
    for (const { method, path } of staffRoutes) {
      const url = path.replace(/\{[^}]+\}/g, '1')
      const response = await portal.app.inject({ method: method as 'GET', url, payload: {} })
      expect(`${method} ${path} → ${response.statusCode}`).toBe(`${method} ${path} → 401`)
    }
  })
})
