import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_MESSAGES, type TTotpEnrolment } from '@portal/domain/staff/credentials'
import { SIGN_IN_LIMITS } from '../src/services/sign-in/sign-in-limits'
import { divisionId, signedInStaff, staffCalls } from './helpers/staff'
import { testApp } from './helpers/test-app'

/**
 * A stolen admin session does not take other accounts (issue 32): creating an account, setting
 * another's password, changing a role or locking an account out ask for the acting admin's own
 * password and, once set up, a code not taken before; each is kept in the account's changes.
 */
let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp()
})
afterAll(() => portal.close())

const call: ReturnType<typeof staffCalls>['call'] = (...args) => staffCalls(portal.app).call(...args)
const login: ReturnType<typeof staffCalls>['login'] = (...args) => staffCalls(portal.app).login(...args)
const totpAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp })
const later = () => Date.now() + 30_000

type Member = Awaited<ReturnType<typeof signedInStaff>>
const idOf = async (member: Member) =>
  (await call('GET', '/api/staff/me/', member.authorization)).json<{ id: number }>().id
const accountOf = (id: number) =>
  portal.db.selectFrom('staff').select(['role', 'active']).where('id', '=', id).executeTakeFirstOrThrow()
/** The account's changes, oldest first, with the id of the admin who made each. */
const changesOf = async (id: number) =>
  (
    await portal.db
      .selectFrom('staff_account_changes')
      .select(['kind', 'by_staff_id as by'])
      .where('staff_id', '=', id)
      .orderBy('id')
      .execute()
  ).map(({ kind, by }) => ({ kind, by }))

const missingProof = { errors: { current_password: ['Please enter your current password'] } }
const wrongProof = { errors: { current_password: [STAFF_MESSAGES.currentPasswordWrong] } }

describe('an admin creating a staff account', () => {
  const newAccount = (username: string) => ({
    username,
    name: 'Pema Choden',
    password: 'Ema-datshi-every-day',
    role: 'admin',
  })

  it('proves who they are: without it nothing is created', async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const bare = await call('POST', '/api/staff/accounts/', admin.authorization, newAccount('pema.bare'))
    expect(bare.statusCode).toBe(400)
    expect(bare.json()).toMatchObject(missingProof)
    const wrong = await call('POST', '/api/staff/accounts/', admin.authorization, {
      ...newAccount('pema.wrong'),
      current_password: 'not-the-admins-password',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject(wrongProof)
    const made = await portal.db
      .selectFrom('staff')
      .select('id')
      .where('username', 'in', ['pema.bare', 'pema.wrong'])
      .execute()
    expect(made).toEqual([])
  })

  it('with their password creates it, and the account keeps who did', async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const made = await call('POST', '/api/staff/accounts/', admin.authorization, {
      ...newAccount('pema.made'),
      current_password: admin.password,
    })
    expect(made.statusCode).toBe(201)
    const { id } = made.json<{ id: number }>()
    expect(await changesOf(id)).toEqual([{ kind: 'account_created', by: await idOf(admin) }])
  })
})

describe("an admin setting another member's password", () => {
  it('proves who they are: without it the password stays', async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const other = await signedInStaff(portal.app, 'admin')
    const id = await idOf(other)
    const bare = await call('POST', `/api/staff/accounts/${id}/password/`, admin.authorization, {
      new_password: 'Thief-chose-this-passphrase',
    })
    expect(bare.statusCode).toBe(400)
    expect(bare.json()).toMatchObject(missingProof)
    expect((await login(other.username, 'Thief-chose-this-passphrase')).statusCode).toBe(400)
    expect((await call('GET', '/api/staff/me/', other.authorization)).statusCode).toBe(200)
    expect(await changesOf(id)).toEqual([])
  })

  it('with their password sets it, and the account keeps who did', async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const other = await signedInStaff(portal.app, 'officer')
    const id = await idOf(other)
    const set = await call('POST', `/api/staff/accounts/${id}/password/`, admin.authorization, {
      new_password: 'Prayer-flags-on-the-ridge',
      current_password: admin.password,
    })
    expect(set.statusCode).toBe(204)
    expect((await login(other.username, 'Prayer-flags-on-the-ridge')).statusCode).toBe(200)
    expect(await changesOf(id)).toEqual([{ kind: 'password_reset', by: await idOf(admin) }])
  })
})

