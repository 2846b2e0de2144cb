import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WALLET_EVENTS, WALLET_MESSAGES } from '@portal/domain/wallet'
import { WalletProviderError } from '../src/wallet/provider'
import { solutionFor } from './helpers/proof-of-work'
import { SIMULATOR_ISSUER } from '../src/wallet/attributes'
import { interpretDelivery, presentationResult } from '../src/wallet/webhook-payload'
import { isWalletVerified, registerCustomer, registrationFor, signIn } from './helpers/customers'
import { testApp } from './helpers/test-app'
import {
  deliver,
  injectedSocket,
  settle,
  share,
  startThread,
  browserKeyOf,
  walletCitizen,
  walletLogin,
  walletRead,
} from './helpers/wallet'

let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp({ publicUrl: 'https://portal.example' })
})
afterAll(() => portal.close())

let nextCid = 11_599_900_100
const freshCitizen = () => walletCitizen({ cid_no: String(nextCid++) })

const login = (threadId: string) => walletLogin(portal.app, threadId)
/** Whether this CID is registered, asked with the thread's key as the browser does. */
const checkCid = (cid: string, threadId: string) =>
  walletRead(portal.app, `/api/customers/check-cid/?cid=${cid}&thread_id=${threadId}`, threadId)

const threadRow = (id: string) =>
  portal.db.selectFrom('wallet_threads').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('POST /api/ndi/authenticate-ndi/', () => {
  it('starts a thread with a PNG QR code and a deep link to the simulator page', async () => {
    const started = await startThread(portal.app)
    expect(started.thread_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Buffer.from(started.qr_code_image, 'base64').subarray(1, 4).toString()).toBe('PNG')
    expect(started.deep_link_url).toBe(`https://portal.example/wallet-simulator/${started.thread_id}`)
    expect((await threadRow(started.thread_id)).state).toBe('waiting')
  })

  it("answers the provider's refusal with the QR message (502), and anything else as the portal's own fault (500)", async () => {
    const requestProof = vi.spyOn(portal.app.services.wallet.provider, 'requestProof')
    try {
      requestProof.mockRejectedValueOnce(new WalletProviderError('the provider answered 503'))
      const refused = await portal.app.inject({ method: 'POST', url: '/api/ndi/authenticate-ndi/' })
      expect(refused.statusCode).toBe(502)
      expect(refused.json()).toMatchObject({ detail: WALLET_MESSAGES.qrGenerateFailed })

      requestProof.mockRejectedValueOnce(new TypeError('a bug of ours'))
      const broken = await portal.app.inject({ method: 'POST', url: '/api/ndi/authenticate-ndi/' })
      expect(broken.statusCode).toBe(500)
      expect(broken.body).not.toContain(WALLET_MESSAGES.qrGenerateFailed)
    } finally {
      requestProof.mockRestore()
    }
  })
})

describe('POST /api/ndi/authenticate-ndi/ from one network', () => {
  // A carrier's thousands share an address: QR codes the wallet never answered are its
  // failures, and past them a proof of work is asked, never a refusal (issue 31).
  const THRESHOLD = 20

  it('asks for a proof of work past the network’s unanswered QR codes, and never refuses one with it', async () => {
    const small = await testApp({ ADDRESS_FAILURES_BEFORE_PROOF: THRESHOLD })
    try {
      const ask = (remoteAddress: string, proof?: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/ndi/authenticate-ndi/',
          remoteAddress,
          headers: proof ? { 'x-altcha': proof } : {},
        })
      for (let i = 0; i < THRESHOLD; i++) expect((await ask('10.9.9.9')).statusCode).toBe(200)
      const asked = await ask('10.9.9.9')
      expect(asked.statusCode).toBe(428)
      expect(asked.json()).toMatchObject({ proof_of_work: 'required' })
      expect((await ask('10.9.9.9', await solutionFor(asked))).statusCode).toBe(200)
      expect((await ask('10.9.9.10')).statusCode).toBe(200)
    } finally {
      await small.close()
    }
  })

  it('tells customers behind a trusted proxy apart by X-Forwarded-For, and only then', async () => {
    const behindProxy = await testApp({
      TRUST_PROXY: ['127.0.0.1'],
      ADDRESS_FAILURES_BEFORE_PROOF: THRESHOLD,
    })
    const direct = await testApp({ ADDRESS_FAILURES_BEFORE_PROOF: THRESHOLD })
    try {
      const ask = (app: typeof portal.app, forwardedFor: string) =>
        app.inject({
          method: 'POST',
          url: '/api/ndi/authenticate-ndi/',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        })
      for (let i = 0; i < THRESHOLD; i++) await ask(behindProxy.app, '203.0.113.7')
      expect((await ask(behindProxy.app, '203.0.113.7')).statusCode).toBe(428)
      expect((await ask(behindProxy.app, '203.0.113.8')).statusCode).toBe(200)

      // Not configured: the header is anyone's to write, so it counts for nothing.
      for (let i = 0; i < THRESHOLD; i++) await ask(direct.app, `198.51.100.${i}`)
      expect((await ask(direct.app, '198.51.100.200')).statusCode).toBe(428)
    } finally {
      await behindProxy.close()
      await direct.close()
    }
  })
})

