import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/**
 * Each run has a database of its own (playwright.config.ts), and within a run every worker
 * process has an index of its own: a number made of the worker's index and a count kept in
 * that worker is unique by construction, where a clock or a random number only probably is.
 */
const made = new Map<string, number>()
function nextInWorker(kind: string, perWorker: number) {
  const worker = test.info().workerIndex
  const n = made.get(kind) ?? 0
  made.set(kind, n + 1)
  if (n >= perWorker || worker >= 700)
    throw new Error(`unique ${kind}s exhausted: worker ${worker}, number ${n} of ${perWorker}`)
  return worker * perWorker + n
}

/** An 11-digit CID no other test of the run uses. */
export function uniqueCid(): string {
  return String(10_000_000_000 + nextInWorker('cid', 1_000_000))
}

/** A mobile number of its own for each customer (the portal budgets SMS per number), above the tests' literal ones. */
export function uniqueMobile(): string {
  return String(17_200_000 + nextInWorker('mobile', 1_000))
}

/** A staff username no other test of the run uses, nor begins another's (a fixed width: officer1 would begin officer1000000). */
export function uniqueUsername(prefix: string): string {
  return `${prefix}${String(nextInWorker('username', 1_000_000)).padStart(9, '0')}`
}

export interface TestCustomer {
  cid: string
  mobile: string
  name: string
}

interface DevSms {
  body: string
  at: string
}

/** How many SMS the development inbox holds for a number: read before asking for a code. */
export async function smsCount(request: APIRequestContext, mobile: string) {
  const response = await request.get(`/api/dev/sms/?to=${mobile}`)
  return ((await response.json()) as DevSms[]).length
}

/** The code of the first SMS with a code to `mobile` after the first `seen`, as a tester reads it at /dev/sms. */
export async function codeSentTo(request: APIRequestContext, mobile: string, seen: number): Promise<string> {
  let body: string | undefined
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(`/api/dev/sms/?to=${mobile}`)).json()) as DevSms[]
        // Newest first; a decision's SMS may arrive among them.
        body = messages.slice(0, messages.length - seen).findLast((sms) => /\b\d{6}\b/.test(sms.body))?.body
        return body
      },
      { timeout: 10_000, intervals: [50, 100, 200], message: `an SMS code to ${mobile}` },
    )
    .toMatch(/\b\d{6}\b/)
  return /\b(\d{6})\b/.exec(body!)![1]!
}

/** Registers a customer through the API, as the registration page would, code step included. */
export async function registeredCustomer(
  request: APIRequestContext,
  name = 'Karma Tshering',
  language: 'en' | 'dz' = 'en',
): Promise<TestCustomer> {
  const dzongkhags = (await (await request.get('/api/addresses/dzongkhags/')).json()) as {
    id: number
    name: string
  }[]
  const paro = dzongkhags.find((d) => d.name === 'Paro')!
  const gewogs = (await (await request.get(`/api/addresses/gewogs/?dzongkhag=${paro.id}`)).json()) as {
    id: number
  }[]
  const customer = { cid: uniqueCid(), mobile: uniqueMobile(), name }
  const seen = await smsCount(request, customer.mobile)
  const started = await postProvingWork(request, '/api/customers/', {
    ...customer,
    language,
    email: '',
    fixed_line: '',
    current_address: { address: 'Olathang, Paro', dzongkhag: paro.id },
    permanent_address: { village: 'Shaba', gewog: gewogs[0]!.id, dzongkhag: paro.id },
  })
  if (started.status() !== 202) throw new Error(`registration failed: ${await started.text()}`)
  const { challenge } = (await started.json()) as { challenge: string }
  const code = await codeSentTo(request, customer.mobile, seen)
  const verified = await request.post('/api/customers/verify/', { data: { challenge, code } })
  if (verified.status() !== 201) throw new Error(`registration code refused: ${await verified.text()}`)
  return customer
}

