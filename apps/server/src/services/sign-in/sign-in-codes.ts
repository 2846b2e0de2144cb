import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  maskMobile,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MESSAGES,
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODE_REFUSALS,
  type TCodeChallenge,
  type TCodeVerification,
} from '@portal/domain/sign-in-codes'
import { tryAgainIn } from '@portal/domain/messages'
import type { Database, TCodePurpose } from '../../db/schema'
import { HttpError, LimitRefusal } from '../../errors'
import { codeLane, codeMessage } from '../../notifications/account-messages'
import { codeChallengesRepository, type CodeChallengesRepository } from '../../repositories/code-challenges'
import { withTransaction } from '../../repositories/unit-of-work'
import { admitFromNetwork, failureKeys, networksAround, type RequestClient } from './address-failures'
import { count, refund, type Limit } from '../limits/rate-limits'
import { portalSecret } from '../secrets/portal-secrets'
import type { SecretBox } from '../secrets/secret-box'
import { ProofOfWorkRequired } from './proof-of-work'
import { askedAt, placeKeys, pressureOn, shareOf, takePlace } from './sms-ceiling'
import { refuseIfBlocked } from './sms-blocks'
import type { TLanguage } from '@portal/domain/i18n/languages'

const HOUR = 3_600

/**
 * SMS cost money and reach people: the portal must not be a pump, and no stranger may spend
 * a person's codes (DESIGN.md §5). The budgets count codes sent and not used: a code that
 * comes back gives its place back, so a family registering on one phone, or a person signing
 * in on three devices, never meets them; a stranger, who never has the code, does. One phone's
 * codes, used or not, are bounded too: a person with one SIM cannot pump the utility's bill.
 */
export const SMS_BUDGETS = {
  /** A sign-in's codes are the account's. */
  signInPerAccount: { allowance: 3, windowSeconds: HOUR },
  /** A registration's or a change of mobile's are the number's. */
  perNumber: { allowance: 2, windowSeconds: HOUR },
  /**
   * The codes a session asks for on its account's own phone (to the number a change of mobile
   * leaves, for a change of email) are the account's: a stolen session can send no more than
   * these to its owner's phone, and spends none of the owner's sign-in codes.
   */
  leavingNumberPerAccount: { allowance: 2, windowSeconds: HOUR },
  /** The numbers one account may be moving to, their codes not come back. */
  newNumbersPerAccount: { allowance: 3, windowSeconds: HOUR },
  /** And at most five waiting on one phone, however many CIDs share it. */
  numberInAll: { allowance: 5, windowSeconds: HOUR },
  /** Every code to one phone in an hour, used or not: a family of six registering and signing in. */
  sentToNumber: { allowance: 12, windowSeconds: HOUR },
} satisfies Record<string, Limit>

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** How a challenge is kept: never as itself. */
export const challengeHash = sha256

/**
 * A code is kept as an HMAC under a secret held outside this table, salted with its
 * challenge's id: a copy of `code_challenges` alone opens nothing.
 */
const codeHash = async (db: Kysely<Database>, box: SecretBox, holderIdHash: string, code: string) =>
  createHmac('sha256', await portalSecret(db, box, 'sign_in_code_secret'))
    .update(`${holderIdHash}:${code}`)
    .digest('hex')

export interface CodeRequest {
  purpose: TCodePurpose
  cid: string
  /** Where the code goes: the number being proved. */
  mobile: string
  /** What the code completes, kept with the challenge. */
  payload?: Record<string, unknown>
  /** The language of its SMS: the customer's, or the one a registration chose. */
  language?: TLanguage
  /** Who asked: the challenge is a failure of their network until its code comes back. */
  client: RequestClient
  /** Every code SMS the portal may have waiting to come back in an hour, all instances together. */
  smsPerHour: number
}

/** Codes a signed-in session asks for on its account's own phone. */
const askedBySession = (purpose: TCodePurpose) =>
  purpose === 'mobile-change-current' || purpose === 'email-change'

/** The budgets a code spends and gets back: the account's or the number's, and the phone's in all. */
const budgetsOf = ({ purpose, cid, mobile }: Pick<CodeRequest, 'purpose' | 'cid' | 'mobile'>) => [
  purpose === 'sign-in'
    ? { key: `sms:account:${cid}`, limit: SMS_BUDGETS.signInPerAccount }
    : askedBySession(purpose)
      ? { key: `sms:leaving-number:${cid}`, limit: SMS_BUDGETS.leavingNumberPerAccount }
      : { key: `sms:number:${mobile}`, limit: SMS_BUDGETS.perNumber },
  { key: `sms:number-in-all:${mobile}`, limit: SMS_BUDGETS.numberInAll },
  // A session moving its account to strangers' numbers, one after another, is the account's.
  ...(purpose === 'mobile-change'
    ? [{ key: `sms:moving-account:${cid}`, limit: SMS_BUDGETS.newNumbersPerAccount }]
    : []),
]