describe('POST /api/ndi/webhook/', () => {
  it('refuses a delivery without the shared secret', async () => {
    const { thread_id } = await startThread(portal.app)
    const payload = { type: 'present-proof/rejected', thid: thread_id }
    expect((await deliver(portal.app, payload, 'not-the-secret')).statusCode).toBe(401)
    const unsigned = await portal.app.inject({ method: 'POST', url: '/api/ndi/webhook/', payload })
    expect(unsigned.statusCode).toBe(401)
    expect((await threadRow(thread_id)).state).toBe('waiting')
  })

  it('acknowledges and ignores other types', async () => {
    const { thread_id } = await startThread(portal.app)
    const response = await deliver(portal.app, { type: 'relationship-status/accepted', thid: thread_id })
    expect(response.statusCode).toBe(202)
    expect((await threadRow(thread_id)).state).toBe('waiting')
  })

  it('is idempotent: the same delivery three times gives one result and one socket message', async () => {
    const { thread_id } = await startThread(portal.app)
    const socket = await injectedSocket(portal.app, thread_id)
    const citizen = freshCitizen()
    const payload = presentationResult(thread_id, citizen, portal.app.services.wallet.attributes)
    for (let i = 0; i < 3; i++) expect((await deliver(portal.app, payload)).statusCode).toBe(202)

    expect(await socket.next()).toEqual({
      type: WALLET_EVENTS.complete,
      thread_id,
      cid_no: citizen.cid_no,
      mobile_no: citizen.mobile_no,
    })
    await settle()
    expect(socket.received).toHaveLength(1)
    const row = await threadRow(thread_id)
    expect(row.state).toBe('verified')
    expect(row.shared).toMatchObject({ cid_no: citizen.cid_no, full_name: citizen.full_name })
    socket.close()
  })

  it('reads "ProofValidated" in any case and a +975 mobile number as its 8 digits', async () => {
    const { thread_id } = await startThread(portal.app)
    const payload = presentationResult(
      thread_id,
      freshCitizen(),
      portal.app.services.wallet.attributes,
    ) as Record<string, unknown>
    const revealed = (payload.requested_presentation as { revealed_attrs: Record<string, unknown> })
      .revealed_attrs
    revealed['Mobile Number'] = [{ value: '+975 17654321', identifier_index: 1 }]
    await deliver(portal.app, { ...payload, verification_result: 'proofvalidated' })
    expect(await threadRow(thread_id)).toMatchObject({ state: 'verified', mobile: '17654321' })
  })

  it('says "rejected" for a refused share and "no data found" for a result without the needed data', async () => {
    const rejected = await startThread(portal.app)
    const refusedSocket = await injectedSocket(portal.app, rejected.thread_id)
    await deliver(portal.app, { type: 'present-proof/rejected', thid: rejected.thread_id })
    expect(await refusedSocket.next()).toMatchObject({
      type: WALLET_EVENTS.rejected,
      thread_id: rejected.thread_id,
    })

    const empty = await startThread(portal.app)
    const emptySocket = await injectedSocket(portal.app, empty.thread_id)
    const withoutMobile = presentationResult(
      empty.thread_id,
      { ...freshCitizen(), mobile_no: undefined },
      portal.app.services.wallet.attributes,
    )
    await deliver(portal.app, withoutMobile)
    expect(await emptySocket.next()).toMatchObject({ type: WALLET_EVENTS.noData, thread_id: empty.thread_id })

    const failed = await startThread(portal.app)
    await deliver(portal.app, {
      ...presentationResult(failed.thread_id, freshCitizen(), portal.app.services.wallet.attributes),
      verification_result: 'ProofFailed',
    })
    expect((await threadRow(failed.thread_id)).state).toBe('rejected')
    refusedSocket.close()
    emptySocket.close()
  })

  it('does not settle an expired thread', async () => {
    const { thread_id } = await startThread(portal.app)
    await portal.db
      .updateTable('wallet_threads')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', thread_id)
      .execute()
    expect((await share(portal.app, thread_id, freshCitizen())).statusCode).toBe(409)
    const payload = presentationResult(thread_id, freshCitizen(), portal.app.services.wallet.attributes)
    expect((await deliver(portal.app, payload)).statusCode).toBe(202)
    expect((await threadRow(thread_id)).state).toBe('waiting')
  })
})