/**
 * A request the portal may ask to prove work (428): the tests' registrations all come from one
 * address, so one started while another is unfinished pays a proof (decision 074), solved here
 * as the page's widget would solve it, and the same request goes again.
 */
async function postProvingWork(request: APIRequestContext, url: string, data: object) {
  const first = await request.post(url, { data })
  if (first.status() !== 428) return first
  const { challenge } = (await first.json()) as { challenge: Challenge }
  const solution = await solveChallenge({ challenge, deriveKey })
  const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  return request.post(url, { data, headers: { 'x-altcha': proof } })
}

/** A customer token through the API: CID and mobile, then the code from the SMS. */
export async function customerToken(request: APIRequestContext, customer: TestCustomer): Promise<string> {
  const seen = await smsCount(request, customer.mobile)
  const started = await request.post('/api/accounts/login/', {
    data: { username: customer.cid, password: customer.mobile },
  })
  const { challenge } = (await started.json()) as { challenge: string }
  const code = await codeSentTo(request, customer.mobile, seen)
  const verified = await request.post('/api/accounts/login/verify/', { data: { challenge, code } })
  return ((await verified.json()) as { token: string }).token
}

/** Fills the login form's CID and mobile and presses Sign in. */
export async function submitCidAndMobile(page: Page, customer: Pick<TestCustomer, 'cid' | 'mobile'>) {
  await page.getByLabel('CID number', { exact: true }).fill(customer.cid)
  await page.getByLabel('Mobile number', { exact: true }).fill(customer.mobile)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** The code step: reads the SMS as a tester would, types it, presses Verify. */
export async function enterCodeSentTo(page: Page, mobile: string, seen: number) {
  const code = await codeSentTo(page.request, mobile, seen)
  await page.getByLabel('Code from the SMS').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
}

/** Signs in on the login page, code step included. */
export async function signInWithCid(page: Page, customer: Pick<TestCustomer, 'cid' | 'mobile'>) {
  const seen = await smsCount(page.request, customer.mobile)
  await submitCidAndMobile(page, customer)
  await expect(page.getByText(/We sent a 6-digit code by SMS to \d{2}\*{4}\d{2}/)).toBeVisible()
  await enterCodeSentTo(page, customer.mobile, seen)
}

/** The id of the first division the portal lists. */
export const firstDivision = async (request: APIRequestContext) =>
  ((await (await request.get('/api/divisions/')).json()) as { id: number }[])[0]!.id

/** Files a site clearance (a service with a letter) as the customer, through the API. */
export async function fileSiteClearance(
  request: APIRequestContext,
  customer: TestCustomer,
  documents: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {},
) {
  const token = await customerToken(request, customer)
  const response = await request.post('/api/services/site-clearances/', {
    headers: { authorization: `TOKEN ${token}` },
    multipart: {
      division: String(await firstDivision(request)),
      category: 'LV within 1km',
      location: 'Olakha',
      reason: 'Workshop',
      thram: 'T-5',
      required_validity: '90',
      terms: 'true',
      ...documents,
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

/** The administrator's password once tests/first-admin.setup.ts has changed the first one. */
export const ADMIN_PASSWORD = 'e2e-admin-password'

/** The administrator's Authorization header, signed in through the back office's API. */
export async function adminAuthorization(request: APIRequestContext) {
  const signedIn = await request.post('/api/staff/login/', {
    data: { username: 'admin', password: ADMIN_PASSWORD },
  })
  const { token } = (await signedIn.json()) as { token: string }
  return `Token ${token}`
}

/** The administrator signs in to the back office in the browser, and is shown the inbox. */
export async function adminSignsIn(page: Page) {
  await page.goto('/staff/login')
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()
}

/** The administrator decides an application through the back office's API. */
export async function decideByApi(
  request: APIRequestContext,
  id: number,
  decision: 'Approved' | 'Rejected',
  remarks: string,
) {
  const decided = await request.post(`/api/staff/applications/${id}/decision/`, {
    headers: { authorization: await adminAuthorization(request) },
    data: { decision, remarks },
  })
  expect(decided.status()).toBe(200)
}

export interface PublicDivision {
  id: number
  name: string
  name_dz: string | null
}

/**
 * The divisions customers choose from, each given a Dzongkha name by the administrator through
 * the back office's API where it has none (decision 059). The names are test data, not
 * translations: "ལས་སྡེ་ ༣" for division 3, its id in Tibetan digits, so each is unique.
 */
export async function divisionsNamedInDzongkha(request: APIRequestContext): Promise<PublicDivision[]> {
  const authorization = await adminAuthorization(request)
  const divisions = (await (await request.get('/api/divisions/')).json()) as PublicDivision[]
  for (const division of divisions.filter((d) => d.name_dz === null)) {
    const tibetanId = String(division.id).replace(/\d/g, (d) => String.fromCodePoint(0x0f20 + Number(d)))
    const named = await request.patch(`/api/staff/divisions/${division.id}/`, {
      headers: { authorization },
      data: { name_dz: `ལས་སྡེ་ ${tibetanId}` },
    })
    expect(named.status()).toBe(200)
  }
  return (await (await request.get('/api/divisions/')).json()) as PublicDivision[]
}

/** The session cookies the server sets at sign-in (decision 078): HttpOnly, no script reads them. */
export const SESSION_COOKIE = { customer: '__Host-session', staff: '__Host-staff' } as const
/**
 * The app's hint that it is signed in (apps/web/src/lib/session-storage.ts): nothing secret,
 * it only spares a signed-out visitor a profile request on every page.
 */
const SIGNED_IN_HINT = { customer: 'signed-in', staff: 'staff-signed-in' } as const

/**
 * Puts a session got through the API into the page's browser as the server's sign-in sets it:
 * `__Host-` and Secure, on http://127.0.0.1 too (a secure context). Through the DevTools
 * protocol: Playwright's addCookies with a `url` makes an http cookie not Secure and gives it a
 * Domain, and Chromium refuses either for a `__Host-` name.
 */
export async function addSessionCookie(
  page: Page,
  token: string,
  kind: keyof typeof SESSION_COOKIE = 'customer',
) {
  const cdp = await page.context().newCDPSession(page)
  const { success } = await cdp.send('Network.setCookie', {
    name: SESSION_COOKIE[kind],
    value: token,
    url: test.info().project.use.baseURL!,
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
  })
  await cdp.detach()
  expect(success, `${SESSION_COOKIE[kind]} set`).toBe(true)
}

/** The token of the page's session, from its cookie (for a call through the API), as `TOKEN …`. */
export async function sessionAuthorization(page: Page, kind: keyof typeof SESSION_COOKIE = 'customer') {
  const cookie = (await page.context().cookies()).find(({ name }) => name === SESSION_COOKIE[kind])
  return cookie ? `TOKEN ${cookie.value}` : null
}

/**
 * Signs the page in with a token got through the API, as a sign-in leaves it: the session's
 * cookie, and the app's hint. The hint's storage is the origin's: its logo is enough of a page
 * to reach it, where the landing page would load and start the whole app only to be left at once.
 */
/** Once the app has taken over the page the server rendered: its top bar's buttons work. */
/** The API paths a page asks for from now on, in order (a page's data should come with it). */
export function recordRequests(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/')) requests.push(pathname)
  })
  return requests
}

export const appHasRun = (page: Page) => expect(page.locator('.language-switch')).toBeEnabled()

/** A reader who chose a language in this browser (the cookie the server renders pages in). */
export async function chooseLanguage(page: Page, language: 'en' | 'dz') {
  await page
    .context()
    .addCookies([{ name: 'language', value: language, url: test.info().project.use.baseURL! }])
}

/** The language this browser remembers, as the server reads it. */
export async function chosenLanguage(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value
}

export async function signInWithToken(page: Page, token: string) {
  await addSessionCookie(page, token)
  await page.goto('/logo.svg')
  await page.evaluate((key) => localStorage.setItem(key, 'yes'), SIGNED_IN_HINT.customer)
}

/**
 * Signs every page this test opens in with a token got through the API, from before its first
 * script runs, as a customer who signed in earlier arrives: the page's HTML already finds it.
 */
export async function signedInFromTheStart(page: Page, token: string) {
  await addSessionCookie(page, token)
  await page.addInitScript((key) => localStorage.setItem(key, 'yes'), SIGNED_IN_HINT.customer)
}

/** With SCREENSHOT_DIR set, keeps a full-page screenshot under that name, for a person to look at. */
export async function keepScreenshot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true })
}

