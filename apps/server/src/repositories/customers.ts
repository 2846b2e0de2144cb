import type { Kysely } from 'kysely'
import type { TCustomerRegistration, TCustomerUpdate } from '@portal/domain/customer'
import type { Database } from '../db/schema'
import { toCustomerColumns } from '../services/customers'
import { moveToMobile } from '../services/mobile-change'

/** The customers' own records: registration, profile, and a proved change of mobile. */
export function customersRepository(db: Kysely<Database>) {
  return {
    /** The new customer, or undefined when the CID is registered already. */
    insert: (registration: TCustomerRegistration, walletVerified: boolean) =>
      db
        .insertInto('customers')
        .values({
          cid: registration.cid,
          fixed_line: registration.fixed_line,
          wallet_verified: walletVerified,
          ...toCustomerColumns(registration),
        })
        .onConflict((conflict) => conflict.column('cid').doNothing())
        .returningAll()
        .executeTakeFirst(),

    find: (cid: string) => db.selectFrom('customers').selectAll().where('cid', '=', cid).executeTakeFirst(),

    /** The profile's changes; `keepMobile` holds the number until a code proves the new one. */
    update: (cid: string, change: TCustomerUpdate, keepMobile?: string) =>
      db
        .updateTable('customers')
        .set({
          ...toCustomerColumns(change),
          ...(keepMobile !== undefined ? { mobile: keepMobile } : {}),
          updated_at: new Date(),
        })
        .where('cid', '=', cid)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /**
     * The proved new mobile, with the customer's row locked so two codes cannot race; the
     * other sessions end but the one that asked. Undefined: no such customer.
     */
    moveToMobile: (cid: string, mobile: string, keepTokenHash: string) =>
      db.transaction().execute(async (trx) => {
        const customer = await trx
          .selectFrom('customers')
          .selectAll()
          .where('cid', '=', cid)
          .forUpdate()
          .executeTakeFirst()
        return customer && moveToMobile(trx, customer, mobile, { keepTokenHash })
      }),
  }
}

export type CustomersRepository = ReturnType<typeof customersRepository>
