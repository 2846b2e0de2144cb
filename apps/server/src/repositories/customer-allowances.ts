import type { Kysely } from 'kysely'
import type { TCustomerAllowancesChange } from '@portal/domain/customer-allowances'
import type { Database } from '../db/schema'

/** One customer's own allowances and their history (migration 017). */
export function customerAllowancesRepository(db: Kysely<Database>) {
  const history = (cid: string) =>
    db
      .selectFrom('customer_allowances')
      .select(['at', 'changed_by', 'filings_per_hour', 'storage_quota_mb', 'reason'])
      .where('cid', '=', cid)
      .orderBy('id', 'desc')
      .execute()
  return {
    history,

    /** What an admin set last; nothing when no one ever did. */
    current: (cid: string) =>
      db
        .selectFrom('customer_allowances')
        .select(['filings_per_hour', 'storage_quota_mb'])
        .where('cid', '=', cid)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    change: (cid: string, change: TCustomerAllowancesChange, changedBy: string) =>
      db
        .insertInto('customer_allowances')
        .values({ cid, ...change, changed_by: changedBy })
        .execute(),
  }
}
export type CustomerAllowancesRepository = ReturnType<typeof customerAllowancesRepository>
