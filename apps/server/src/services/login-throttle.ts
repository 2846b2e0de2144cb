import { sql, type Kysely } from 'kysely'
import { MESSAGES } from '@portal/domain/messages'
import type { Database } from '../db/schema'
import { HttpError } from '../errors'

/**
 * Failed sign-ins are counted in the database, so every instance behind a load balancer
 * sees them: one account (a customer's CID, a staff username) is guessed at most 5 times
 * and a client tries 20 times per window. `account` is 'cid:<cid>' or 'staff:<username>'.
 */
export const THROTTLE_WINDOW_MINUTES = 15
export const MAX_FAILURES_PER_ACCOUNT = 5
export const MAX_FAILURES_PER_CLIENT = 20

const keysFor = (clientIp: string, account: string) => ({ client: `ip:${clientIp}`, account })
const windowStart = sql<Date>`now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})`

export async function assertNotThrottled(db: Kysely<Database>, clientIp: string, account: string) {
  const keys = keysFor(clientIp, account)
  const counts = await db
    .selectFrom('login_failures')
    .select(['throttle_key', (eb) => eb.fn.countAll<number>().as('failures')])
    .where('throttle_key', 'in', [keys.client, keys.account])
    .where('failed_at', '>', windowStart)
    .groupBy('throttle_key')
    .execute()
  const failures = (key: string) => Number(counts.find((c) => c.throttle_key === key)?.failures ?? 0)
  if (
    failures(keys.account) >= MAX_FAILURES_PER_ACCOUNT ||
    failures(keys.client) >= MAX_FAILURES_PER_CLIENT
  ) {
    throw new HttpError(429, MESSAGES.tooManyLoginAttempts)
  }
}

export async function recordLoginFailure(db: Kysely<Database>, clientIp: string, account: string) {
  const keys = [`ip:${clientIp}`, account]
  await db.transaction().execute(async (trx) => {
    // Rows older than the window count for nothing: drop them as we go.
    await trx
      .deleteFrom('login_failures')
      .where('throttle_key', 'in', keys)
      .where('failed_at', '<=', windowStart)
      .execute()
    await trx
      .insertInto('login_failures')
      .values(keys.map((throttle_key) => ({ throttle_key })))
      .execute()
  })
}

export async function clearLoginFailures(db: Kysely<Database>, account: string) {
  await db.deleteFrom('login_failures').where('throttle_key', '=', account).execute()
}
