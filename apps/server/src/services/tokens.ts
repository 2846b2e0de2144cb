import { createHash, randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { STAFF_IDLE_MINUTES } from '@portal/domain/staff'
import type { Database } from '../db/schema'

/** Customers and staff have tokens of their own kind, in tables of their own. */
export type TokenKind = 'customer' | 'staff'

const TABLE = { customer: 'customer_tokens', staff: 'staff_tokens' } as const
const SUBJECT = { customer: 'customer_cid', staff: 'staff_id' } as const

/** 256 random bits, sent to the client once; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** `Token <value>`, the keyword in any case (the page sends `TOKEN <value>`). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  return /^token\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header ?? '')?.[1]
}

export async function issueToken(
  db: Kysely<Database>,
  kind: TokenKind,
  subject: string | number,
  ttlHours: number,
) {
  const { token, hash } = newToken()
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000)
  await db
    .insertInto(TABLE[kind])
    .values({ token_hash: hash, [SUBJECT[kind]]: subject, expires_at: expiresAt } as never)
    .execute()
  return token
}

/** Whom a live token (not expired, not revoked) of this kind belongs to. */
export async function tokenSubject(db: Kysely<Database>, kind: TokenKind, token: string) {
  if (kind === 'staff') return staffTokenSubject(db, token)
  const row = await db
    .selectFrom('customer_tokens')
    .select('customer_cid')
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst()
  return row?.customer_cid
}

/**
 * A staff session also ends after 30 minutes idle: a live one is touched by its use, in
 * the same statement that checks it (DESIGN.md §5).
 */
async function staffTokenSubject(db: Kysely<Database>, token: string) {
  const row = await db
    .updateTable('staff_tokens')
    .set({ last_used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_used_at', '>', sql<Date>`now() - make_interval(mins => ${STAFF_IDLE_MINUTES})`)
    .returning('staff_id')
    .executeTakeFirst()
  return row?.staff_id
}

export async function revokeToken(db: Kysely<Database>, kind: TokenKind, token: string) {
  await db
    .updateTable(TABLE[kind])
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute()
}
