import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** The wallet's sign-in threads, as the routes read them (services/wallet-threads.ts writes them). */
export function walletThreadsRepository(db: Kysely<Database>) {
  return {
    /** Whether the thread still waits for the wallet's answer and has not expired. */
    isWaiting: async (threadId: string) =>
      (await db
        .selectFrom('wallet_threads')
        .select('id')
        .where('id', '=', threadId)
        .where('state', '=', 'waiting')
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst()) !== undefined,
  }
}

export type WalletThreadsRepository = ReturnType<typeof walletThreadsRepository>
