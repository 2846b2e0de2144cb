import type { Kysely } from 'kysely'
import { STAFF_MESSAGES, type TStaffProof } from '@portal/domain/staff/credentials'
import type { Database } from '../../db/schema'
import { staffAccountsRepository } from '../../repositories/staff-accounts'
import { withTransaction } from '../../repositories/unit-of-work'
import type { SecretBox } from '../secrets/secret-box'
import { verifyStaffCredentials } from './staff-accounts'
import { newTotpSecret, totpStep } from './staff-totp'

/** Why an authenticator code was not taken, in the words shown beside the field. */
export const TOTP_REFUSALS = {
  missing: STAFF_MESSAGES.totpRequired,
  wrong: STAFF_MESSAGES.totpWrong,
  used: STAFF_MESSAGES.totpUsed,
} as const

/**
 * Takes the member's authenticator code: right now, and not taken before (issue 32). A code
 * overheard, or sent twice at once, signs in once.
 */
export async function takeTotpCode(
  db: Kysely<Database>,
  staffId: number,
  secret: string,
  code: string | undefined,
): Promise<'taken' | keyof typeof TOTP_REFUSALS> {
  if (!code) return 'missing'
  const step = totpStep(secret, code)
  if (step === undefined) return 'wrong'
  return (await staffAccountsRepository(db).claimTotpStep(staffId, step)) ? 'taken' : 'used'
}

/**
 * Whether the member proves who they are as at sign-in — the current password and, once an
 * authenticator app is set up, a code not taken before — before their credentials change: a
 * stolen session has neither. The refusal beside its field, or undefined.
 */
export async function refusedProof(
  db: Kysely<Database>,
  box: SecretBox,
  username: string,
  proof: TStaffProof,
): Promise<Record<string, string[]> | undefined> {
  const found = await verifyStaffCredentials(db, box, username, proof.current_password)
  if (!found) return { current_password: [STAFF_MESSAGES.currentPasswordWrong] }
  if (!found.totpSecret) return undefined
  const code = await takeTotpCode(db, found.id, found.totpSecret, proof.totp)
  return code === 'taken' ? undefined : { totp: [TOTP_REFUSALS[code]] }
}

/** A new authenticator secret, kept sealed aside until its first code confirms it. */
export async function startTotpEnrolment(db: Kysely<Database>, box: SecretBox, staffId: number) {
  const secret = newTotpSecret()
  await staffAccountsRepository(db).startTotpEnrolment(staffId, box.seal(secret))
  return secret
}

/**
 * The pending secret becomes the one sign-in asks a code of, when `code` is its code now:
 * the member's other sessions end and they are told. That code is taken, like one at sign-in.
 */
export function confirmTotp(
  db: Kysely<Database>,
  box: SecretBox,
  staffId: number,
  code: string,
  keepTokenHash: string,
): Promise<'confirmed' | 'nothing-pending' | 'wrong'> {
  return withTransaction(db, async ({ staffAccounts }) => {
    const pending = await staffAccounts.pendingTotpSecret(staffId)
    if (!pending) return 'nothing-pending'
    const step = totpStep(box.open(pending), code)
    if (step === undefined) return 'wrong'
    await staffAccounts.confirmTotp(staffId, step)
    await staffAccounts.revokeSessions(staffId, keepTokenHash)
    await staffAccounts.recordChange(staffId, 'totp_set_up')
    return 'confirmed'
  })
}

/** Sign-in asks for the password alone again: the member's other sessions end and they are told. */
export function turnOffTotp(db: Kysely<Database>, staffId: number, keepTokenHash: string) {
  return withTransaction(db, async ({ staffAccounts }) => {
    await staffAccounts.turnOffTotp(staffId)
    await staffAccounts.revokeSessions(staffId, keepTokenHash)
    await staffAccounts.recordChange(staffId, 'totp_turned_off')
  })
}

/** The latest changes to the member's credentials, as they are shown to them. */
export async function accountChangesOf(db: Kysely<Database>, staffId: number) {
  const changes = await staffAccountsRepository(db).changesOf(staffId, 20)
  return changes.map(({ kind, at, by }) => ({ kind, at: at.toISOString(), by }))
}