/**
 * Registrations of a network not yet come back: past the first, each pays a proof of work. An
 * IPv6 network is counted by its /48, a site: its 65,536 /64s would each have a first for free.
 */
const unfinishedRegistrationsKey = (network: string) =>
  `sms:registrations:network:${networksAround(network)[1] ?? network}`

/**
 * Makes a challenge and puts its code in the outbox; the caller sends the outbox on at once.
 * Past the person's budget, the code already on that phone for the same purpose and CID (sent
 * in the last minutes, not used up) answers the new challenge and no SMS goes; with none,
 * 429. As the purpose's share of the hour's SMS fills, more requests pay a proof of work, and
 * a costlier one (sms-ceiling.ts); only a share truly spent answers 503, and says the wallet
 * still works.
 */
export async function issueCode(
  db: Kysely<Database>,
  box: SecretBox,
  request: CodeRequest,
): Promise<TCodeChallenge> {
  await refuseIfBlocked(db, request.mobile, request.client.ip)
  const { fill } = await pressureOn(db, shareOf(request.purpose), request.smsPerHour)
  const asked = askedAt(fill)
  const { client } = request
  // A share spent is said at once (503): no work is asked for a code that cannot go.
  const shareSpent = fill >= 1
  // Sent back before anything is counted: a request sent back for a proof is no failure.
  if (!shareSpent && asked.proofFromEveryone && client.proofFactor < Math.ceil(asked.factor / 2))
    throw new ProofOfWorkRequired(asked.factor, request.purpose)
  const network = await admitFromNetwork(db, {
    ...client,
    failuresBeforeProof: shareSpent
      ? client.failuresBeforeProof
      : Math.floor(client.failuresBeforeProof * asked.freeFailures),
  })
  // Everything spent so far is given back when the request goes no further.
  const spent: (() => Promise<void>)[] = []
  const giveBack = async () => {
    for (const undo of spent.reverse()) await undo()
  }
  // Sent back for a proof of work, or told the portal cannot send: no failure of this network.
  const sentBack = async (error: unknown): Promise<never> => {
    await giveBack()
    await network.honest()
    throw error
  }
  const demandProof = () => sentBack(new ProofOfWorkRequired(asked.factor, request.purpose))
  if (request.purpose === 'registration' && !shareSpent) {
    const key = unfinishedRegistrationsKey(network.network)
    const unfinished = await count(db, key, HOUR)
    spent.push(() => refund(db, key))
    if (unfinished.used > 1 && client.proofFactor === 0) await demandProof()
  }

  // Each budget is spent in turn and the first one past its allowance stops the rest: a
  // burst at one account never reaches the phone's budget, which other accounts share.
  const sentToNumber = { key: `sms:sent-to-number:${request.mobile}`, limit: SMS_BUDGETS.sentToNumber }
  for (const budget of [...budgetsOf(request), sentToNumber]) {
    const counted = await count(db, budget.key, HOUR)
    spent.push(() => refund(db, budget.key))
    if (counted.used <= budget.limit.allowance) continue
    await giveBack()
    const standing = await challengeForLiveCode(db, request, network.network)
    if (standing) return standing
    throw new LimitRefusal(
      429,
      `${SIGN_IN_CODE_MESSAGES.tooManyCodes} ${tryAgainIn(counted.msLeft)} ${SIGN_IN_CODE_MESSAGES.orUseWallet}`,
      'codes',
      counted.msLeft,
    )
  }
  await takePlace(db, request.purpose, request.smsPerHour, network.network).catch(sentBack)

  const challenge = randomBytes(32).toString('base64url')
  const idHash = sha256(challenge)
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0')
  const hash = await codeHash(db, box, idHash, code)
  const expiresAt = new Date(Date.now() + SIGN_IN_CODE_MINUTES * 60_000)
  await withTransaction(db, async ({ codeChallenges, outbox }) => {
    await codeChallenges.insert({
      ...challengeRow(request, idHash, network.network),
      code_hash: hash,
      expires_at: expiresAt,
      code_of: null,
    })
    await outbox.queue([
      {
        ...codeMessage(request.mobile, code, request.purpose, request.language),
        ...codeLane(idHash, network.network, expiresAt),
      },
    ])
  })
  return { otp_required: true, challenge, sent_to: maskMobile(request.mobile), new_code: true }
}

const challengeRow = (request: CodeRequest, idHash: string, network: string) => ({
  id_hash: idHash,
  purpose: request.purpose,
  cid: request.cid,
  mobile: request.mobile,
  payload: JSON.stringify(request.payload ?? {}),
  network,
})

/**
 * A new challenge answered by the newest live code already sent to this number for the same
 * purpose and CID: the person holding the phone has it, a stranger does not, and a stranger
 * who knows only the number cannot reach it. Its tries stay the code's own five, however
 * many challenges share it.
 */
