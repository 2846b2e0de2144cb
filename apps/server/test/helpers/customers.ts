import type { FastifyInstance } from 'fastify'
import type { TCustomer } from '@portal/domain/customer'

let nextCid = 11_500_000_000

type Registration = TCustomer

/** A valid registration with a CID no other test uses: Thimphu, gewog Chang. */
export async function registrationFor(
  app: FastifyInstance,
  changes: Partial<Registration> = {},
): Promise<Registration> {
  const thimphu = await app.db
    .selectFrom('dzongkhags')
    .select('id')
    .where('name', '=', 'Thimphu')
    .executeTakeFirstOrThrow()
  const chang = await app.db
    .selectFrom('gewogs')
    .select('id')
    .where('name', '=', 'Chang')
    .executeTakeFirstOrThrow()
  return {
    cid: String(nextCid++),
    mobile: '17123456',
    name: 'Pema Wangmo',
    email: 'pema@example.bt',
    fixed_line: '02-321234',
    current_address: { address: 'Norzin Lam, Thimphu', dzongkhag: thimphu.id },
    permanent_address: { village: 'Changzamtog', gewog: chang.id, dzongkhag: thimphu.id },
    ...changes,
  }
}

export async function registerCustomer(app: FastifyInstance, changes: Partial<Registration> = {}) {
  const registration = await registrationFor(app, changes)
  const response = await app.inject({ method: 'POST', url: '/api/customers/', payload: registration })
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`)
  return registration
}

/** Registers and signs in; returns the Authorization header as the page sends it. */
export async function signedInCustomer(app: FastifyInstance, changes: Partial<Registration> = {}) {
  const registration = await registerCustomer(app, changes)
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: { username: registration.cid, password: registration.mobile },
  })
  return { registration, authorization: `TOKEN ${response.json<{ token: string }>().token}` }
}
