import type { Kysely } from 'kysely'
import { SIGN_IN_CODE_MESSAGES } from '@portal/domain/sign-in-codes'
import { tryAgainIn } from '@portal/domain/messages'
import type { Database, TCodePurpose } from '../db/schema'
import { LimitRefusal } from '../errors'
import { count, refund, used } from './limits'
import { PROOF_OF_WORK } from './proof-of-work'

const HOUR = 3_600

/**
 * `SMS_PER_HOUR` protects the utility's bill; it must never be the way to deny the country its
 * codes (issue 45, decision 074). It counts codes sent and not come back: a used code gives its
 * place back. It is split in two shares that neither side can take from the other: codes to
 * an existing account's own number (signing in, the number an account leaves, a change of
 * email), and codes to a number being proved (registrations, the number an account moves to).
 */
export type SmsShare = 'accounts' | 'new-numbers'

export const shareOf = (purpose: TCodePurpose): SmsShare =>
  purpose === 'registration' || purpose === 'mobile-change' ? 'new-numbers' : 'accounts'

export const SMS_SHARES: readonly SmsShare[] = ['accounts', 'new-numbers']

/** Each share is half of the hour's SMS. */
export const shareSize = (smsPerHour: number) => Math.max(1, Math.floor(smsPerHour / 2))

const shareKey = (share: SmsShare) => `sms:share:${share}`

/** How full a share is, from 0 (no code waiting to come back) to 1 (the hard budget spent). */
export interface SharePressure {
  share: SmsShare
  outstanding: number
  size: number
  fill: number
}

export async function pressureOn(
  db: Kysely<Database>,
  share: SmsShare,
  smsPerHour: number,
): Promise<SharePressure> {
  const outstanding = await used(db, shareKey(share))
  const size = shareSize(smsPerHour)
  return { share, outstanding, size, fill: outstanding / size }
}

/**
 * What a code request pays at this fill. Below half, a network has its free failures, fewer
 * as the share fills (none left at half); from half on, every request proves work, twice as
 * much at each further eighth, up to the most a challenge asks. Patience is never asked: a
 * refusal comes only when the share is spent.
 */
export function askedAt(fill: number) {
  const proofFromEveryone = fill >= 0.5
  return {
    proofFromEveryone,
    /** The share of a network's free failures left. */
    freeFailures: Math.max(0, 1 - 2 * fill),
    /** The work a proof must have taken: 1 is the base challenge. */
    factor: proofFromEveryone ? Math.min(PROOF_OF_WORK.maxFactor, 2 ** Math.floor((fill - 0.5) * 8)) : 1,
  }
}

/** The refusal when a share is truly spent: when to try again, and that the wallet works. */
export const cannotSendCodes = (msLeft: number, purpose: TCodePurpose) =>
  new LimitRefusal(
    503,
    `${SIGN_IN_CODE_MESSAGES.cannotSendCodes} ${tryAgainIn(msLeft)} ${SIGN_IN_CODE_MESSAGES.orWalletOrCall}`,
    'sms-per-hour',
    msLeft,
    purpose,
  )

/**
 * Takes a place in the purpose's share, or refuses with 503 when the share is spent (the place
 * is given back then): counted in one statement, so a burst gets the share and no more.
 */
export async function takePlace(db: Kysely<Database>, purpose: TCodePurpose, smsPerHour: number) {
  const key = shareKey(shareOf(purpose))
  const taken = await count(db, key, HOUR)
  if (taken.used > shareSize(smsPerHour)) {
    await refund(db, key)
    throw cannotSendCodes(taken.msLeft, purpose)
  }
  return { giveBack: () => refund(db, key) }
}

/** A code came back (or was never sent): its place in its share is free again. */
export const givePlaceBack = (db: Kysely<Database>, purpose: TCodePurpose) =>
  refund(db, shareKey(shareOf(purpose)))
