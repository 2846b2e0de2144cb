import { randomBytes } from 'node:crypto'
import QRCode from 'qrcode'
import type { TWalletData } from '@portal/domain/wallet'
import { WALLET_MESSAGES } from '@portal/domain/wallet'
import type { TConfig } from '../../config'
import { HttpError, WalletRefusal } from '../../errors'
import { lookupsRepository } from '../../repositories/lookups'
import { walletThreadsRepository } from '../../repositories/wallet-threads'
import { attributeNames } from '../../wallet/attributes'
import { createWalletProvider } from '../../wallet/create-provider'
import { WalletProviderError, type WalletProvider } from '../../wallet/provider'
import { interpretDelivery, presentationResult, rejectedDelivery } from '../../wallet/webhook-payload'
import { given, type ServiceDeps } from '../deps'
import type { SignInArea } from '../sign-in'
import type { RequestClient } from '../sign-in/address-failures'
import { createThread, settleThread, sharedOn } from './threads'
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
  signIn,
}: ServiceDeps<WalletSettings> & { walletProvider?: WalletProvider; signIn: SignInArea }) {
  const threads = walletThreadsRepository(db)
  const lookups = lookupsRepository(db)
  const attributes = attributeNames(config)
  let connected: { secret: string; provider: WalletProvider } | undefined
  const connection = () => {
    if (!connected) throw new Error('the wallet area is not started')
    return connected
  }

  /** A delivery presenting the secret settles its thread; 401 when the secret is not presented. */
  async function takeDelivery(
    authorization: string | undefined,
    body: unknown,
    onForgetFailed: (error: Error) => void,
  ) {
    const { secret, provider } = connection()
    if (!presentsSecret(authorization, secret)) throw new HttpError(401, 'Unauthorized')
    const outcome = interpretDelivery(body, attributes)
    // Through the area, so that a failing database can be stood in for in a test.
    if (outcome.kind !== 'ignored' && (await area.settleThread(outcome)))
      provider.forgetThread(outcome.threadId).catch(onForgetFailed)
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
     * provider's refusal is told to `onRefused` and answered 502. A QR code is a failure of the
     * network that asks for it until the wallet proves who scanned it: past the network's
     * failures a proof of work, never a refusal (issue 31).
     */
    async startSignIn(client: RequestClient, onRefused: (error: Error) => void) {
      await signIn.admitFromNetwork(client)
      const clientIp = client.ip
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
        if (!(error instanceof WalletProviderError)) throw error
        onRefused(error)
        throw new WalletRefusal(502, WALLET_MESSAGES.qrGenerateFailed)
      }
    },
    takeDelivery,
    simulateShare: (threadId: string, data: TWalletData, onForgetFailed: (error: Error) => void) =>
      simulate(threadId, presentationResult(threadId, data, attributes), onForgetFailed),
    simulateRefusal: (threadId: string, onForgetFailed: (error: Error) => void) =>
      simulate(threadId, rejectedDelivery(threadId), onForgetFailed),
    settleThread: given(db, settleThread),
    /**
     * What the wallet shared on the thread a request presents (with its browser's key), to
     * prefill registration, its dzongkhag and gewog named by id; 404 when there is none.
     */
    async prefill(presented: { thread_id: string; browser_key: unknown }) {
      const shared = await sharedOn(db, presented)
      return { ...shared, ...(await lookups.placeIdsByName(shared.dzongkhag, shared.gewog)) }
    },
  }
  return area
}