describe('/ws/socket-server/', () => {
  it('sends each socket its own thread only', async () => {
    const first = await startThread(portal.app)
    const second = await startThread(portal.app)
    const firstSocket = await injectedSocket(portal.app, first.thread_id)
    const secondSocket = await injectedSocket(portal.app, second.thread_id)

    const firstCitizen = freshCitizen()
    await share(portal.app, first.thread_id, firstCitizen)
    expect(await firstSocket.next()).toMatchObject({
      thread_id: first.thread_id,
      cid_no: firstCitizen.cid_no,
    })
    await settle()
    expect(secondSocket.received).toEqual([])

    const secondCitizen = freshCitizen()
    await share(portal.app, second.thread_id, secondCitizen)
    expect(await secondSocket.next()).toMatchObject({
      thread_id: second.thread_id,
      cid_no: secondCitizen.cid_no,
    })
    await settle()
    expect(firstSocket.received).toHaveLength(1)
    firstSocket.close()
    secondSocket.close()
  })

  it('delivers a result that came before the socket subscribed', async () => {
    const { thread_id } = await startThread(portal.app)
    await share(portal.app, thread_id, freshCitizen())
    const late = await injectedSocket(portal.app, thread_id)
    expect(await late.next()).toMatchObject({ type: WALLET_EVENTS.complete, thread_id })
    late.close()
  })

  it('closes a socket that does not subscribe properly', async () => {
    await portal.app.ready()
    const socket = await portal.app.injectWS('/ws/socket-server/')
    const closed = new Promise<number>((resolve) => socket.once('close', resolve))
    socket.send('{"type":"listen-to-everything"}')
    expect(await closed).toBe(1008)
  })
})

describe('signing in with a verified thread', () => {
  it('signs a registered customer in once, wallet-verified from then on, and refuses the thread afterwards', async () => {
    const customer = await registerCustomer(portal.app, { cid: String(nextCid++), mobile: '17222333' })
    expect(await isWalletVerified(portal.app, customer.cid)).toBe(false)
    const { thread_id } = await startThread(portal.app)
    await share(portal.app, thread_id, walletCitizen({ cid_no: customer.cid, mobile_no: customer.mobile }))

    const check = await checkCid(customer.cid, thread_id)
    expect(check.json()).toEqual({ registered: true })
    const first = await login(thread_id)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ token: expect.any(String), name: customer.name })
    expect(await isWalletVerified(portal.app, customer.cid)).toBe(true)
    const again = await login(thread_id)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ detail: WALLET_MESSAGES.threadExpired })
  })

  it('refuses a thread still waiting, rejected, unknown or expired', async () => {
    const waiting = await startThread(portal.app)
    expect((await login(waiting.thread_id)).statusCode).toBe(404)
    const rejected = await startThread(portal.app)
    await portal.app.inject({ method: 'POST', url: `/api/ndi/simulator/${rejected.thread_id}/reject/` })
    expect((await login(rejected.thread_id)).statusCode).toBe(404)
    expect((await login('00000000-0000-0000-0000-000000000000')).statusCode).toBe(404)

    const customer = await registerCustomer(portal.app, { cid: String(nextCid++) })
    const expired = await startThread(portal.app)
    await share(
      portal.app,
      expired.thread_id,
      walletCitizen({ cid_no: customer.cid, mobile_no: customer.mobile }),
    )
    await portal.db
      .updateTable('wallet_threads')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', expired.thread_id)
      .execute()
    expect((await login(expired.thread_id)).statusCode).toBe(404)
  })

  it('takes a new citizen through prefilled registration, then signs them in with the same thread', async () => {
    const citizen = freshCitizen()
    const { thread_id } = await startThread(portal.app)
    await share(portal.app, thread_id, citizen)

    const check = await checkCid(citizen.cid_no, thread_id)
    expect(check.json()).toEqual({ registered: false })
    const notYet = await login(thread_id)
    expect(notYet.json()).toEqual({ detail: WALLET_MESSAGES.loginFailed })

    // The helper's registration lives in Thimphu, gewog Chang: the wallet's places.
    const registration = await registrationFor(portal.app, { cid: citizen.cid_no, mobile: citizen.mobile_no })
    const prefill = await walletRead(portal.app, `/api/ndi/threads/${thread_id}/`, thread_id)
    expect(prefill.json()).toEqual({
      ...citizen,
      dzongkhag_id: registration.permanent_address.dzongkhag,
      gewog_id: registration.permanent_address.gewog,
    })

    const someoneElse = await portal.app.inject({
      method: 'POST',
      url: '/api/customers/',
      payload: { ...registration, cid: String(nextCid++), thread_id, browser_key: browserKeyOf(thread_id) },
    })
    expect(someoneElse.json()).toEqual({ detail: WALLET_MESSAGES.threadNotForCid })
    const registered = await portal.app.inject({
      method: 'POST',
      url: '/api/customers/',
      payload: { ...registration, thread_id, browser_key: browserKeyOf(thread_id) },
    })
    expect(registered.statusCode).toBe(201)
    // Registered by the wallet, the account is wallet-verified from the start.
    expect(await isWalletVerified(portal.app, citizen.cid_no)).toBe(true)
    expect((await login(thread_id)).statusCode).toBe(200)
    // The same wallet later finds the account as it is.
    const next = (await startThread(portal.app)).thread_id
    await share(portal.app, next, citizen)
    const again = await checkCid(citizen.cid_no, next)
    expect(again.json()).toEqual({ registered: true })
  })
})

