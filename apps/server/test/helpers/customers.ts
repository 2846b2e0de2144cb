import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { TCustomer } from '@portal/domain/customer'
import type { TNotification } from '@portal/domain/notifications'
import type { TCodeChallenge } from '@portal/domain/sign-in-codes'
import { codeSentTo, messageCount } from './test-app'

/** The customer's message centre, newest first, as their page reads it. */
export async function messageCentreOf(app: FastifyInstance, authorization: string) {
  const response = await app.inject({ url: '/api/notifications/', headers: { authorization } })
  if (response.statusCode !== 200) throw new Error(`the message centre answered ${response.statusCode}`)
  return response.json<TNotification[]>()
}

let nextCid = 11_500_000_000
// A number of its own for each customer: the SMS budget is per number.
let nextMobile = 17_100_000

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
    mobile: String(nextMobile++),
    name: 'Pema Wangmo',
    email: 'pema@example.bt',
    fixed_line: '02-321234',
    current_address: { address: 'Norzin Lam, Thimphu', dzongkhag: thimphu.id },
    permanent_address: { village: 'Changzamtog', gewog: chang.id, dzongkhag: thimphu.id },
    language: 'en',
    ...changes,
  }
}

/** Each helper call comes from a client of its own, so the tests' sign-ins spend no shared budget. */
let nextClient = 0
const ownClient = () => `10.200.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`

/**
 * Sends a request that may answer with a code challenge (DESIGN.md §5), and when it does,
 * reads the code from the SMS and completes it at `verifyUrl`, as the page would.
 */
export async function withCode(
  app: FastifyInstance,
  mobile: string,
  verifyUrl: string,
  send: (remoteAddress: string) => Promise<LightMyRequestResponse>,
) {
  const from = messageCount(app)
  const remoteAddress = ownClient()
  const first = await send(remoteAddress)
  if (first.statusCode !== 202) return first
  const { challenge } = first.json<TCodeChallenge>()
  const code = await codeSentTo(app, mobile, from)
  return app.inject({ method: 'POST', url: verifyUrl, payload: { challenge, code }, remoteAddress })
}

export async function registerCustomer(app: FastifyInstance, changes: Partial<Registration> = {}) {
  const registration = await registrationFor(app, changes)
  const response = await withCode(app, registration.mobile, '/api/customers/verify/', (remoteAddress) =>
    app.inject({ method: 'POST', url: '/api/customers/', payload: registration, remoteAddress }),
  )
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`)
  return registration
}

/** Signs in with CID, mobile and the code sent by SMS; the Authorization header as the page sends it. */
export async function signIn(app: FastifyInstance, customer: Pick<Registration, 'cid' | 'mobile'>) {
  const response = await withCode(app, customer.mobile, '/api/accounts/login/verify/', (remoteAddress) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { username: customer.cid, password: customer.mobile },
      remoteAddress,
    }),
  )
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`)
  return `TOKEN ${response.json<{ token: string }>().token}`
}

/** Registers and signs in; returns the Authorization header as the page sends it. */
export async function signedInCustomer(app: FastifyInstance, changes: Partial<Registration> = {}) {
  const registration = await registerCustomer(app, changes)
  return { registration, authorization: await signIn(app, registration) }
}

/** Whether the account's CID and mobile were proved by the wallet (read from the database). */
export async function isWalletVerified(app: FastifyInstance, cid: string) {
  const row = await app.db
    .selectFrom('customers')
    .select('wallet_verified')
    .where('cid', '=', cid)
    .executeTakeFirstOrThrow()
  return row.wallet_verified
}