async function challengeForLiveCode(db: Kysely<Database>, request: CodeRequest, network: string) {
  const challenges = codeChallengesRepository(db)
  const [live] = await challenges.liveCodesLike(request)
  if (!live) return undefined
  const challenge = randomBytes(32).toString('base64url')
  await challenges.insert({
    ...challengeRow(request, sha256(challenge), network),
    code_hash: live.code_hash,
    expires_at: live.expires_at,
    code_of: live.id_hash,
  })
  return { otp_required: true as const, challenge, sent_to: maskMobile(request.mobile), new_code: false }
}

/** A right code for a live challenge, a try of it spent but not yet used: see `useCodes`. */
export interface CheckedCode {
  /** The challenge asked about. */
  idHash: string
  purpose: TCodePurpose
  /** The challenge whose code it is: the same, or the one that sent the SMS it shares. */
  holder: string
  /** What the challenge completes. */
  payload: Record<string, unknown>
}

/**
 * The challenge this code answers, checked; 400 otherwise. Each try is spent on the code
 * before it is compared, in one statement, so a burst gets no more than 5 tries whatever
 * number of challenges share the code. Nothing is used up yet: a change of mobile checks two
 * codes and uses both or neither.
 */
export const checkCode = (
  db: Kysely<Database>,
  box: SecretBox,
  { challenge, code }: TCodeVerification,
  purposes: TCodePurpose[],
) => checkCodeOf(db, box, sha256(challenge), code, purposes)

/** The refusal of a challenge that has ended: the specification's words, and the code the page acts on. */
export const codeEnded = () =>
  new HttpError(400, SIGN_IN_CODE_MESSAGES.challengeEnded, undefined, SIGN_IN_CODE_REFUSALS.challengeEnded)

/** `checkCode` for a challenge known by its hash, as another challenge keeps it. */
export async function checkCodeOf(
  db: Kysely<Database>,
  box: SecretBox,
  idHash: string,
  code: string,
  purposes: TCodePurpose[],
): Promise<CheckedCode> {
  const challenges = codeChallengesRepository(db)
  const asked = await challenges.open(idHash, purposes)
  if (!asked) throw codeEnded()
  // A challenge answered without a new SMS takes any live code of its kind on the phone: the
  // person reads the newest SMS, which need not be the one stored last. Each guess spends a
  // try of every one of them, so there are no more guesses than the codes' own tries.
  const holders =
    asked.code_of === null ? [idHash] : (await challenges.liveCodesLike(asked)).map((live) => live.id_hash)
  let tried = false
  for (const candidate of holders) {
    const row = await challenges.spendTry(candidate)
    if (!row) continue
    tried = true
    const hash = Buffer.from(await codeHash(db, box, candidate, code))
    if (timingSafeEqual(Buffer.from(row.code_hash), hash))
      return { idHash, purpose: asked.purpose, holder: candidate, payload: asked.payload }
  }
  throw tried ? new HttpError(400, SIGN_IN_CODE_MESSAGES.wrongCode) : codeEnded()
}

/** What a used code's challenge completes: its purpose, the CID and mobile it proved, its payload. */
export type RedeemedCode = Omit<
  Awaited<ReturnType<CodeChallengesRepository['markUsed']>>[number],
  'id_hash' | 'network'
>

/**
 * Uses checked codes up, all or none, and writes what they complete (`complete`, on the same
 * transaction): a code is used only with the account, session or change it proves, so a
 * connection lost between the two leaves the code to try again. A code is used once: whoever
 * marks it first completes their own challenge, and the rest are told it has ended.
 */
export async function useCodes<T>(
  db: Kysely<Database>,
  checked: CheckedCode[],
  complete: (redeemed: RedeemedCode[], trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const { completed, result } = await withTransaction(db, async ({ codeChallenges }, trx) => {
    const used = await codeChallenges.markUsed([...new Set(checked.flatMap((c) => [c.holder, c.idHash]))])
    const usedIds = new Set(used.map((row) => row.id_hash))
    if (!checked.every((c) => usedIds.has(c.holder) && usedIds.has(c.idHash))) throw codeEnded()
    const completed = checked.map((c) => used.find((row) => row.id_hash === c.idHash)!)
    const redeemed = completed.map(({ id_hash: _id, network: _network, ...row }) => row)
    return { completed, result: await complete(redeemed, trx) }
  })
  // The codes came back: their budgets and their share of the hour have their place again,
  // and asking was no failure of their network (one statement for them all).
  await refund(
    db,
    ...completed.flatMap((row) => [
      ...budgetsOf(row).map((budget) => budget.key),
      ...placeKeys(row.purpose, row.network),
      ...(row.purpose === 'registration' ? [unfinishedRegistrationsKey(row.network)] : []),
      ...failureKeys(row.network),
    ]),
  )
  return result
}

/** The challenge this code completes, used up with what `complete` writes; 400 otherwise. */
export async function redeemCode<T>(
  db: Kysely<Database>,
  box: SecretBox,
  verification: TCodeVerification,
  purposes: TCodePurpose[],
  complete: (redeemed: RedeemedCode, trx: Kysely<Database>) => Promise<T>,
) {
  return useCodes(db, [await checkCode(db, box, verification, purposes)], ([redeemed], trx) =>
    complete(redeemed!, trx),
  )
}
