import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_MESSAGES, type TTotpEnrolment } from '@portal/domain/staff/credentials'
import { signedInStaff, staffCalls } from './helpers/staff'
import { testApp } from './helpers/test-app'

/**
 * A stolen staff session stays a session (issue 32): what would make it permanent — a new
 * password, a new or no authenticator app — asks for what the thief does not have.
 */
let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp()
})
afterAll(() => portal.close())

// The app exists once beforeAll has run.
const call: ReturnType<typeof staffCalls>['call'] = (...args) => staffCalls(portal.app).call(...args)
const login: ReturnType<typeof staffCalls>['login'] = (...args) => staffCalls(portal.app).login(...args)
const tokenOfLogin = async (username: string, password: string, totp?: string) => {
  const signIn = await login(username, password, totp)
  expect(signIn.statusCode).toBe(200)
  return `Token ${signIn.json<{ token: string }>().token}`
}
const totpAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp })
const notThe = (code: string) => (code === '000000' ? '111111' : '000000')
const me = async (authorization: string) =>
  (await call('GET', '/api/staff/me/', authorization)).json<{ id: number }>()

type Member = Awaited<ReturnType<typeof signedInStaff>>

/**
 * As if the next 30 seconds had passed: each code is taken once and none older than the last
 * one taken, so a test that needs more codes than the clock shows forgets the last one.
 */
const nextCodeWindow = (member: Member) =>
  portal.db
    .updateTable('staff')
    .set({ totp_last_step: null })
    .where('username', '=', member.username)
    .execute()
const later = () => Date.now() + 30_000

/** Sets up a member's authenticator app, with their password; returns its secret. */
async function enrol(member: Member, proof: object = {}) {
  const started = await call('POST', '/api/staff/totp/', member.authorization, {
    current_password: member.password,
    ...proof,
  })
  expect(started.statusCode).toBe(200)
  const { secret } = started.json<TTotpEnrolment>()
  const confirmed = await call('POST', '/api/staff/totp/confirm/', member.authorization, {
    code: totpAt(secret),
  })
  expect(confirmed.statusCode).toBe(204)
  return secret
}

describe('the takeovers of issue 32, as an attacker with a stolen token tries them', () => {
  it("an admin's token cannot set the admin's own password through the reset of another's", async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const { id } = await me(admin.authorization)
    // Even with the admin's password, which the thief may have overheard.
    const reset = await call('POST', `/api/staff/accounts/${id}/password/`, admin.authorization, {
      new_password: 'Thief-chose-this-passphrase',
      current_password: admin.password,
    })
    expect(reset.statusCode).toBe(403)
    expect(reset.json()).toEqual({ detail: STAFF_MESSAGES.resetOwnPassword })
    expect((await login(admin.username, 'Thief-chose-this-passphrase')).statusCode).toBe(400)
    expect((await login(admin.username, admin.password)).statusCode).toBe(200)
  })

  it('a token cannot replace a working authenticator app without the password and a current code', async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const secret = await enrol(admin)
    const stolen = await tokenOfLogin(admin.username, admin.password, totpAt(secret, later()))

    const bare = await call('POST', '/api/staff/totp/', stolen)
    expect(bare.statusCode).toBe(400)
    const passwordOnly = await call('POST', '/api/staff/totp/', stolen, { current_password: admin.password })
    expect(passwordOnly.json()).toMatchObject({ errors: { totp: [STAFF_MESSAGES.totpRequired] } })
    const wrongPassword = await call('POST', '/api/staff/totp/', stolen, {
      current_password: 'not-the-password',
      totp: totpAt(secret),
    })
    expect(wrongPassword.json()).toMatchObject({
      errors: { current_password: [STAFF_MESSAGES.currentPasswordWrong] },
    })
    // The real authenticator still signs in.
    await nextCodeWindow(admin)
    expect((await login(admin.username, admin.password, totpAt(secret))).statusCode).toBe(200)
  })

  it('a token cannot turn the authenticator app off without the password and a current code', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const secret = await enrol(member)
    const off = (proof: object) => call('POST', '/api/staff/totp/off/', member.authorization, proof)
    expect((await off({ current_password: member.password })).json()).toMatchObject({
      errors: { totp: [STAFF_MESSAGES.totpRequired] },
    })
    expect(
      (await off({ current_password: 'wrong-password', totp: totpAt(secret, later()) })).statusCode,
    ).toBe(400)
    expect((await me(member.authorization)) as object).toMatchObject({ totp_enabled: true })
    const other = await tokenOfLogin(member.username, member.password, totpAt(secret, later()))
    await nextCodeWindow(member)
    const done = await off({ current_password: member.password, totp: totpAt(secret) })
    expect(done.statusCode).toBe(204)
    expect((await me(member.authorization)) as object).toMatchObject({ totp_enabled: false })
    expect((await call('GET', '/api/staff/me/', other)).statusCode).toBe(401)
  })
})