describe('GET /api/customers/check-cid/', () => {
  it("finds a wallet-verified account whose mobile is not the wallet's, which the sign-in moves to the wallet's", async () => {
    const customer = await registerCustomer(portal.app, { cid: String(nextCid++), mobile: '17111222' })
    await portal.db
      .updateTable('customers')
      .set({ wallet_verified: true })
      .where('cid', '=', customer.cid)
      .execute()
    const { thread_id } = await startThread(portal.app)
    await share(portal.app, thread_id, walletCitizen({ cid_no: customer.cid, mobile_no: '77111222' }))
    const response = await checkCid(customer.cid, thread_id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ registered: true })
    expect((await login(thread_id)).statusCode).toBe(200)
  })

  it('lets the wallet-verified owner reclaim a CID registered without the wallet, and tells the old number', async () => {
    const customer = await registerCustomer(portal.app, { cid: String(nextCid++), mobile: '17111333' })
    const squatter = await signIn(portal.app, customer)
    const { thread_id } = await startThread(portal.app)
    await share(portal.app, thread_id, walletCitizen({ cid_no: customer.cid, mobile_no: '77111333' }))
    expect((await checkCid(customer.cid, thread_id)).json()).toEqual({ registered: true })

    expect((await login(thread_id)).statusCode).toBe(200)
    const row = await portal.db
      .selectFrom('customers')
      .select(['mobile', 'wallet_verified'])
      .where('cid', '=', customer.cid)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ mobile: '77111333', wallet_verified: true })
    // The sessions of whoever held the account before end now.
    const profile = await portal.app.inject({
      url: '/api/customers/profile/',
      headers: { authorization: squatter },
    })
    expect(profile.statusCode).toBe(401)
    const notice = await portal.db
      .selectFrom('outbox')
      .select(['recipient', 'body'])
      .where('recipient', '=', '17111333')
      .where('sensitive', '=', false)
      .executeTakeFirstOrThrow()
    expect(notice.body).toContain('changed to 77****33')
  })

  it('answers only for the CID the thread verified', async () => {
    const customer = await registerCustomer(portal.app, { cid: String(nextCid++) })
    const { thread_id } = await startThread(portal.app)
    await share(portal.app, thread_id, freshCitizen())
    const probe = await checkCid(customer.cid, thread_id)
    expect(probe.statusCode).toBe(403)
    const noThread = await portal.app.inject({ url: `/api/customers/check-cid/?cid=${customer.cid}` })
    expect(noThread.statusCode).toBe(400)
    const waiting = await startThread(portal.app)
    const early = await checkCid(customer.cid, waiting.thread_id)
    expect(early.statusCode).toBe(404)
  })
})

