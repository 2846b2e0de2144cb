import type { FastifyInstance } from 'fastify'
import type { TStaffRole } from '../../src/db/schema'
import { createStaff } from '../../src/services/staff-accounts/staff-accounts'

let next = 1

/** A staff account of these divisions (by name), signed in; returns its Authorization header. */
export async function signedInStaff(
  app: FastifyInstance,
  role: TStaffRole,
  divisionNames: string[] = [],
  identity?: { username: string; name: string },
) {
  const username = identity?.username ?? `officer${next++}`
  const name = identity?.name ?? `Officer ${username}`
  const password = 'a-long-test-password'
  const divisions = divisionNames.length
    ? await app.db.selectFrom('divisions').select('id').where('name', 'in', divisionNames).execute()
    : []
  await createStaff(app.db, {
    username,
    name,
    password,
    role,
    divisionIds: divisions.map((d) => d.id),
    // Set up as a member who already chose their own: the tests start past the first sign-in.
    mustChangePassword: false,
  })
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/login/',
    payload: { username, password },
  })
  return { username, name, password, authorization: `Token ${response.json<{ token: string }>().token}` }
}

export const divisionId = async (app: FastifyInstance, name: string) =>
  (await app.db.selectFrom('divisions').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id

let nextClient = 0

/**
 * Calls to the staff API, each from an address of its own: the tests of sessions, passwords
 * and authenticator apps meet the account's limits, never a network's (issue 31).
 */
export function staffCalls(app: FastifyInstance) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, authorization?: string, payload?: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: authorization ? { authorization } : {},
      remoteAddress: `198.51.100.${++nextClient % 250}`,
    })
  const login = (username: string, password: string, totp?: string) =>
    call('POST', '/api/staff/login/', undefined, { username, password, ...(totp ? { totp } : {}) })
  return { call, login }
}
