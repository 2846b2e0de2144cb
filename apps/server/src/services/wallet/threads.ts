/**
 * The wallet's sign-in threads as a service: made when a browser asks, settled by the provider's
 * webhook (a verified wallet refunds its network's failures), used once by a sign-in.
 */
import type { Kysely } from 'kysely'
import {
  WALLET_THREAD_USE_MINUTES,
  WALLET_THREAD_WAIT_MINUTES,
  WALLET_MESSAGES,
  ZWalletLoginSchema,
  type TWalletData,
} from '@portal/domain/wallet'
import type { Database } from '../../db/schema'
import { HttpError } from '../../errors'
import { walletThreadsRepository } from '../../repositories/wallet-threads'
import { withTransaction } from '../../repositories/unit-of-work'
import { honestFromNetwork, networkOf } from '../sign-in/address-failures'
import { hashToken } from '../sign-in/tokens'
import type { ThreadKey } from '../../wallet/thread-state'
import type { WebhookOutcome } from '../../wallet/webhook-payload'

export type { ThreadKey }

export async function createThread(db: Kysely<Database>, key: ThreadKey, clientIp: string) {
  await walletThreadsRepository(db).create({
    id: key.threadId,
    browserKeyHash: hashToken(key.browserKey),
    clientIp,
    waitMinutes: WALLET_THREAD_WAIT_MINUTES,
  })
}

/**
 * Saves a delivery's result on a waiting, unexpired thread and announces it. Returns false
 * when there was nothing to do — a retried delivery, an unknown or expired thread — so the
 * provider may repeat itself safely.
 */
export async function settleThread(
  db: Kysely<Database>,
  outcome: Exclude<WebhookOutcome, { kind: 'ignored' }>,
): Promise<boolean> {
  const verified = outcome.kind === 'verified' ? outcome.data : undefined
  const askedFrom = await withTransaction(db, async ({ walletThreads }) => {
    const address = await walletThreads.settle(outcome.threadId, {
      state: outcome.kind,
      shared: verified,
      // A shared identity may still have to go through registration.
      usableForMinutes: verified ? WALLET_THREAD_USE_MINUTES : undefined,
    })
    // Sent on commit, to every instance listening.
    if (address !== undefined) await walletThreads.announceSettled(outcome.threadId)
    return address
  })
  if (askedFrom === undefined) return false
  // The wallet proved who asked: the QR code was no failure of the network that asked for it.
  if (verified) await honestFromNetwork(db, networkOf(askedFrom))
  return true
}

/** What a verified, unexpired, unused thread's wallet shared; undefined otherwise. */
export async function verifiedThreadData(
  db: Kysely<Database>,
  key: ThreadKey,
): Promise<TWalletData | undefined> {
  return walletThreadsRepository(db).verifiedShared(key.threadId, hashToken(key.browserKey))
}

/**
 * What the wallet shared on the thread a request presents (its id and its browser's key): 404
 * when the key is malformed, or the thread unverified, expired or used, as one absent thread.
 */
export async function sharedOn(
  db: Kysely<Database>,
  presented: { thread_id?: unknown; browser_key?: unknown },
) {
  const shared = await verifiedThreadData(db, walletKeyOr404(presented))
  if (!shared) throw new HttpError(404, WALLET_MESSAGES.threadExpired)
  return shared
}

/** Marks a verified thread used, once: the caller's transaction decides whether it sticks. */
export async function useVerifiedThread(db: Kysely<Database>, key: ThreadKey) {
  return walletThreadsRepository(db).useVerified(key.threadId, hashToken(key.browserKey))
}

/**
 * The thread key a request presents. A missing or malformed key reads as an absent thread
 * (404), never as a hint that the thread exists.
 */
export function walletKeyOr404(presented: { thread_id?: unknown; browser_key?: unknown }): ThreadKey {
  const parsed = ZWalletLoginSchema.safeParse(presented)
  if (!parsed.success) throw new HttpError(404, WALLET_MESSAGES.threadExpired)
  return { threadId: parsed.data.thread_id, browserKey: parsed.data.browser_key }
}