describe('the simulator routes', () => {
  it('refuse as a wallet would: the page hears "rejected", and the thread takes nothing more', async () => {
    const { thread_id } = await startThread(portal.app)
    const socket = await injectedSocket(portal.app, thread_id)
    const reject = () => portal.app.inject({ method: 'POST', url: `/api/ndi/simulator/${thread_id}/reject/` })
    const refused = await reject()
    expect(refused.statusCode).toBe(202)
    expect(await socket.next()).toMatchObject({ type: WALLET_EVENTS.rejected, thread_id })
    expect((await threadRow(thread_id)).state).toBe('rejected')

    const again = await reject()
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ detail: WALLET_MESSAGES.threadExpired })
    expect((await share(portal.app, thread_id, freshCitizen())).statusCode).toBe(409)
    socket.close()
  })

  it('do not tell the phone "shared" when the portal did not take the delivery', async () => {
    const { thread_id } = await startThread(portal.app)
    const settleThread = vi
      .spyOn(portal.app.services.wallet, 'settleThread')
      .mockRejectedValueOnce(new Error('the database went away'))
    try {
      expect((await share(portal.app, thread_id, freshCitizen())).statusCode).toBe(500)
      expect((await threadRow(thread_id)).state).toBe('waiting')
    } finally {
      settleThread.mockRestore()
    }
  })

  it('check the shared identity like the registration form', async () => {
    const { thread_id } = await startThread(portal.app)
    const response = await share(portal.app, thread_id, walletCitizen({ cid_no: '123' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toHaveProperty('cid_no')
    expect((await threadRow(thread_id)).state).toBe('waiting')
  })

  it('do not exist with the real provider', async () => {
    const real = await testApp(
      {
        WALLET_PROVIDER: 'bhutan-ndi',
        NDI_ATTRIBUTES: {},
      },
      {
        walletProvider: {
          kind: 'bhutan-ndi',
          requestProof: async () => ({ threadId: 'real-thread', proofUrl: 'https://x', deepLink: 'y://z' }),
          forgetThread: async () => {},
        },
      },
    )
    try {
      const { thread_id } = await startThread(real.app)
      expect(thread_id).toBe('real-thread')
      const response = await share(real.app, thread_id, walletCitizen())
      expect(response.statusCode).toBe(404)
    } finally {
      await real.close()
    }
  })
})

describe('the browser key (DESIGN.md §5)', () => {
  it('sends the result only to a socket that presented the key', async () => {
    const { thread_id } = await startThread(portal.app)
    const holder = await injectedSocket(portal.app, thread_id)
    const eavesdropper = await injectedSocket(portal.app, thread_id, 'B'.repeat(43))
    await share(portal.app, thread_id, freshCitizen())
    expect(await holder.next()).toMatchObject({ type: WALLET_EVENTS.complete, thread_id })
    await settle()
    expect(eavesdropper.received).toEqual([])
    holder.close()
    eavesdropper.close()
  })

  it('reads as absent (404) to a read, a check, a sign-in or a registration without it', async () => {
    const citizen = freshCitizen()
    const { thread_id } = await startThread(portal.app)
    await share(portal.app, thread_id, citizen)
    const withoutKey = (url: string) => walletRead(portal.app, url, thread_id, false)
    expect((await withoutKey(`/api/ndi/threads/${thread_id}/`)).statusCode).toBe(404)
    const checkUrl = `/api/customers/check-cid/?cid=${citizen.cid_no}&thread_id=${thread_id}`
    expect((await withoutKey(checkUrl)).statusCode).toBe(404)
    expect((await walletLogin(portal.app, thread_id, 'B'.repeat(43))).statusCode).toBe(404)
    const noKey = await portal.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { thread_id },
    })
    expect(noKey.statusCode).toBe(404)
    const registration = await registrationFor(portal.app, { cid: citizen.cid_no, mobile: citizen.mobile_no })
    const register = await portal.app.inject({
      method: 'POST',
      url: '/api/customers/',
      payload: { ...registration, thread_id, browser_key: 'B'.repeat(43) },
    })
    expect(register.statusCode).toBe(404)
    // With the key, the same thread still works: the failures above used nothing up.
    expect((await walletRead(portal.app, `/api/ndi/threads/${thread_id}/`, thread_id)).statusCode).toBe(200)
  })

  it('is in the answer to the page, never in the QR code or the deep link', async () => {
    const started = await startThread(portal.app)
    expect(started.browser_key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(started.deep_link_url).not.toContain(started.browser_key)
    const row = await threadRow(started.thread_id)
    expect(JSON.stringify(row)).not.toContain(started.browser_key)
  })
})

