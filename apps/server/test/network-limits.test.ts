import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@portal/domain/messages'
import type { TCodeChallenge } from '@portal/domain/sign-in-codes'
import { registerCustomer, registrationFor } from './helpers/customers'
import { secretBoxFor } from '../src/services/secrets/secret-box'
import { solutionFor, solvedProof } from './helpers/proof-of-work'
import { codeSentTo, messageCount, testApp } from './helpers/test-app'

/**
 * Thousands of customers share a carrier's address (issue 31, DESIGN.md §5): a network is
 * counted for its failures only, and past a threshold asked for a proof of work, never refused.
 */
// Small, the /32 counting 64 of them, but above an account's own five wrong mobiles (200 by default).
const THRESHOLD = 6

let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp({ ADDRESS_FAILURES_BEFORE_PROOF: THRESHOLD })
})
afterAll(() => portal.close())

const post = (url: string, payload: object, remoteAddress: string, proof?: string) =>
  portal.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: proof ? { 'x-altcha': proof } : {},
  })

const login = (customer: { cid: string; mobile: string }, remoteAddress: string, proof?: string) =>
  post('/api/accounts/login/', { username: customer.cid, password: customer.mobile }, remoteAddress, proof)

/** Signs in with the code from the SMS, from one address; the statuses of both steps. */
async function signInFrom(customer: { cid: string; mobile: string }, remoteAddress: string) {
  const from = messageCount(portal.app)
  const started = await login(customer, remoteAddress)
  if (started.statusCode !== 202) return [started.statusCode]
  const { challenge } = started.json<TCodeChallenge>()
  const code = await codeSentTo(portal.app, customer.mobile, from)
  const verified = await post('/api/accounts/login/verify/', { challenge, code }, remoteAddress)
  return [started.statusCode, verified.statusCode]
}

/** Wrong mobiles for made-up CIDs, one after another: a script walking through CIDs. */
async function failFrom(remoteAddress: string, times: number) {
  const statuses = []
  for (let i = 0; i < times; i++)
    statuses.push(
      (await login({ cid: String(11_800_000_000 + i), mobile: '17000000' }, remoteAddress)).statusCode,
    )
  return statuses
}