describe("an admin changing a member's role or whether it may sign in", () => {
  it('proves who they are: without it nothing changes', async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const other = await signedInStaff(portal.app, 'admin')
    const officer = await signedInStaff(portal.app, 'officer')
    const lockOut = await call('PATCH', `/api/staff/accounts/${await idOf(other)}/`, admin.authorization, {
      active: false,
    })
    expect(lockOut.statusCode).toBe(400)
    expect(lockOut.json()).toMatchObject(missingProof)
    const promote = await call('PATCH', `/api/staff/accounts/${await idOf(officer)}/`, admin.authorization, {
      role: 'admin',
      current_password: 'not-the-admins-password',
    })
    expect(promote.json()).toMatchObject(wrongProof)
    expect(await accountOf(await idOf(other))).toEqual({ role: 'admin', active: true })
    expect(await accountOf(await idOf(officer))).toEqual({ role: 'officer', active: true })
    expect((await call('GET', '/api/staff/me/', other.authorization)).statusCode).toBe(200)
  })

  it('with their password changes it, and the account keeps each change and who made it', async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const member = await signedInStaff(portal.app, 'officer', ['ESD Paro'])
    const id = await idOf(member)
    const change = (body: object) =>
      call('PATCH', `/api/staff/accounts/${id}/`, admin.authorization, {
        ...body,
        current_password: admin.password,
      })
    expect((await change({ role: 'admin' })).statusCode).toBe(200)
    expect((await change({ active: false })).statusCode).toBe(200)
    expect((await change({ active: true, role: 'officer' })).statusCode).toBe(200)
    // Asked again for what it already is: nothing changed, nothing to keep.
    expect((await change({ active: true })).statusCode).toBe(200)
    const by = await idOf(admin)
    expect(await changesOf(id)).toEqual([
      { kind: 'made_admin', by },
      { kind: 'deactivated', by },
      { kind: 'made_officer', by },
      { kind: 'reactivated', by },
    ])
  })

  it('needs no proof to change the divisions alone', async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const member = await signedInStaff(portal.app, 'officer', ['ESD Paro'])
    const id = await idOf(member)
    const divisions = await call('PATCH', `/api/staff/accounts/${id}/`, admin.authorization, {
      divisions: [await divisionId(portal.app, 'ESD Haa')],
    })
    expect(divisions.statusCode).toBe(200)
  })
})

describe('an admin with an authenticator app', () => {
  async function enrolledAdmin() {
    const admin = await signedInStaff(portal.app, 'admin')
    const started = (
      await call('POST', '/api/staff/totp/', admin.authorization, { current_password: admin.password })
    ).json<TTotpEnrolment>()
    const confirmed = await call('POST', '/api/staff/totp/confirm/', admin.authorization, {
      code: totpAt(started.secret),
    })
    expect(confirmed.statusCode).toBe(204)
    return { ...admin, secret: started.secret }
  }

  it('gives a current code too, and each code once', async () => {
    const admin = await enrolledAdmin()
    const member = await signedInStaff(portal.app, 'officer')
    const id = await idOf(member)
    const lockOut = (proof: object) =>
      call('PATCH', `/api/staff/accounts/${id}/`, admin.authorization, { active: false, ...proof })
    const passwordOnly = await lockOut({ current_password: admin.password })
    expect(passwordOnly.json()).toMatchObject({ errors: { totp: [STAFF_MESSAGES.totpRequired] } })
    const code = totpAt(admin.secret, later())
    const created = await call('POST', '/api/staff/accounts/', admin.authorization, {
      username: `made.by.${admin.username}`,
      name: 'Sonam Yangzom',
      password: 'Buckwheat-pancakes-of-bumthang',
      role: 'officer',
      divisions: [await divisionId(portal.app, 'ESD Bumthang')],
      current_password: admin.password,
      totp: code,
    })
    expect(created.statusCode).toBe(201)
    const reused = await lockOut({ current_password: admin.password, totp: code })
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toMatchObject({ errors: { totp: [STAFF_MESSAGES.totpUsed] } })
    expect(await accountOf(id)).toEqual({ role: 'officer', active: true })
  })
})

describe('wrong proofs given to the admin routes', () => {
  it("count against the admin's sign-in allowance", async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const member = await signedInStaff(portal.app, 'officer')
    const id = await idOf(member)
    const allowance = SIGN_IN_LIMITS.accountFromClient.allowance
    const fromOneClient = (payload: object) =>
      portal.app.inject({
        method: 'POST',
        url: `/api/staff/accounts/${id}/password/`,
        headers: { authorization: admin.authorization },
        payload,
        remoteAddress: '203.0.113.140',
      })
    for (let i = 0; i < allowance; i++) {
      const wrong = await fromOneClient({
        new_password: 'Prayer-flags-on-the-ridge',
        current_password: `guess-${i}`,
      })
      expect(wrong.statusCode).toBe(400)
    }
    const signIn = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username: admin.username, password: admin.password },
      remoteAddress: '203.0.113.140',
    })
    expect(signIn.statusCode).toBe(429)
  })
})
