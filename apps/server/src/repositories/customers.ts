import type { Kysely } from 'kysely'
import type { TCustomerRegistration, TCustomerUpdate } from '@portal/domain/customer'
import type { Database } from '../db/schema'

/** The table's columns for the API's nested addresses. */
export function toCustomerColumns(customer: TCustomerUpdate) {
  return {
    mobile: customer.mobile,
    name: customer.name,
    email: customer.email,
    current_address: customer.current_address.address,
    current_dzongkhag_id: customer.current_address.dzongkhag,
    village: customer.permanent_address.village,
    gewog_id: customer.permanent_address.gewog,
    dzongkhag_id: customer.permanent_address.dzongkhag,
    ...(customer.language ? { language: customer.language } : {}),
  }
}

/** The customers' own records: registration, profile, and a proved change of mobile or email. */
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

    /** The customer whom this CID and mobile number name together, if any. */
    withMobile: (cid: string, mobile: string) =>
      db
        .selectFrom('customers')
        .selectAll()
        .where('cid', '=', cid)
        .where('mobile', '=', mobile)
        .executeTakeFirst(),

    /** The customer's row, locked for the caller's transaction so that two changes cannot race. */
    lock: (cid: string) =>
      db.selectFrom('customers').selectAll().where('cid', '=', cid).forUpdate().executeTakeFirst(),

    /** A new mobile: wallet-verified only when the wallet shared it (issue 32). */
    setMobile: (cid: string, mobile: string, walletVerified: boolean) =>
      db
        .updateTable('customers')
        .set({ mobile, updated_at: new Date(), wallet_verified: walletVerified })
        .where('cid', '=', cid)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** A new email, once the code sent to the account's mobile proved the change (issue 45). */
    setEmail: (cid: string, email: string) =>
      db
        .updateTable('customers')
        .set({ email, updated_at: new Date() })
        .where('cid', '=', cid)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** The name and email the wallet's owner shared, in place of whatever the account held. */
    setContact: (cid: string, contact: { name: string; email: string }) =>
      db
        .updateTable('customers')
        .set({ ...contact, updated_at: new Date() })
        .where('cid', '=', cid)
        .returningAll()
        .executeTakeFirstOrThrow(),

    markWalletVerified: (cid: string) =>
      db
        .updateTable('customers')
        .set({ wallet_verified: true })
        .where('cid', '=', cid)
        .returningAll()
        .executeTakeFirstOrThrow(),
  }
}

export type CustomersRepository = ReturnType<typeof customersRepository>