describe('one network many customers share', () => {
  it('never counts an honest sign-in: far more customers than the threshold sign in without a proof', async () => {
    const carrier = '198.51.100.200'
    const customers = []
    for (let i = 0; i < THRESHOLD * 2; i++) customers.push(await registerCustomer(portal.app))
    for (const customer of customers) expect(await signInFrom(customer, carrier)).toEqual([202, 200])
  })

  it('asks for a proof of work past its failures, and then lets a right credential with one in', async () => {
    const cafe = '203.0.113.150'
    expect(await failFrom(cafe, THRESHOLD)).toEqual(Array(THRESHOLD).fill(400))
    const customer = await registerCustomer(portal.app)
    const asked = await login(customer, cafe)
    expect(asked.statusCode).toBe(428)
    expect(asked.json()).toEqual({
      detail: MESSAGES.proofOfWorkRequired,
      proof_of_work: 'required',
      challenge: expect.objectContaining({ parameters: expect.any(Object) }),
    })
    expect((await login(customer, cafe, await solutionFor(asked))).statusCode).toBe(202)
    // Another network is not touched by this one's failures.
    expect((await login(customer, '203.0.113.151')).statusCode).toBe(202)
  })

  it('counts no failure for a sign-in sent back for a proof by the account’s own limit', async () => {
    const shop = '203.0.113.160'
    const customer = await registerCustomer(portal.app)
    const wrong = { cid: customer.cid, mobile: '17000001' }
    // Five wrong mobiles for one CID: the account's allowance from this network.
    for (let i = 0; i < 5; i++) expect((await login(wrong, shop)).statusCode).toBe(400)
    // Past it, each try is sent back for a proof: not evaluated, so no failure of the network.
    for (let i = 0; i < THRESHOLD; i++) expect((await login(customer, shop)).statusCode).toBe(428)
    expect(await failFrom(shop, 1)).toEqual([400])
  })

  it('counts an IPv6 /64 as one network, and another /64 apart', async () => {
    const statuses = []
    for (let i = 0; i <= THRESHOLD; i++)
      statuses.push(
        (await login({ cid: String(11_810_000_000 + i), mobile: '17000000' }, `2001:db8:7:7::${i + 1}`))
          .statusCode,
      )
    expect(statuses.at(-1)).toBe(428)
    expect((await login({ cid: '11810000999', mobile: '17000000' }, '2001:db8:7:8::1')).statusCode).toBe(400)
  })

  it('asks a proof of a registration while another of its network has not come back, and none once each comes back', async () => {
    // Made-up registrations count from the first (issue 45): the second, with the first's code
    // not come back, pays a proof of work, and so does each after it.
    const office = '192.0.2.180'
    expect((await post('/api/customers/', await registrationFor(portal.app), office)).statusCode).toBe(202)
    for (let i = 0; i < 3; i++) {
      const registration = await registrationFor(portal.app)
      const asked = await post('/api/customers/', registration, office)
      expect(asked.statusCode).toBe(428)
      const proved = await portal.app.inject({
        method: 'POST',
        url: '/api/customers/',
        payload: registration,
        remoteAddress: office,
        headers: { 'x-altcha': await solutionFor(asked) },
      })
      expect(proved.statusCode).toBe(202)
    }

    const finished = '192.0.2.181'
    for (let i = 0; i < THRESHOLD * 2; i++) {
      const registration = await registrationFor(portal.app)
      const from = messageCount(portal.app)
      const answer = await post('/api/customers/', registration, finished)
      expect(answer.statusCode).toBe(202)
      const code = await codeSentTo(portal.app, registration.mobile, from)
      const { challenge } = answer.json<TCodeChallenge>()
      expect((await post('/api/customers/verify/', { challenge, code }, finished)).statusCode).toBe(201)
    }
  })

  it('counts a /48 too, more loosely: a script cannot hop through its 65,536 /64s', async () => {
    const statuses = []
    for (let i = 0; i <= THRESHOLD * 8; i++)
      statuses.push(
        (
          await login(
            { cid: String(11_830_000_000 + i), mobile: '17000000' },
            `2001:db8:9:${i.toString(16)}::1`,
          )
        ).statusCode,
      )
    expect(statuses.filter((s) => s === 400)).toHaveLength(THRESHOLD * 8)
    expect(statuses.at(-1)).toBe(428)
  })

  it('counts a /32 too, more loosely again: a script cannot hop through a provider’s 65,536 /48s', async () => {
    const statuses = []
    for (let i = 0; i <= THRESHOLD * 64; i++)
      statuses.push(
        (
          await login(
            { cid: String(11_850_000_000 + i), mobile: '17000000' },
            `3fff:100:${i.toString(16)}::1`,
          )
        ).statusCode,
      )
    expect(statuses.filter((s) => s === 400)).toHaveLength(THRESHOLD * 64)
    expect(statuses.at(-1)).toBe(428)
    // Another provider's /32 is not touched.
    expect((await login({ cid: '11850099999', mobile: '17000000' }, '3fff:101::1')).statusCode).toBe(400)
  })

  it('gives a registration back to the network that started it, wherever its code comes back from', async () => {
    const started = '192.0.2.190'
    for (let i = 0; i < THRESHOLD * 2; i++) {
      const registration = await registrationFor(portal.app)
      const from = messageCount(portal.app)
      const answer = await post('/api/customers/', registration, started)
      const code = await codeSentTo(portal.app, registration.mobile, from)
      const { challenge } = answer.json<TCodeChallenge>()
      // The phone moved to another carrier address meanwhile.
      expect((await post('/api/customers/verify/', { challenge, code }, '192.0.2.191')).statusCode).toBe(201)
    }
    expect((await failFrom(started, 1))[0]).toBe(400)
  })

  it('asks a burst past the threshold for a proof: exactly the threshold is evaluated', async () => {
    const burst = await Promise.all(
      Array.from({ length: THRESHOLD * 20 }, (_, i) =>
        login({ cid: String(11_820_000_000 + i), mobile: '17000000' }, '198.51.100.201'),
      ),
    )
    const statuses = burst.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 400)).toHaveLength(THRESHOLD)
    expect(statuses.filter((s) => s === 428)).toHaveLength(THRESHOLD * 19)
  })
})

