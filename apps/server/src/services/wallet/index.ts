import { walletThreadsRepository } from '../../repositories/wallet-threads'
import { createThread, settleThread, verifiedThreadData, walletKeyOr404 } from './threads'
import { presentsSecret, webhookSecret } from './webhook-secret'
import { given, type ServiceDeps } from '../deps'

/**
 * The national digital identity wallet (DESIGN.md §5): its sign-in threads, what a verified
 * one shared, and the webhook's secret (WALLET_WEBHOOK_SECRET, else one the portal keeps). With
 * WALLET_PROVIDER=simulator the portal plays the wallet itself, in development.
 */
export function walletArea({ db, box, config }: ServiceDeps<'WALLET_PROVIDER' | 'WALLET_WEBHOOK_SECRET'>) {
  const threads = walletThreadsRepository(db)
  return {
    simulated: config.WALLET_PROVIDER === 'simulator',
    /** The thread and browser key a request presents; 404 when it presents none. */
    keyOf: walletKeyOr404,
    createThread: given(db, createThread),
    settleThread: given(db, settleThread),
    verifiedData: given(db, verifiedThreadData),
    isWaiting: threads.isWaiting,
    webhookSecret: () => webhookSecret(db, box, config.WALLET_WEBHOOK_SECRET),
    /** Whether a webhook delivery presents the secret (`Authorization: Bearer …`). */
    presentsSecret,
  }
}
