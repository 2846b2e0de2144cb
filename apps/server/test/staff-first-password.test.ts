import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_MESSAGES } from '@portal/domain/staff/credentials'
import { migrateTo, migrateToLatest } from '../src/db/migrate'
import { ensureFirstAdmin } from '../src/services/staff-accounts/staff-accounts'
import { divisionId, signedInStaff } from './helpers/staff'
import { freshDatabase, testApp } from './helpers/test-app'

/**
 * A password someone else typed — the README's sample, a first admin from the environment, an
 * account made on the command line — is changed at the first sign-in, before anything else.
 */
let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp()
})
afterAll(() => portal.close())

const FIRST = 'Chorten-kora-lamp-98'
const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
  portal.app.inject({ method, url, payload, headers: { authorization } })

describe('the first admin, from PORTAL_ADMIN_USERNAME and PORTAL_ADMIN_PASSWORD', () => {
  it('may do nothing but change the password until it is changed', async () => {
    expect(await ensureFirstAdmin(portal.db, 'admin', FIRST)).toBe('created')
    // Once any staff account exists, the settings make no second admin.
    expect(await ensureFirstAdmin(portal.db, 'admin2', FIRST)).toBe('staff exist')
    const signIn = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username: 'admin', password: FIRST },
    })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.json()).toMatchObject({ password_change_required: true })
    const authorization = `Token ${signIn.json<{ token: string }>().token}`

    const inbox = await call('GET', '/api/staff/applications/', authorization)
    expect(inbox.statusCode).toBe(403)
    expect(inbox.json()).toEqual({ detail: STAFF_MESSAGES.changePasswordFirst })
    expect((await call('GET', '/api/staff/accounts/', authorization)).statusCode).toBe(403)
    expect(
      (await call('POST', '/api/staff/totp/', authorization, { current_password: FIRST })).statusCode,
    ).toBe(403)
    expect((await call('GET', '/api/staff/me/', authorization)).json()).toMatchObject({
      password_change_required: true,
    })

    const changed = await call('POST', '/api/staff/password/', authorization, {
      current_password: FIRST,
      new_password: 'Dochula-pass-108-chortens',
    })
    expect(changed.statusCode).toBe(204)
    expect((await call('GET', '/api/staff/me/', authorization)).json()).toMatchObject({
      password_change_required: false,
    })
    expect((await call('GET', '/api/staff/applications/', authorization)).statusCode).toBe(200)
  })
})

describe('accounts an admin made or gave a password in the back office', () => {
  const signIn = async (username: string, password: string) => {
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username, password },
    })
    expect(response.statusCode).toBe(200)
    return response.json<{ token: string; password_change_required: boolean }>()
  }

  it('must change the first password the admin typed, before anything else', async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    for (const role of ['officer', 'admin'] as const) {
      const username = `made-${role}`
      const made = await call('POST', '/api/staff/accounts/', admin.authorization, {
        username,
        name: `Made ${role}`,
        password: 'Tashichho-dzong-gate-7',
        role,
        divisions: role === 'officer' ? [await divisionId(portal.app, 'ESD Paro')] : [],
        current_password: admin.password,
      })
      expect(made.statusCode).toBe(201)
      const session = await signIn(username, 'Tashichho-dzong-gate-7')
      expect(session.password_change_required).toBe(true)
      const inbox = await call('GET', '/api/staff/applications/', `Token ${session.token}`)
      expect(inbox.json()).toEqual({ detail: STAFF_MESSAGES.changePasswordFirst })
    }
  })

  it('must change a password an admin set, even after choosing one before', async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const member = await signedInStaff(portal.app, 'officer')
    expect((await signIn(member.username, member.password)).password_change_required).toBe(false)
    const members = (await call('GET', '/api/staff/accounts/', admin.authorization)).json<
      { id: number; username: string }[]
    >()
    const { id } = members.find((account) => account.username === member.username)!
    const set = await call('POST', `/api/staff/accounts/${id}/password/`, admin.authorization, {
      new_password: 'Punakha-bridge-at-dawn-3',
      current_password: admin.password,
    })
    expect(set.statusCode).toBe(204)
    const session = await signIn(member.username, 'Punakha-bridge-at-dawn-3')
    expect(session.password_change_required).toBe(true)
    const inbox = await call('GET', '/api/staff/applications/', `Token ${session.token}`)
    expect(inbox.statusCode).toBe(403)
  })
})

describe('instances started together', () => {
  it('make one first admin, and the other starts as if it existed', async () => {
    const database = await freshDatabase()
    try {
      const outcomes = await Promise.all([
        ensureFirstAdmin(database.db, 'admin', FIRST),
        ensureFirstAdmin(database.db, 'admin', FIRST),
      ])
      expect(outcomes.toSorted()).toEqual(['created', 'staff exist'])
      const admins = await database.db.selectFrom('staff').select('username').execute()
      expect(admins).toEqual([{ username: 'admin' }])
    } finally {
      await database.close()
    }
  })
})

describe('accounts made before the first password had to be changed', () => {
  it('must change a password never changed since the account was made', async () => {
    const database = await freshDatabase({ empty: true })
    try {
      await migrateTo(database.db, '017-customer-allowances.sql')
      const account = (username: string) => ({
        username,
        name: username,
        password_hash: 'x',
        role: 'admin' as const,
      })
      await database.db
        .insertInto('staff')
        .values([account('from-the-readme'), account('changed-since')])
        .execute()
      await database.db
        .updateTable('staff')
        .set({ password_changed_at: new Date(Date.now() + 60_000) })
        .where('username', '=', 'changed-since')
        .execute()
      await migrateToLatest(database.db)
      const marked = await database.db
        .selectFrom('staff')
        .select(['username', 'must_change_password'])
        .orderBy('username')
        .execute()
      expect(marked).toEqual([
        { username: 'changed-since', must_change_password: false },
        { username: 'from-the-readme', must_change_password: true },
      ])
    } finally {
      await database.close()
    }
  }, 120_000)
})
