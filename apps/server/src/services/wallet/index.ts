import { randomBytes } from 'node:crypto'
import QRCode from 'qrcode'
import type { TWalletData } from '@portal/domain/wallet'
import { WALLET_MESSAGES } from '@portal/domain/wallet'
import type { TConfig } from '../../config'
import { HttpError } from '../../errors'
import { walletThreadsRepository } from '../../repositories/wallet-threads'
import { attributeNames } from '../../wallet/attributes'
import { createWalletProvider } from '../../wallet/create-provider'
import { WalletProviderError, type WalletProvider } from '../../wallet/provider'
import { interpretDelivery, presentationResult, rejectedDelivery } from '../../wallet/webhook-payload'
import { given, type ServiceDeps } from '../deps'
import { createThread, settleThread, verifiedThreadData, walletKeyOr404 } from './threads'
import { presentsSecret, webhookSecret } from './webhook-secret'

type WalletSettings = Extract<
  keyof TConfig,
  `NDI_${string}` | 'WALLET_PROVIDER' | 'WALLET_WEBHOOK_SECRET' | 'publicUrl'
>

/**
 * The national digital identity wallet (DESIGN.md §5): a sign-in's QR code and thread, the
 * provider's deliveries to the webhook, what a verified thread shared, and the webhook's secret
 * (WALLET_WEBHOOK_SECRET, else one the portal keeps). The NDI_ settings name the provider; with
 * WALLET_PROVIDER=simulator the portal plays the wallet itself, in development. `start()` (at
 * the app's start) reads the secret and connects the provider.
 */
export function walletArea({
  db,
  box,
  config,
  walletProvider,
}: ServiceDeps<WalletSettings> & { walletProvider?: WalletProvider }) {
  const threads = walletThreadsRepository(db)
  const attributes = attributeNames(config)
  let connected: { secret: string; provider: WalletProvider } | undefined
  const connection = () => {
    if (!connected) throw new Error('the wallet area is not started')
    return connected
  }

  /** A delivery presenting the secret settles its thread; false when the secret is not presented. */
  async function takeDelivery(
    authorization: string | undefined,
    body: unknown,
    onForgetFailed: (error: Error) => void,
  ) {
    const { secret, provider } = connection()
    if (!presentsSecret(authorization, secret)) return false
    const outcome = interpretDelivery(body, attributes)
    // Through the area, so that a failing database can be stood in for in a test.
    if (outcome.kind !== 'ignored' && (await area.settleThread(outcome)))
      provider.forgetThread(outcome.threadId).catch(onForgetFailed)
    return true
  }

  /** The simulator's share or refusal: the very delivery a provider would post to the webhook. */
  async function simulate(threadId: string, delivery: unknown, onForgetFailed: (error: Error) => void) {
    if (!(await threads.isWaiting(threadId))) throw new HttpError(409, WALLET_MESSAGES.threadExpired)
    await takeDelivery(`Bearer ${connection().secret}`, delivery, onForgetFailed)
  }

  const area = {
    simulated: config.WALLET_PROVIDER === 'simulator',
    attributes,
    async start() {
      const secret = await webhookSecret(db, box, config.WALLET_WEBHOOK_SECRET)
      connected = { secret, provider: walletProvider ?? createWalletProvider(config, secret) }
    },
    get webhookSecret() {
      return connection().secret
    },
    get provider() {
      return connection().provider
    },
    /**
     * A sign-in's QR code, deep link and thread, the thread kept with its browser's key; the
     * provider's refusal is given back, not thrown.
     */
    async startSignIn(clientIp: string) {
      try {
        const proof = await connection().provider.requestProof()
        const browserKey = randomBytes(32).toString('base64url')
        await createThread(db, { threadId: proof.threadId, browserKey }, clientIp)
        const png = await QRCode.toBuffer(proof.proofUrl, { type: 'png', width: 320, margin: 2 })
        return {
          thread_id: proof.threadId,
          browser_key: browserKey,
          qr_code_image: png.toString('base64'),
          deep_link_url: proof.deepLink,
        }
      } catch (error) {
        if (error instanceof WalletProviderError) return { refused: error }
        throw error
      }
    },
    takeDelivery,
    simulateShare: (threadId: string, data: TWalletData, onForgetFailed: (error: Error) => void) =>
      simulate(threadId, presentationResult(threadId, data, attributes), onForgetFailed),
    simulateRefusal: (threadId: string, onForgetFailed: (error: Error) => void) =>
      simulate(threadId, rejectedDelivery(threadId), onForgetFailed),
    /** The thread and browser key a request presents; 404 when it presents none. */
    keyOf: walletKeyOr404,
    settleThread: given(db, settleThread),
    verifiedData: given(db, verifiedThreadData),
  }
  return area
}
