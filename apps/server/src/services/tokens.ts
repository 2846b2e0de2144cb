import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

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

export async function issueCustomerToken(db: Kysely<Database>, cid: string, ttlHours: number) {
  const { token, hash } = newToken()
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000)
  await db
    .insertInto('customer_tokens')
    .values({ token_hash: hash, customer_cid: cid, expires_at: expiresAt })
    .execute()
  return token
}

/** The CID a live token belongs to: not expired, not revoked. */
export async function customerForToken(db: Kysely<Database>, token: string) {
  const row = await db
    .selectFrom('customer_tokens')
    .select('customer_cid')
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst()
  return row?.customer_cid
}

export async function revokeCustomerToken(db: Kysely<Database>, token: string) {
  await db
    .updateTable('customer_tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute()
}