describe('a proof of work', () => {
  const flagged = '198.51.100.210'
  let customer: { cid: string; mobile: string }
  beforeAll(async () => {
    await failFrom(flagged, THRESHOLD)
    customer = await registerCustomer(portal.app)
  })

  const proofForLogin = () => solvedProof(portal.app, 'POST /api/accounts/login/', { remoteAddress: flagged })

  it('admits one request: the same solution again is refused with 400', async () => {
    const proof = await proofForLogin()
    expect((await login(customer, flagged, proof)).statusCode).toBe(202)
    const replayed = await login(customer, flagged, proof)
    expect(replayed.statusCode).toBe(400)
    expect(replayed.json()).toEqual({ detail: MESSAGES.proofOfWorkRefused })
  })

  it('refuses a used solution however it is altered, and a forged, unsigned or unreadable one, with 400 and no code', async () => {
    const proof = await proofForLogin()
    expect((await login(customer, flagged, proof)).statusCode).toBe(202)
    // Its SMS is on its way in the background: the count starts once it has arrived.
    await expect
      .poll(async () => {
        await portal.app.deliverOutbox()
        return portal.db
          .selectFrom('outbox')
          .select('id')
          .where('recipient', '=', customer.mobile)
          .where('sent_at', 'is', null)
          .execute()
      })
      .toEqual([])
    const good = JSON.parse(Buffer.from(proof, 'base64').toString()) as {
      challenge: { parameters: Record<string, unknown>; signature: string }
      solution: { counter: number; derivedKey: string }
    }
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')
    const forgeries = [
      encode({ ...good, solution: { ...good.solution, counter: good.solution.counter + 1 } }),
      encode({ ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } }),
      encode({ ...good, challenge: { ...good.challenge, signature: 'f'.repeat(64) } }),
      encode({
        ...good,
        challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } },
      }),
      encode({ challenge: { parameters: good.challenge.parameters }, solution: good.solution }),
      encode({
        ...good,
        challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, algorithm: 'SHA-1' } },
      }),
      'not base64 at all %%%',
      encode('a string'),
      encode({}),
      'A'.repeat(5_000),
    ]
    const from = messageCount(portal.app)
    for (const forged of forgeries) {
      const answer = await login(customer, flagged, forged)
      expect(answer.statusCode, forged.slice(0, 40)).toBe(400)
      expect(answer.json()).toEqual({ detail: MESSAGES.proofOfWorkRefused })
    }
    await portal.app.deliverOutbox()
    expect(portal.sent.slice(from).filter((m) => m.recipient === customer.mobile)).toEqual([])
  })

  it('admits only the route and the network it was asked for, and lives two minutes (issue 45)', async () => {
    const forRegistration = await solvedProof(portal.app, 'POST /api/customers/', { remoteAddress: flagged })
    const fromElsewhere = await solvedProof(portal.app, 'POST /api/accounts/login/', {
      remoteAddress: '198.51.100.211',
    })
    for (const proof of [forRegistration, fromElsewhere]) {
      const answer = await login(customer, flagged, proof)
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toEqual({ detail: MESSAGES.proofOfWorkRefused })
    }
    const asked = await login(customer, flagged)
    const { challenge } = asked.json<{ challenge: { parameters: { expiresAt: number } } }>()
    expect(challenge.parameters.expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(2 * 60_000)
    // The route that handed challenges out is gone: a 428 carries the one to solve.
    expect((await portal.app.inject({ url: '/api/proof-of-work/challenge/' })).statusCode).toBe(404)
  })

  it('refuses a solution whose challenge has expired', async () => {
    // The expiry is signed (moving it breaks the signature), so an expired one is made with the portal's secrets.
    const { createChallenge, solveChallenge } = await import('altcha-lib')
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2')
    // Kept sealed; this test app has no SECRETS_KEY, so the development key opens them.
    const secret = async (name: string) =>
      secretBoxFor(undefined).open(
        (
          await portal.db
            .selectFrom('portal_settings')
            .select('value')
            .where('key', '=', name)
            .executeTakeFirstOrThrow()
        ).value,
      )
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      data: { route: 'POST /api/accounts/login/', network: flagged, factor: 1 },
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
      hmacSignatureSecret: await secret('proof_of_work_signature_secret'),
      hmacKeySignatureSecret: await secret('proof_of_work_key_secret'),
    })
    const solution = await solveChallenge({ challenge, deriveKey })
    const expired = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    expect((await login(customer, flagged, expired)).statusCode).toBe(400)
  })

  it('counts what it asked, what was solved and what was refused in /metrics', async () => {
    const metrics = (await portal.app.inject({ method: 'GET', url: '/metrics' })).body
    for (const outcome of ['asked', 'solved', 'refused'])
      expect(metrics).toMatch(new RegExp(`portal_proof_of_work_total\\{outcome="${outcome}"\\} [1-9]`))
  })
})

describe('behind a trusted proxy', () => {
  const proxy = '10.0.0.9'
  let behindProxy: Awaited<ReturnType<typeof testApp>>
  beforeAll(async () => {
    behindProxy = await testApp({ ADDRESS_FAILURES_BEFORE_PROOF: THRESHOLD, TRUST_PROXY: ['10.0.0.0/8'] })
  })
  afterAll(() => behindProxy.close())

  /** A wrong mobile for a made-up CID, as the proxy forwards it (no header: the proxy's own). */
  let cids = 11_840_000_000
  const failVia = async (forwardedFor?: string) =>
    (
      await behindProxy.app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        payload: { username: String(cids++), password: '17000000' },
        remoteAddress: proxy,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      })
    ).statusCode

  it.each([
    ['an IPv4 address with a port', (port: number) => `203.0.113.7:${port}`, '203.0.113.7'],
    ['an IPv6 address in brackets with a port', (port: number) => `[2001:db8::1]:${port}`, '2001:db8::1'],
  ])('reads %s as the address it carries: a new port is no new network', async (_what, withPort, address) => {
    const statuses = []
    for (let port = 40_000; port <= 40_000 + THRESHOLD; port++) statuses.push(await failVia(withPort(port)))
    expect(statuses.at(-1)).toBe(428)
    expect(await failVia(address)).toBe(428)
  })

  it("counts anything else it cannot read as the connection's own address, never a network of its own", async () => {
    const statuses = []
    for (let i = 0; i <= THRESHOLD; i++) statuses.push(await failVia(`unknown-${i}`))
    expect(statuses.at(-1)).toBe(428)
    expect(await failVia()).toBe(428)
  })
})
