// A short journey against a running portal (BASE, default http://127.0.0.1:8080) in its
// development configuration: a customer registers with the code from the development SMS
// inbox, files a request, the admin (PORTAL_ADMIN_*) approves it, the customer downloads the
// letter; then prints the portal's metrics. Plain Node: it runs where only the production
// dependencies are installed. Exits non-zero at the first step that does not answer as it should.
const base = process.env.BASE ?? 'http://127.0.0.1:8080'
const admin = { username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? '' }

async function call(method, path, { body, token, expect = 200 } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (response.status !== expect)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response
}
const json = async (...args) => (await call(...args)).json()

const dzongkhags = await json('GET', '/api/addresses/dzongkhags/')
const thimphu = dzongkhags.find((d) => d.name === 'Thimphu')
const [gewog] = await json('GET', `/api/addresses/gewogs/?dzongkhag=${thimphu.id}`)
const stamp = String(Date.now()).slice(-6)
const customer = { cid: `115${stamp}01`, mobile: `17${stamp}` }
const { challenge } = await json('POST', '/api/customers/', {
  expect: 202,
  body: {
    ...customer,
    name: 'Pema Wangmo',
    email: '',
    fixed_line: '',
    current_address: { address: 'Norzin Lam', dzongkhag: thimphu.id },
    permanent_address: { village: 'Changzamtog', gewog: gewog.id, dzongkhag: thimphu.id },
  },
})
let code
for (let i = 0; i < 50 && !code; i++) {
  const [sms] = await json('GET', `/api/dev/sms/?to=${customer.mobile}`)
  code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1]
  if (!code) await new Promise((resolve) => setTimeout(resolve, 100))
}
const { token } = await json('POST', '/api/customers/verify/', { expect: 201, body: { challenge, code } })
const [division] = await json('GET', '/api/divisions/')
const filed = await json('POST', '/api/services/energy-meters/', {
  expect: 201,
  token,
  body: {
    request_type: 'Upgradation',
    division: division.id,
    category: 'Urban',
    contract_account: '12345678',
    location: 'Changzamtog',
    reason: 'More load',
    energy_meter_capacity: 20,
    site_ready_checbox: true,
    terms: true,
  },
})
const staff = await json('POST', '/api/staff/login/', { body: admin })
// A first admin from the environment changes the password given there before anything else.
if (staff.password_change_required)
  await call('POST', '/api/staff/password/', {
    token: staff.token,
    body: { current_password: admin.password, new_password: `${admin.password}-changed-at-first-sign-in` },
    expect: 204,
  })
await call('POST', `/api/staff/applications/${filed.id}/decision/`, {
  token: staff.token,
  body: { decision: 'Approved', remarks: 'Checked on site.' },
})
const letter = await call('GET', `/api/tickets/${filed.id}/download/`, { token })
const pdf = Buffer.from(await letter.arrayBuffer())
if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('the letter is not a PDF')
console.log(`journey: registered, filed Application ID ${filed.id}, approved, letter ${pdf.length} bytes`)

const metrics = await (await call('GET', '/metrics')).text()
console.log(
  metrics
    .split('\n')
    .filter((line) => /^portal_|^nodejs_eventloop_lag_seconds /.test(line))
    .filter((line) => !/_bucket\{/.test(line))
    .join('\n'),
)
