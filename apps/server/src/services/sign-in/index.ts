import type { Kysely } from 'kysely'
import { STAFF_SESSION_HOURS } from '@portal/domain/staff/sign-in'
import { given, givenBoth, type ServiceDeps } from '../deps'
import { admitFromNetwork } from './address-failures'
import { checkProof, newProofChallenge } from './proof-of-work'
import type { TCodeVerification } from '@portal/domain/sign-in-codes'
import {
  checkCode,
  issueCode,
  redeemCode,
  useCodes,
  type CheckedCode,
  type CodeRequest,
  type RedeemedCode,
} from './sign-in-codes'
import { withinSignInLimits, type SignInAttempt } from './sign-in-limits'
import { pressureOn, type SmsShare } from './sms-ceiling'
import {
  endCustomerSessions,
  hashToken,
  issueToken,
  issueWalletToken,
  revokeToken,
  signedInThroughWallet,
  tokenSubject,
} from './tokens'
import type { TokenKind } from '../../repositories/tokens'
import type { Database, TCodePurpose } from '../../db/schema'

/**
 * Signing in and codes (DESIGN.md §5): customers' and staff's sessions, the codes sent by SMS
 * and the ceiling on them, and the limits of guessing — per account, per network, by proof of
 * work. Its settings: SIGN_IN_CODES, SMS_PER_HOUR, TOKEN_TTL_HOURS, PROOF_OF_WORK_COST and
 * ADDRESS_FAILURES_BEFORE_PROOF.
 */
export function signInArea({
  db,
  box,
  config,
}: ServiceDeps<
  | 'SMS_PER_HOUR'
  | 'SIGN_IN_CODES'
  | 'ADDRESS_FAILURES_BEFORE_PROOF'
  | 'PROOF_OF_WORK_COST'
  | 'TOKEN_TTL_HOURS'
  | 'publicUrl'
>) {
  const smsPerHour = config.SMS_PER_HOUR
  const sessionHours = { customer: config.TOKEN_TTL_HOURS, staff: STAFF_SESSION_HOURS } satisfies Record<
    TokenKind,
    number
  >
  return {
    /** Whether a code by SMS proves the phone (SIGN_IN_CODES); off: CID and mobile alone. */
    codesOn: config.SIGN_IN_CODES !== 'off',
    failuresBeforeProof: config.ADDRESS_FAILURES_BEFORE_PROOF,
    /** How long a session of each kind lives: its token's and its cookie's Max-Age. */
    sessionHours,
    /** PUBLIC_URL's origin: a state-changing request with the session cookie must come from it (or the request's own host). */
    portalOrigin: new URL(config.publicUrl).origin,
    /**
     * A new customer session's token (TOKEN_TTL_HOURS); `throughWallet`: it began with a wallet
     * sign-in; `on`: the transaction it belongs to, such as a used code's.
     */
    customerToken: (
      cid: string,
      { throughWallet = false, on = db }: { throughWallet?: boolean; on?: Kysely<Database> } = {},
    ) =>
      throughWallet
        ? issueWalletToken(on, cid, sessionHours.customer)
        : issueToken(on, 'customer', cid, sessionHours.customer),
    staffToken: (id: number) => issueToken(db, 'staff', id, sessionHours.staff),
    signedInThroughWallet: given(db, signedInThroughWallet),
    endCustomerSessions: given(db, endCustomerSessions),
    endSession: given(db, revokeToken),
    sessionSubject: <Kind extends TokenKind>(kind: Kind, token: string) => tokenSubject(db, kind, token),
    tokenHash: hashToken,
    issueCode: (request: Omit<CodeRequest, 'smsPerHour'>) => issueCode(db, box, { ...request, smsPerHour }),
    /** A code's challenge used up with what `complete` writes on its transaction (`useCodes`). */
    redeemCode: <T>(
      verification: TCodeVerification,
      purposes: TCodePurpose[],
      complete: (redeemed: RedeemedCode, trx: Kysely<Database>) => Promise<T>,
    ) => redeemCode(db, box, verification, purposes, complete),
    checkCode: givenBoth(db, box, checkCode),
    useCodes: <T>(
      checked: CheckedCode[],
      complete: (redeemed: RedeemedCode[], trx: Kysely<Database>) => Promise<T>,
    ) => useCodes(db, checked, complete),
    admitFromNetwork: given(db, admitFromNetwork),
    checkProof: givenBoth(db, box, checkProof),
    newProofChallenge: (binding: { route: string; network: string }, factor: number) =>
      newProofChallenge(db, box, { ...binding, factor, cost: config.PROOF_OF_WORK_COST }),
    /** How full each share of the hour's code SMS is, for /metrics. */
    smsPressure: (share: SmsShare) => pressureOn(db, share, smsPerHour),
    withinSignInLimits: <T>(attempt: SignInAttempt, check: () => Promise<T | undefined>) =>
      withinSignInLimits(db, attempt, check),
  }
}

export type SignInArea = ReturnType<typeof signInArea>
