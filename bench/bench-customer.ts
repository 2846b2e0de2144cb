// The bench's customer on a running portal, for the scripts that measure the signed-in pages
// (web-lighthouse.ts, and e2e/long-tasks.ts on a portal started by hand).
import { FORM_SAMPLES } from '../packages/domain/test/form-samples'

/** The first admin the measured portal is started with (PORTAL_ADMIN_USERNAME/PASSWORD). */
export const BENCH_ADMIN = { username: 'bench-admin', password: 'a-long-bench-password' }

export type ApiCall = <T>(method: string, url: string, body?: unknown, token?: string) => Promise<T>

/** The portal's API at `base`, JSON in and out, with a token when given; a refusal throws. */
export function apiAt(base: string): ApiCall {
  return async <T>(method: string, url: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Token ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
    if (response.status === 204) return undefined as T
    return (await response.json()) as T
  }
}

/**
 * The customer's token: signed in when the portal has them already, else registered, with
 * `applications` filed (five unless told; more than 20 needs FILINGS_PER_HOUR raised) and some
 * decided by the first admin (whose password from the environment is changed first, as the
 * portal asks): of each five, the first two approved; of each ten, the third rejected; the
 * fourth sent back for changes. Needs SIGN_IN_CODES=off.
 */
export async function benchCustomerToken(call: ApiCall, applications = 5): Promise<string> {
  const customer = { cid: '11512345601', mobile: '17123456' }
  const login = () =>
    call<{ token: string }>('POST', '/accounts/login/', { username: customer.cid, password: customer.mobile })
  const known = await login().catch(() => undefined)
  if (known) return known.token

  const [thimphu] = (await call<{ id: number; name: string }[]>('GET', '/addresses/dzongkhags/')).filter(
    (d) => d.name === 'Thimphu',
  )
  const [gewog] = await call<{ id: number }[]>('GET', `/addresses/gewogs/?dzongkhag=${thimphu!.id}`)
  await call('POST', '/customers/', {
    ...customer,
    name: 'Pema Wangmo',
    email: '',
    fixed_line: '',
    current_address: { address: 'Norzin Lam', dzongkhag: thimphu!.id },
    permanent_address: { village: 'Changzamtog', gewog: gewog!.id, dzongkhag: thimphu!.id },
  })
  const { token } = await login()
  const [division] = await call<{ id: number }[]>('GET', '/divisions/')
  const staff = await call<{ token: string }>('POST', '/staff/login/', BENCH_ADMIN)
  // A first admin from the environment changes the password given there before anything else.
  await call(
    'POST',
    '/staff/password/',
    { current_password: BENCH_ADMIN.password, new_password: `${BENCH_ADMIN.password}-changed` },
    staff.token,
  )
  for (let i = 0; i < applications; i++) {
    const filed = await call<{ id: number }>(
      'POST',
      '/services/energy-meters/',
      { ...FORM_SAMPLES['/energy-meter-upgradation'], division: division!.id },
      token,
    )
    const decide = (body: unknown, step = 'decision') =>
      call('POST', `/staff/applications/${filed.id}/${step}/`, body, staff.token)
    if (i % 5 < 2) await decide({ decision: 'Approved', remarks: 'Checked on site.' })
    else if (i % 10 === 2) await decide({ decision: 'Rejected', remarks: 'The meter board is not ready.' })
    else if (i === 3)
      await decide(
        {
          message: 'Please give the capacity the load calculation shows.',
          fields: ['energy_meter_capacity'],
        },
        'return',
      )
  }
  return token
}