describe("a member's own credentials", () => {
  it('are set up the first time with the current password', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    expect((await call('POST', '/api/staff/totp/', member.authorization)).statusCode).toBe(400)
    const wrong = await call('POST', '/api/staff/totp/', member.authorization, {
      current_password: 'not-the-password',
    })
    expect(wrong.json()).toMatchObject({
      errors: { current_password: [STAFF_MESSAGES.currentPasswordWrong] },
    })
    await enrol(member)
  })

  it('replace an authenticator app with the password and a current code, and end the other sessions', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const first = await enrol(member)
    const other = await tokenOfLogin(member.username, member.password, totpAt(first, later()))
    await nextCodeWindow(member)
    const second = await enrol(member, { totp: totpAt(first) })
    expect(second).not.toBe(first)
    expect((await call('GET', '/api/staff/me/', member.authorization)).statusCode).toBe(200)
    expect((await call('GET', '/api/staff/me/', other)).statusCode).toBe(401)
    expect((await login(member.username, member.password, totpAt(second, later()))).statusCode).toBe(200)
  })

  it('change a password with a current code once an authenticator app is set up', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const secret = await enrol(member)
    const change = (proof: object) =>
      call('POST', '/api/staff/password/', member.authorization, {
        current_password: member.password,
        new_password: 'Rhododendron-pass-in-april',
        ...proof,
      })
    expect((await change({})).json()).toMatchObject({ errors: { totp: [STAFF_MESSAGES.totpRequired] } })
    expect((await change({ totp: notThe(totpAt(secret, later())) })).statusCode).toBe(400)
    expect((await change({ totp: totpAt(secret, later()) })).statusCode).toBe(204)
  })

  it('change a password only to another one', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const same = await call('POST', '/api/staff/password/', member.authorization, {
      current_password: member.password,
      new_password: member.password,
    })
    expect(same.json()).toMatchObject({ errors: { new_password: [STAFF_MESSAGES.samePassword] } })
  })

  it('are listed where the member sees them, each change and who made it', async () => {
    const admin = await signedInStaff(portal.app, 'admin', [], {
      username: 'tashi.admin',
      name: 'Tashi Wangmo',
    })
    const member = await signedInStaff(portal.app, 'officer')
    const secret = await enrol(member)
    expect(
      (
        await call('POST', '/api/staff/totp/off/', member.authorization, {
          current_password: member.password,
          totp: totpAt(secret, later()),
        })
      ).statusCode,
    ).toBe(204)
    const { id } = await me(member.authorization)
    expect(
      (
        await call('POST', `/api/staff/accounts/${id}/password/`, admin.authorization, {
          new_password: 'Prayer-wheel-by-the-stream',
          current_password: admin.password,
        })
      ).statusCode,
    ).toBe(204)
    const again = await tokenOfLogin(member.username, 'Prayer-wheel-by-the-stream')
    const changes = await call('GET', '/api/staff/account/changes/', again)
    expect(changes.statusCode).toBe(200)
    expect(
      changes.json<{ kind: string; by: string | null }[]>().map(({ kind, by }) => ({ kind, by })),
    ).toEqual([
      { kind: 'password_reset', by: 'Tashi Wangmo' },
      { kind: 'totp_turned_off', by: null },
      { kind: 'totp_set_up', by: null },
    ])
  })
})

describe('an authenticator code', () => {
  it('signs in once: the same code again is refused', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const secret = await enrol(member)
    const code = totpAt(secret, later())
    expect((await login(member.username, member.password, code)).statusCode).toBe(200)
    const again = await login(member.username, member.password, code)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ errors: { totp: [STAFF_MESSAGES.totpUsed] } })
  })

  it('used twice at once signs in once', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const secret = await enrol(member)
    const code = totpAt(secret, later())
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => login(member.username, member.password, code)),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400])
  })

  it('that confirmed an authenticator app does not sign in', async () => {
    const member = await signedInStaff(portal.app, 'officer')
    const started = (
      await call('POST', '/api/staff/totp/', member.authorization, { current_password: member.password })
    ).json<TTotpEnrolment>()
    const code = totpAt(started.secret)
    await call('POST', '/api/staff/totp/confirm/', member.authorization, { code })
    expect((await login(member.username, member.password, code)).json()).toMatchObject({
      errors: { totp: [STAFF_MESSAGES.totpUsed] },
    })
  })
})