describe('the credential schemas', () => {
  it('takes a result whose values come from another schema as no data', async () => {
    const { thread_id } = await startThread(portal.app)
    const socket = await injectedSocket(portal.app, thread_id)
    const forged = presentationResult(thread_id, freshCitizen(), {
      ...portal.app.services.wallet.attributes,
      schemaOf: () => 'did:example:self-made-schema',
    })
    expect((await deliver(portal.app, forged)).statusCode).toBe(202)
    expect(await socket.next()).toMatchObject({ type: WALLET_EVENTS.noData, thread_id })
    expect((await threadRow(thread_id)).state).toBe('no_data')
    socket.close()
  })

  it('takes a result whose credentials another issuer issued as no data', async () => {
    const { thread_id } = await startThread(portal.app)
    const socket = await injectedSocket(portal.app, thread_id)
    const forged = presentationResult(thread_id, freshCitizen(), {
      ...portal.app.services.wallet.attributes,
      issuers: ['did:example:self-made-issuer'],
    })
    expect((await deliver(portal.app, forged)).statusCode).toBe(202)
    expect(await socket.next()).toMatchObject({ type: WALLET_EVENTS.noData, thread_id })
    expect((await threadRow(thread_id)).state).toBe('no_data')
    socket.close()
  })

  // Issue 45: `issuer_did` is the presenter's word; the credential definition is the ledger's.
  it('takes a self-made credential that names a trusted issuer in issuer_did as no data', async () => {
    const { thread_id } = await startThread(portal.app)
    const socket = await injectedSocket(portal.app, thread_id)
    const forged = withIdentifiers(
      presentationResult(thread_id, freshCitizen(), {
        ...portal.app.services.wallet.attributes,
        issuers: ['did:example:self-made-issuer'],
      }),
      { issuer_did: SIMULATOR_ISSUER },
    )
    expect((await deliver(portal.app, forged)).statusCode).toBe(202)
    expect(await socket.next()).toMatchObject({ type: WALLET_EVENTS.noData, thread_id })
    expect((await threadRow(thread_id)).state).toBe('no_data')
    socket.close()
  })

  it('believes an issuer only from the credential definition, and only when issuer_did agrees', () => {
    const second = 'did:example:second-trusted-issuer'
    const attributes = { ...portal.app.services.wallet.attributes, issuers: [SIMULATOR_ISSUER, second] }
    const presented = presentationResult('thread', freshCitizen(), attributes)
    const outcome = (changes: Record<string, unknown>) =>
      interpretDelivery(withIdentifiers(presented, changes), attributes).kind

    expect(outcome({})).toBe('verified')
    expect(outcome({ issuer_did: SIMULATOR_ISSUER })).toBe('verified')
    // Both trusted, but not the same: one of them is not what the ledger says.
    expect(outcome({ issuer_did: second })).toBe('no_data')
    // No credential definition: nothing but the presenter's word names the issuer.
    expect(outcome({ cred_def_id: undefined, issuer_did: SIMULATOR_ISSUER })).toBe('no_data')
    expect(outcome({ cred_def_id: 'not-a-credential-definition', issuer_did: SIMULATOR_ISSUER })).toBe(
      'no_data',
    )
    // AnonCreds' form names its issuer before `/anoncreds/`.
    const anonCreds = `${second}/anoncreds/v0/CLAIM_DEF/12/default`
    expect(outcome({ cred_def_id: anonCreds })).toBe('verified')
    expect(outcome({ cred_def_id: anonCreds, issuer_did: SIMULATOR_ISSUER })).toBe('no_data')
    // Where no issuer is listed (development), any is believed, but not one that contradicts itself.
    const anyIssuer = { ...attributes, issuers: [] }
    expect(interpretDelivery(withIdentifiers(presented, {}), anyIssuer).kind).toBe('verified')
    expect(interpretDelivery(withIdentifiers(presented, { issuer_did: second }), anyIssuer).kind).toBe(
      'no_data',
    )
  })
})

/** A delivery whose every credential identifier has these changes (`undefined` removes one). */
function withIdentifiers(delivery: ReturnType<typeof presentationResult>, changes: Record<string, unknown>) {
  const identifiers = delivery.requested_presentation.identifiers.map((identifier) => {
    const changed: Record<string, unknown> = { ...identifier, ...changes }
    for (const [key, value] of Object.entries(changed)) if (value === undefined) delete changed[key]
    return changed
  })
  return { ...delivery, requested_presentation: { ...delivery.requested_presentation, identifiers } }
}
