import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { WALLET_MESSAGES } from '@portal/domain/wallet'
import { loadConfig } from '../src/config'
import { attributeNames } from '../src/wallet/attributes'
import { BhutanNdiClient, type BhutanNdiOptions } from '../src/wallet/bhutan-ndi-client'
import { WalletProviderError } from '../src/wallet/provider'
import { startFakeNdi } from './helpers/fake-ndi'
import { testApp } from './helpers/test-app'

let ndi: Awaited<ReturnType<typeof startFakeNdi>>
beforeAll(async () => {
  ndi = await startFakeNdi()
})
afterAll(() => ndi.close())
afterEach(() => {
  ndi.calls.length = 0
  ndi.registeredWebhooks.clear()
  ndi.setTokenLifetime(3_600)
  ndi.failProofRequests(false)
})

const options = (changes: Partial<BhutanNdiOptions> = {}): BhutanNdiOptions => ({
  authUrl: ndi.url,
  verifierUrl: ndi.url,
  clientId: 'portal-client',
  clientSecret: 'portal-secret',
  webhookId: 'bpc-portal-test',
  webhookUrl: 'https://portal.example/api/ndi/webhook/',
  webhookSecret: 'the-shared-webhook-secret',
  proofName: 'Verify Foundational ID',
  attributes: attributeNames({
    NDI_ATTRIBUTES: {},
    WALLET_PROVIDER: 'bhutan-ndi',
    NDI_FOUNDATIONAL_ID_SCHEMA: 'https://schema.example/foundational-id',
    NDI_MOBILE_SCHEMA: 'https://schema.example/mobile',
    NDI_ISSUER_DIDS: ['did:example:bhutan-ndi'],
  }),
  ...changes,
})

