import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { hashToken } from '../../repositories/token-hash'
import { tokensRepository, type TokenKind } from '../../repositories/tokens'

/** 256 random bits, sent to the client once; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export { hashToken }

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
  await tokensRepository(db).insert(kind, hash, subject, new Date(Date.now() + ttlHours * 3_600_000))
  return token
}

/** A customer's token from a wallet sign-in: its session proved the CID (DESIGN.md §5). */
export async function issueWalletToken(db: Kysely<Database>, cid: string, ttlHours: number) {
  const { token, hash } = newToken()
  await tokensRepository(db).insertThroughWallet(hash, cid, new Date(Date.now() + ttlHours * 3_600_000))
  return token
}

/** Whether the customer session of this token began with a wallet sign-in. */
export const signedInThroughWallet = (db: Kysely<Database>, token: string) =>
  tokensRepository(db).throughWallet(hashToken(token))

/** Ends every session of this customer, on every device. */
export const endCustomerSessions = (db: Kysely<Database>, cid: string) =>
  tokensRepository(db).revokeCustomerSessions(cid)

/** Whom a session of each kind belongs to: a customer's CID, a staff member's id. */
export interface SessionSubjects {
  customer: string
  staff: number
}

/** Whom a live token (not expired, not revoked; a staff one not idle) of this kind belongs to. */
export async function tokenSubject<Kind extends TokenKind>(
  db: Kysely<Database>,
  kind: Kind,
  token: string,
): Promise<SessionSubjects[Kind] | undefined> {
  const tokens = tokensRepository(db)
  const subject: SessionSubjects[TokenKind] | undefined =
    kind === 'staff' ? await tokens.staffOf(hashToken(token)) : await tokens.customerOf(hashToken(token))
  // The kind chose the subject's type; TypeScript does not narrow a type parameter by a test.
  return subject as SessionSubjects[Kind] | undefined
}

export async function revokeToken(db: Kysely<Database>, kind: TokenKind, token: string) {
  await tokensRepository(db).revoke(kind, hashToken(token))
}
