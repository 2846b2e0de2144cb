import type { Kysely } from 'kysely'
import { WALLET_EVENTS, type TWalletSocketMessage } from '@portal/domain/wallet'
import type { Database } from '../db/schema'
import { hashToken } from '../repositories/token-hash'
import { walletThreadsRepository } from '../repositories/wallet-threads'

// What the thread hub reads of a thread for its sockets; the threads' life (made, settled, used)
// is the wallet's service, services/wallet/threads.ts.

/** A thread as the browser that asked for it names it: the id, and the key only it holds. */
export interface ThreadKey {
  threadId: string
  browserKey: string
}

const MESSAGE_TYPES = {
  verified: WALLET_EVENTS.complete,
  rejected: WALLET_EVENTS.rejected,
  no_data: WALLET_EVENTS.noData,
} as const

/** Whether this key opens this usable thread: a socket subscribes only then. */
export async function threadOpensWith(db: Kysely<Database>, key: ThreadKey): Promise<boolean> {
  return walletThreadsRepository(db).opensWith(key.threadId, hashToken(key.browserKey))
}

/** The socket's message for a settled, still usable thread; undefined while it waits. */
export async function threadMessage(
  db: Kysely<Database>,
  threadId: string,
): Promise<TWalletSocketMessage | undefined> {
  const row = await walletThreadsRepository(db).stateOf(threadId)
  if (!row || row.state === 'waiting') return undefined
  return {
    type: MESSAGE_TYPES[row.state],
    thread_id: threadId,
    cid_no: row.cid ?? '',
    mobile_no: row.mobile ?? '',
  }
}