describe('the Bhutan NDI verifier client', () => {
  it('asks for the configured attributes and subscribes the thread to the webhook', async () => {
    const client = new BhutanNdiClient(options())
    const proof = await client.requestProof()

    expect(proof.proofUrl).toBe(`https://fake-ndi/proof/${proof.threadId}`)
    expect(proof.deepLink).toMatch(/^bhutanndi:\/\/data\?url=/)
    const [request] = ndi.callsTo('/verifier/v1/proof-request')
    expect(request!.body).toEqual({
      proofName: 'Verify Foundational ID',
      proofAttributes: [
        { name: 'ID Number', restrictions: [{ schema_name: 'https://schema.example/foundational-id' }] },
        { name: 'Full Name', restrictions: [{ schema_name: 'https://schema.example/foundational-id' }] },
        { name: 'Mobile Number', restrictions: [{ schema_name: 'https://schema.example/mobile' }] },
      ],
    })
    expect(ndi.callsTo('/webhook/v1/register')[0]!.body).toEqual({
      webhookId: 'bpc-portal-test',
      webhookURL: 'https://portal.example/api/ndi/webhook/',
      authentication: { type: 'OAuth2', version: 'v2', data: { token: 'the-shared-webhook-secret' } },
    })
    expect(ndi.subscriptions.get(proof.threadId)).toBe('bpc-portal-test')

    await client.forgetThread(proof.threadId)
    expect(ndi.subscriptions.has(proof.threadId)).toBe(false)
  })

  it('keeps its token between calls and registers the webhook once', async () => {
    const client = new BhutanNdiClient(options())
    await client.requestProof()
    await client.requestProof()
    expect(ndi.callsTo('/authentication/v1/authenticate')).toHaveLength(1)
    expect(ndi.callsTo('/webhook/v1/register')).toHaveLength(1)
    const bearers = new Set(ndi.calls.filter((c) => c.authorization).map((c) => c.authorization))
    expect(bearers.size).toBe(1)
  })

  it('fetches a new token when the provider says 401, and carries on', async () => {
    const client = new BhutanNdiClient(options())
    await client.requestProof()
    ndi.expireTokens()
    const proof = await client.requestProof()
    expect(proof.threadId).toBeTruthy()
    expect(ndi.callsTo('/authentication/v1/authenticate')).toHaveLength(2)
  })

  it('renews its token a minute before the provider says it expires', async () => {
    ndi.setTokenLifetime(300)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const client = new BhutanNdiClient(options())
      await client.requestProof()
      vi.setSystemTime(Date.now() + 230_000)
      await client.requestProof()
      expect(ndi.callsTo('/authentication/v1/authenticate')).toHaveLength(1)
      vi.setSystemTime(Date.now() + 20_000)
      await client.requestProof()
      expect(ndi.callsTo('/authentication/v1/authenticate')).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('takes a 409 on registration as already registered', async () => {
    ndi.registeredWebhooks.add('bpc-portal-test')
    const proof = await new BhutanNdiClient(options()).requestProof()
    expect(ndi.callsTo('/webhook/v1/register')).toHaveLength(1)
    expect(ndi.subscriptions.get(proof.threadId)).toBe('bpc-portal-test')
  })

  it('fails with a provider error on wrong credentials, a failing verifier or no answer', async () => {
    await expect(new BhutanNdiClient(options({ clientSecret: 'wrong' })).requestProof()).rejects.toThrow(
      WalletProviderError,
    )
    ndi.failProofRequests(true)
    await expect(new BhutanNdiClient(options()).requestProof()).rejects.toThrow(WalletProviderError)
    const unreachable = options({ verifierUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9' })
    await expect(new BhutanNdiClient(unreachable).requestProof()).rejects.toThrow(WalletProviderError)
  })
})

describe('the portal with WALLET_PROVIDER=bhutan-ndi', () => {
  it('starts a real thread, and answers 502 with the QR message when the provider fails', async () => {
    const portal = await testApp({
      WALLET_PROVIDER: 'bhutan-ndi',
      NDI_AUTH_URL: ndi.url,
      NDI_VERIFIER_URL: ndi.url,
      NDI_CLIENT_ID: 'portal-client',
      NDI_CLIENT_SECRET: 'portal-secret',
      NDI_FOUNDATIONAL_ID_SCHEMA: 'https://schema.example/foundational-id',
      NDI_MOBILE_SCHEMA: 'https://schema.example/mobile',
      NDI_WEBHOOK_ID: 'bpc-portal-app',
    })
    try {
      const started = await portal.app.inject({ method: 'POST', url: '/api/ndi/authenticate-ndi/' })
      expect(started.statusCode).toBe(200)
      const { thread_id, deep_link_url } = started.json<{ thread_id: string; deep_link_url: string }>()
      expect(deep_link_url).toBe(`bhutanndi://data?url=https://fake-ndi/proof/${thread_id}`)
      // The webhook is registered with the portal's own secret, which the webhook then demands.
      const registration = ndi.callsTo('/webhook/v1/register')[0]!.body as {
        authentication: { data: { token: string } }
      }
      expect(registration.authentication.data.token).toBe(portal.app.services.wallet.webhookSecret)

      ndi.failProofRequests(true)
      const failed = await portal.app.inject({ method: 'POST', url: '/api/ndi/authenticate-ndi/' })
      expect(failed.statusCode).toBe(502)
      expect(failed.json()).toMatchObject({
        error: WALLET_MESSAGES.qrGenerateFailed,
        detail: WALLET_MESSAGES.qrGenerateFailed,
      })
    } finally {
      await portal.close()
    }
  })
})

describe('WALLET_PROVIDER=bhutan-ndi configuration', () => {
  const complete = {
    WALLET_PROVIDER: 'bhutan-ndi',
    NDI_AUTH_URL: 'https://auth.example',
    NDI_VERIFIER_URL: 'https://verifier.example',
    NDI_CLIENT_ID: 'id',
    NDI_CLIENT_SECRET: 'secret',
    NDI_FOUNDATIONAL_ID_SCHEMA: 'https://schema.example/id',
    NDI_MOBILE_SCHEMA: 'https://schema.example/mobile',
    PUBLIC_URL: 'https://portal.example',
  }

  it('names what is missing, including a public address for the webhook', () => {
    expect(() => loadConfig({ WALLET_PROVIDER: 'bhutan-ndi' })).toThrow(
      /NDI_AUTH_URL, NDI_VERIFIER_URL, NDI_CLIENT_ID, NDI_CLIENT_SECRET, NDI_FOUNDATIONAL_ID_SCHEMA, NDI_MOBILE_SCHEMA, PUBLIC_URL or NDI_WEBHOOK_URL/,
    )
    expect(loadConfig(complete).WALLET_PROVIDER).toBe('bhutan-ndi')
  })

  it('reads NDI_ATTRIBUTES as JSON and asks for the fields it adds', () => {
    const config = loadConfig({ ...complete, NDI_ATTRIBUTES: '{"village":"Village","cid_no":"CID"}' })
    const attributes = attributeNames(config)
    expect(attributes.names.cid_no).toBe('CID')
    expect(attributes.requested).toEqual(['cid_no', 'full_name', 'mobile_no', 'village'])
    expect(() => loadConfig({ ...complete, NDI_ATTRIBUTES: 'not json' })).toThrow(/NDI_ATTRIBUTES/)
  })
})
