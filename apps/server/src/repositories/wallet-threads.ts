import { sql, type Kysely } from 'kysely'
import type { TWalletData } from '@portal/domain/wallet'
import type { Database, WalletThreadState } from '../db/schema'

/** The NOTIFY channel: its payload is a thread id whose result has just been saved. */
export const THREAD_SETTLED_CHANNEL = 'wallet_thread_settled'

const minutesFromNow = (minutes: number) => sql<Date>`now() + make_interval(mins => ${minutes})`

/** A delivery's result for a waiting thread: who the wallet vouched for, when it did. */
export interface ThreadResult {
  state: Exclude<WalletThreadState, 'waiting'>
  shared?: TWalletData
  /** How long a verified thread may still be used, e.g. to go through registration. */
  usableForMinutes?: number
}

/**
 * The wallet's sign-in threads (services/wallet/threads.ts says what they mean). A thread is found by
 * its id and, for all but the routes' "is it waiting", by the SHA-256 of the key only the
 * browser that asked for it holds.
 */
export function walletThreadsRepository(db: Kysely<Database>) {
  /** Unused, unexpired threads that this key opens. */
  const usable = (threadId: string, browserKeyHash: string) =>
    db
      .selectFrom('wallet_threads')
      .where('id', '=', threadId)
      .where('browser_key_hash', '=', browserKeyHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)

  return {
    create: async (thread: { id: string; browserKeyHash: string; clientIp: string; waitMinutes: number }) => {
      await db
        .insertInto('wallet_threads')
        .values({
          id: thread.id,
          browser_key_hash: thread.browserKeyHash,
          client_ip: thread.clientIp,
          expires_at: minutesFromNow(thread.waitMinutes),
        })
        .execute()
    },

    /** Whether the thread still waits for the wallet's answer and has not expired. */
    isWaiting: async (threadId: string) =>
      (await db
        .selectFrom('wallet_threads')
        .select('id')
        .where('id', '=', threadId)
        .where('state', '=', 'waiting')
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst()) !== undefined,

    /** Saves a result on a waiting, unexpired thread: the address that asked for it, or undefined when there was none. */
    settle: async (threadId: string, result: ThreadResult) =>
      (
        await db
          .updateTable('wallet_threads')
          .set({
            state: result.state,
            cid: result.shared?.cid_no ?? null,
            mobile: result.shared?.mobile_no ?? null,
            shared: result.shared ? JSON.stringify(result.shared) : null,
            settled_at: sql<Date>`now()`,
            ...(result.usableForMinutes ? { expires_at: minutesFromNow(result.usableForMinutes) } : {}),
          })
          .where('id', '=', threadId)
          .where('state', '=', 'waiting')
          .where('expires_at', '>', sql<Date>`now()`)
          .returning('client_ip')
          .executeTakeFirst()
      )?.client_ip,

    /** Tells every instance listening that the thread settled: sent when the transaction commits. */
    announceSettled: async (threadId: string) => {
      await sql`SELECT pg_notify(${THREAD_SETTLED_CHANNEL}, ${threadId})`.execute(db)
    },

    /** Whether this key opens an unused, unexpired thread. */
    opensWith: async (threadId: string, browserKeyHash: string) =>
      (await usable(threadId, browserKeyHash).select('id').executeTakeFirst()) !== undefined,

    /** An unused, unexpired thread's state and, once verified, whom for. */
    stateOf: (threadId: string) =>
      db
        .selectFrom('wallet_threads')
        .where('id', '=', threadId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .select(['state', 'cid', 'mobile'])
        .executeTakeFirst(),

    /** What a verified, unexpired, unused thread's wallet shared. */
    verifiedShared: async (threadId: string, browserKeyHash: string) =>
      (
        await usable(threadId, browserKeyHash)
          .where('state', '=', 'verified')
          .select('shared')
          .executeTakeFirst()
      )?.shared ?? undefined,

    /** Marks a verified thread used, once: the caller's transaction decides whether it sticks. */
    useVerified: (threadId: string, browserKeyHash: string) =>
      db
        .updateTable('wallet_threads')
        .set({ used_at: sql<Date>`now()` })
        .where('id', '=', threadId)
        .where('browser_key_hash', '=', browserKeyHash)
        .where('state', '=', 'verified')
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['cid', 'mobile', 'shared'])
        .executeTakeFirst(),
  }
}

export type WalletThreadsRepository = ReturnType<typeof walletThreadsRepository>