/** A message beside its field (the error summary at the top repeats it as a link). */
export const fieldError = (page: Page, message: string) =>
  page.locator('.field-error').filter({ hasText: message })

/** A service page opens on "before you start"; its Start button shows the form. */
export async function startForm(page: Page) {
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible()
  await page.getByRole('button', { name: 'Start' }).click()
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible()
}

/** The form's answers, as "Check your answers before sending" lists them (label and value, in order). */
export const checkedAnswers = (page: Page) =>
  page
    .getByRole('form', { name: 'Check your answers before sending' })
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
    )

/**
 * A filled form goes on to "Check your answers before sending" (where `onCheck` may look at
 * it), and is filed from there.
 */
export async function submitAndConfirm(page: Page, onCheck?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Check your answers before sending', level: 1 }),
  ).toBeFocused()
  await onCheck?.()
  await page.getByRole('button', { name: 'Submit', exact: true }).click()
}

/**
 * A power clearance's form filled in through its Dzongkha labels: the first division, LV
 * Rural, at Babesa, a permanent house on thram T-12 for 20 kW, its two documents (cid.pdf,
 * letter.pdf), and the declaration.
 */
export async function fillPowerClearanceInDzongkha(page: Page) {
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e') })
  await page.getByLabel('ལས་སྡེ།').selectOption({ index: 1 })
  await page.getByLabel('ས་ཁོངས་/དབྱེ་བ།').selectOption({ label: 'LV གྲོང་གསེབ།' })
  await page.getByLabel('བཟོ་བསྐྲུན་གྱི་ས་གནས།').fill('Babesa')
  await page.getByLabel('ཁྱིམ་གྱི་དགོས་དོན།').fill('A house')
  await page.getByLabel('ས་ཁྲམ་ཨང་།').fill('T-12')
  await page.getByLabel('དགོས་པའི་གློག་ཤུགས་ (kW)').fill('20')
  await page.getByLabel('བཟོ་བསྐྲུན་གྱི་དབྱེ་བ།').selectOption({ label: 'རྟག་བརྟན།' })
  await page.getByLabel('ཁྱོད་ཀྱི་ མི་ཁུངས་ངོ་སྤྲོད་ལག་ཁྱེར་གྱི་འདྲ་བཤུས།').setInputFiles(pdf('cid.pdf'))
  await page.getByLabel('རྫོང་ཁག་ དྲུང་ཁག་ ཡང་ན་ རྒེད་འོག་ལས་ ཆོག་ཐམ་ཡི་གུ།').setInputFiles(pdf('letter.pdf'))
  await page.getByLabel(/^བྱིན་ཡོད་པའི་བརྡ་དོན་/).check()
}

/**
 * Holds the scripts whose address matches `script` until the returned function is called: what
 * the page shows meanwhile is what it has without them.
 */
export async function holdTheScript(page: Page, script: RegExp) {
  let letGo!: () => void
  const held = new Promise<void>((resolve) => (letGo = resolve))
  await page.route(script, async (route) => {
    await held
    await route.continue()
  })
  return letGo
}

/**
 * Holds the app's script (its start) until the returned function is called: what the page shows
 * meanwhile is the HTML's and its early script's (decisions 049, 071).
 */
export const holdTheApp = (page: Page) => holdTheScript(page, /\/static\/start-[\w-]+\.js$/)
