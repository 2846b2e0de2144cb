import { z } from 'zod'
import type { AttributeNames } from './attributes'
import { WalletProviderError, type ProofRequest, type WalletProvider } from './provider'

export interface BhutanNdiOptions {
  authUrl: string
  verifierUrl: string
  clientId: string
  clientSecret: string
  webhookId: string
  webhookUrl: string
  webhookSecret: string
  proofName: string
  attributes: AttributeNames
  /** Each call gives up after this long. */
  timeoutMs?: number
}

const ZToken = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() })
const ZProofCreated = z.object({
  data: z.object({
    proofRequestThreadId: z.string().min(1),
    proofRequestURL: z.string().min(1),
    deepLinkURL: z.string().min(1),
  }),
})

/** Renew a little before the provider's expiry, so a token never dies in flight. */
const TOKEN_MARGIN_MS = 60_000

/**
 * The Bhutan NDI verifier API (ndi-verifier-api.md): a client-credentials token, cached
 * and renewed on expiry or a 401; proof requests; webhook registration once per process
 * and a subscription per thread.
 */
export class BhutanNdiClient implements WalletProvider {
  readonly kind = 'bhutan-ndi' as const
  private token: { value: string; renewAt: number } | undefined
  private webhookRegistered = false

  constructor(private readonly options: BhutanNdiOptions) {}

  async requestProof(): Promise<ProofRequest> {
    await this.registerWebhook()
    const { names, requested } = this.options.attributes
    const response = await this.call('POST', '/verifier/v1/proof-request', {
      proofName: this.options.proofName,
      proofAttributes: requested.map((field) => ({
        name: names[field],
        restrictions: [{ schema_name: this.options.attributes.schemaOf(field) }],
      })),
    })
    const created = ZProofCreated.safeParse(await response.json().catch(() => undefined))
    if (!created.success) throw new WalletProviderError('The proof request answer had an unexpected shape')
    const { proofRequestThreadId: threadId, proofRequestURL, deepLinkURL } = created.data.data
    await this.call('POST', '/webhook/v1/subscribe', { webhookId: this.options.webhookId, threadId })
    return { threadId, proofUrl: proofRequestURL, deepLink: deepLinkURL }
  }

  async forgetThread(threadId: string): Promise<void> {
    await this.call('POST', '/webhook/v1/unsubscribe', { threadId })
  }

  /** Registration is idempotent at the provider: 409 means it was already there. */
  private async registerWebhook() {
    if (this.webhookRegistered) return
    await this.call(
      'POST',
      '/webhook/v1/register',
      {
        webhookId: this.options.webhookId,
        webhookURL: this.options.webhookUrl,
        authentication: { type: 'OAuth2', version: 'v2', data: { token: this.options.webhookSecret } },
      },
      [409],
    )
    this.webhookRegistered = true
  }

  /** A verifier call with the cached token; one retry with a new token after a 401. */
  private async call(method: string, path: string, body: unknown, alsoFine: number[] = []) {
    for (const attempt of [1, 2]) {
      const token = await this.accessToken(attempt === 2)
      const response = await this.fetch(`${this.options.verifierUrl}${path}`, method, body, token)
      if (response.status === 401 && attempt === 1) {
        this.token = undefined
        continue
      }
      if (response.ok || alsoFine.includes(response.status)) return response
      throw new WalletProviderError(`${method} ${path} answered ${response.status}`)
    }
    throw new WalletProviderError(`${method} ${path} refused a fresh token`)
  }

  private async accessToken(renew: boolean): Promise<string> {
    if (!renew && this.token && Date.now() < this.token.renewAt) return this.token.value
    const response = await this.fetch(`${this.options.authUrl}/authentication/v1/authenticate`, 'POST', {
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
      grant_type: 'client_credentials',
    })
    if (!response.ok) throw new WalletProviderError(`authentication answered ${response.status}`)
    const token = ZToken.safeParse(await response.json().catch(() => undefined))
    if (!token.success) throw new WalletProviderError('The token answer had an unexpected shape')
    const lifetimeMs = token.data.expires_in * 1000
    this.token = {
      value: token.data.access_token,
      renewAt: Date.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, lifetimeMs / 2),
    }
    return this.token.value
  }

  private async fetch(url: string, method: string, body: unknown, token?: string): Promise<Response> {
    try {
      return await fetch(url, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      })
    } catch (error) {
      throw new WalletProviderError(`${method} ${url} failed: ${(error as Error).message}`, { cause: error })
    }
  }
}
