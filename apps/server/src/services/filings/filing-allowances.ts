import type { Kysely } from 'kysely'
import { MESSAGES, tryAgainIn } from '@portal/domain/messages'
import type { Database } from '../../db/schema'
import { LimitRefusal } from '../../errors'
import { count, refund } from '../limits/rate-limits'

const HOUR = 3_600

export interface FilingAllowances {
  /** Applications filed (or sent again) per hour. */
  filingsPerHour: number
  /** Attempts refused per hour: a form corrected and sent again spends these, not the above. */
  attemptsPerHour: number
}

/**
 * Starts a filing within the customer's allowances (issue 31): one for applications filed,
 * one ten times larger for attempts refused. Both are spent before anything is read, in one
 * statement each, so a burst gets the allowance and no more; the caller then says how it
 * ended, and the allowance it did not use is given back.
 */
export async function startFiling(db: Kysely<Database>, customerCid: string, allowances: FilingAllowances) {
  const attemptsKey = `filing-attempts:customer:${customerCid}`
  const filingsKey = `filings:customer:${customerCid}`
  const attempts = await count(db, attemptsKey, HOUR)
  if (attempts.used > allowances.attemptsPerHour)
    throw new LimitRefusal(
      429,
      `${MESSAGES.tooManyAttempts} ${tryAgainIn(attempts.msLeft)}`,
      'filing-attempts',
      attempts.msLeft,
    )
  const filings = await count(db, filingsKey, HOUR)
  if (filings.used > allowances.filingsPerHour) {
    // Refused before anything was read: it spends neither allowance (a double click costs nothing).
    await refund(db, attemptsKey, filingsKey)
    throw new LimitRefusal(
      429,
      `${MESSAGES.tooManyFilings} ${tryAgainIn(filings.msLeft)}`,
      'filings',
      filings.msLeft,
    )
  }
  return {
    filed: () => refund(db, attemptsKey),
    refused: () => refund(db, filingsKey),
  }
}
