import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import {
  maskMobile,
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MESSAGES,
  SIGN_IN_CODE_MINUTES,
  type TCodeChallenge,
  type TCodeVerification,
} from '@portal/domain/sign-in-codes'
import type { Database, TCodePurpose } from '../db/schema'
import { HttpError } from '../errors'
import { codeMessage } from '../notifications/account-messages'
import { spend, type Limit } from './limits'
import type { TLanguage } from '@portal/domain/i18n/languages'

const HOUR = 3_600

/** SMS cost money and reach people: the portal must not be a pump (DESIGN.md §5). */
export const SMS_BUDGETS = {
  perNumber: { allowance: 5, windowSeconds: HOUR },
  perClient: { allowance: 10, windowSeconds: HOUR },
} satisfies Record<string, Limit>

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
// Salted with the challenge, which only the client holds: the table alone cannot be brute-forced.
const codeHash = (challenge: string, code: string) => sha256(`${challenge}:${code}`)

export interface CodeRequest {
  purpose: TCodePurpose
  cid: string
  /** Where the code goes: the number being proved. */
  mobile: string
  clientIp: string
  /** What the code completes, kept with the challenge. */
  payload?: Record<string, unknown>
  /** The language of its SMS: the customer's, or the one a registration chose. */
  language?: TLanguage
}

/**
 * Makes a challenge and puts its code in the outbox, within the SMS budgets of the number
 * and the client (429 beyond them). The caller sends the outbox on at once.
 */
export async function issueCode(db: Kysely<Database>, request: CodeRequest): Promise<TCodeChallenge> {
  if (
    !(await spend(db, `sms:client:${request.clientIp}`, SMS_BUDGETS.perClient)) ||
    !(await spend(db, `sms:number:${request.mobile}`, SMS_BUDGETS.perNumber))
  )
    throw new HttpError(429, SIGN_IN_CODE_MESSAGES.tooManyCodes)

  const challenge = randomBytes(32).toString('base64url')
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0')
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('code_challenges')
      .values({
        id_hash: sha256(challenge),
        purpose: request.purpose,
        cid: request.cid,
        mobile: request.mobile,
        payload: JSON.stringify(request.payload ?? {}),
        code_hash: codeHash(challenge, code),
        expires_at: new Date(Date.now() + SIGN_IN_CODE_MINUTES * 60_000),
      })
      .execute()
    await trx
      .insertInto('outbox')
      .values(codeMessage(request.mobile, code, request.purpose, request.language))
      .execute()
  })
  return { otp_required: true, challenge, sent_to: maskMobile(request.mobile) }
}

/**
 * The challenge this code completes, used up; 400 otherwise. Each try is spent before the
 * code is compared, in one statement, so a burst gets no more than 5 tries; a right code
 * is used once, whoever races it.
 */
export async function redeemCode(
  db: Kysely<Database>,
  { challenge, code }: TCodeVerification,
  purposes: TCodePurpose[],
) {
  const idHash = sha256(challenge)
  const tried = await db
    .updateTable('code_challenges')
    .set({ attempts: sql`attempts + 1` })
    .where('id_hash', '=', idHash)
    .where('purpose', 'in', purposes)
    .where('attempts', '<', SIGN_IN_CODE_ATTEMPTS)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['code_hash'])
    .executeTakeFirst()
  if (!tried) throw new HttpError(400, SIGN_IN_CODE_MESSAGES.challengeEnded)
  const right = timingSafeEqual(Buffer.from(tried.code_hash), Buffer.from(codeHash(challenge, code)))
  if (!right) throw new HttpError(400, SIGN_IN_CODE_MESSAGES.wrongCode)
  const used = await db
    .updateTable('code_challenges')
    .set({ used_at: sql<Date>`now()` })
    .where('id_hash', '=', idHash)
    .where('used_at', 'is', null)
    .returning(['purpose', 'cid', 'mobile', 'payload'])
    .executeTakeFirst()
  if (!used) throw new HttpError(400, SIGN_IN_CODE_MESSAGES.challengeEnded)
  return used
}
