import type { Kysely } from 'kysely'
import { SIGN_IN_CODE_MESSAGES } from '@portal/domain/sign-in-codes'
import { tryAgainIn } from '@portal/domain/messages'
import type { Database } from '../../db/schema'
import { LimitRefusal } from '../../errors'
import { smsWatchRepository } from '../../repositories/sms-watch'
import { addressGroup } from './client-address'

/**
 * Refuses a code to a blocked number or from a blocked network with the words of any other
 * number's 429: the person learns when to try again and that the wallet works, and nothing
 * about the block. No SMS goes and nothing is counted.
 */
export async function refuseIfBlocked(db: Kysely<Database>, mobile: string, ip: string) {
  const until = await smsWatchRepository(db).blockedUntil(mobile, addressGroup(ip))
  if (until === undefined) return
  // Said as an hour's budget is: a block's own length would tell whoever is blocked that it is one.
  const msLeft = Math.min(until, 60 * 60_000)
  throw new LimitRefusal(
    429,
    `${SIGN_IN_CODE_MESSAGES.tooManyCodes} ${tryAgainIn(msLeft)} ${SIGN_IN_CODE_MESSAGES.orUseWallet}`,
    'codes',
    msLeft,
  )
}
