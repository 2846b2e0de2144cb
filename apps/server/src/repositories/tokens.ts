import { sql, type Kysely } from 'kysely'
import { CUSTOMER_IDLE_DAYS, CUSTOMER_LAST_USE_PRECISION_MINUTES } from '@portal/domain/customer'
import { STAFF_IDLE_MINUTES } from '@portal/domain/staff/sign-in'
import type { Database } from '../db/schema'
import { prepared } from './prepared'

/** Customers and staff have tokens of their own kind, in tables of their own. */
export type TokenKind = 'customer' | 'staff'

const TABLE = { customer: 'customer_tokens', staff: 'staff_tokens' } as const
const SUBJECT = { customer: 'customer_cid', staff: 'staff_id' } as const

// On every signed-in request: built once (repositories/prepared.ts).
const liveCustomerToken = prepared((db, tokenHash: string) =>
  db
    .selectFrom('customer_tokens')
    .select([
      'customer_cid',
      sql<boolean>`last_used_at < now() - make_interval(mins => ${CUSTOMER_LAST_USE_PRECISION_MINUTES})`.as(
        'stale',
      ),
    ])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_used_at', '>', sql<Date>`now() - make_interval(days => ${CUSTOMER_IDLE_DAYS})`),
)

/** Sign-in tokens, by the SHA-256 of each (the token itself is never stored). */
export function tokensRepository(db: Kysely<Database>) {
  return {
    insert: (kind: TokenKind, tokenHash: string, subject: string | number, expiresAt: Date) =>
      db
        .insertInto(TABLE[kind])
        .values({ token_hash: tokenHash, [SUBJECT[kind]]: subject, expires_at: expiresAt } as never)
        .execute(),

    /** A customer token issued by a wallet sign-in, which proved the CID. */
    insertThroughWallet: (tokenHash: string, cid: string, expiresAt: Date) =>
      db
        .insertInto('customer_tokens')
        .values({ token_hash: tokenHash, customer_cid: cid, expires_at: expiresAt, through_wallet: true })
        .execute(),

    /**
     * The CID of a live customer token: not expired, not revoked, used in the last 30 days.
     * A use is written only when the last one written is an hour old, so that reading a page
     * is not a write each time.
     */
    async customerOf(tokenHash: string) {
      const [live] = await liveCustomerToken(db, tokenHash)
      if (live?.stale)
        await db
          .updateTable('customer_tokens')
          .set({ last_used_at: sql<Date>`now()` })
          .where('token_hash', '=', tokenHash)
          .execute()
      return live?.customer_cid
    },

    /** Whether this customer token came from a wallet sign-in. */
    throughWallet: async (tokenHash: string) =>
      (
        await db
          .selectFrom('customer_tokens')
          .select('through_wallet')
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst()
      )?.through_wallet === true,

    /**
     * The member of a live staff token, which also ends after 30 minutes idle: the token is
     * touched by its use in the same statement that checks it (DESIGN.md §5).
     */
    staffOf: async (tokenHash: string) =>
      (
        await db
          .updateTable('staff_tokens')
          .set({ last_used_at: sql<Date>`now()` })
          .where('token_hash', '=', tokenHash)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .where('last_used_at', '>', sql<Date>`now() - make_interval(mins => ${STAFF_IDLE_MINUTES})`)
          .returning('staff_id')
          .executeTakeFirst()
      )?.staff_id,

    revoke: (kind: TokenKind, tokenHash: string) =>
      db
        .updateTable(TABLE[kind])
        .set({ revoked_at: new Date() })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute(),

    /** Ends a customer's sessions, but `keepTokenHash`'s. */
    async revokeCustomerSessions(cid: string, keepTokenHash?: string) {
      let revoke = db
        .updateTable('customer_tokens')
        .set({ revoked_at: new Date() })
        .where('customer_cid', '=', cid)
        .where('revoked_at', 'is', null)
      if (keepTokenHash) revoke = revoke.where('token_hash', '!=', keepTokenHash)
      await revoke.execute()
    },
  }
}
