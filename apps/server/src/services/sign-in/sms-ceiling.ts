import type { Kysely } from 'kysely'
import { SIGN_IN_CODE_MESSAGES } from '@portal/domain/sign-in-codes'
import { tryAgainIn } from '@portal/domain/messages'
import type { Database, TCodePurpose } from '../../db/schema'
import { SMS_CEILING } from '../../config/limits'
import { LimitRefusal } from '../../errors'
import { networksAround } from './address-failures'
import { count, refund, used } from '../limits/rate-limits'
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
export const shareSize = (smsPerHour: number) => Math.max(1, Math.floor(smsPerHour / SMS_CEILING.shares))

/**
 * The most of a share one network may hold (codes not come back), and each IPv6 /48 and /32
 * around it: a tenth. Whoever would spend a share must hold codes in ten networks at once, not
 * pay for more proofs from five; a carrier's address, whose customers type their codes within
 * a minute, holds far less even on launch day.
 */
export const networkPart = (smsPerHour: number) =>
  // The floor keeps a carrier's shared address its codes when a tenth of a share is a handful;
  // below SMS_PER_HOUR_LEAST it lets a few networks spend a share, so production refuses that.
  Math.max(SMS_CEILING.leastNetworkPart, Math.ceil(shareSize(smsPerHour) / SMS_CEILING.networksToSpendAShare))

const shareKey = (share: SmsShare) => `sms:share:${share}`
const networkKeys = (share: SmsShare, network: string) =>
  networksAround(network).map((around) => `${shareKey(share)}:network:${around}`)

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

/** The refusal when a share is truly spent (503), or a network's part of it (429): when to try again, and that the wallet works. */
export const cannotSendCodes = (msLeft: number, purpose: TCodePurpose, status: 429 | 503 = 503) =>
  new LimitRefusal(
    status,
    `${SIGN_IN_CODE_MESSAGES.cannotSendCodes} ${tryAgainIn(msLeft)} ${SIGN_IN_CODE_MESSAGES.orWalletOrCall}`,
    'sms-per-hour',
    msLeft,
    purpose,
  )

/**
 * Takes a place in the purpose's share for a network, or refuses when the network holds its
 * part already (429, that network only) or the share is spent (503); the places are given back
 * then. Each count is one statement, so a burst gets the part and the share and no more.
 */
export async function takePlace(
  db: Kysely<Database>,
  purpose: TCodePurpose,
  smsPerHour: number,
  network: string,
) {
  const share = shareOf(purpose)
  const taken: string[] = []
  const refuse = async (error: Error): Promise<never> => {
    await refund(db, ...taken)
    throw error
  }
  for (const key of networkKeys(share, network)) {
    const held = await count(db, key, HOUR)
    taken.push(key)
    if (held.used > networkPart(smsPerHour)) await refuse(cannotSendCodes(held.msLeft, purpose, 429))
  }
  const spent = await count(db, shareKey(share), HOUR)
  taken.push(shareKey(share))
  if (spent.used > shareSize(smsPerHour)) await refuse(cannotSendCodes(spent.msLeft, purpose))
}

/**
 * The places a code takes in its share and its network's part: free again once it came back
 * (or was never sent).
 */
export function placeKeys(purpose: TCodePurpose, network: string) {
  const share = shareOf(purpose)
  return [shareKey(share), ...networkKeys(share, network)]
}
