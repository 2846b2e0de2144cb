import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { applicationStepsRepository } from './application-steps'
import { codeChallengesRepository } from './code-challenges'
import { customersRepository } from './customers'
import { filingsRepository } from './filings'
import { outboxRepository } from './outbox'
import { staffAccountsRepository, type StaffMember } from './staff-accounts'
import { lockHeldOutsideScope, lockVisibleApplication, visibleApplication } from './staff-scope'
import { tokensRepository } from './tokens'
import { walletThreadsRepository } from './wallet-threads'

/**
 * The repositories a service works through, all on one handle. A kysely Transaction is a
 * Kysely too, so the same repositories serve the database and a transaction on it.
 */
export const repositoriesOn = (db: Kysely<Database>) => ({
  applicationSteps: applicationStepsRepository(db),
  codeChallenges: codeChallengesRepository(db),
  customers: customersRepository(db),
  filings: filingsRepository(db),
  outbox: outboxRepository(db),
  staffAccounts: staffAccountsRepository(db),
  staffScope: {
    visible: (staff: StaffMember, id: number) => visibleApplication(db, staff, id),
    lock: (staff: StaffMember, id: number) => lockVisibleApplication(db, staff, id),
    lockHeldOutside: (staff: StaffMember) => lockHeldOutsideScope(db, staff),
  },
  tokens: tokensRepository(db),
  walletThreads: walletThreadsRepository(db),
})

export type Repositories = ReturnType<typeof repositoriesOn>

/**
 * Runs a service's work in one transaction with the repositories bound to it: its writes
 * stand together or not at all. `trx` is for the helpers that still take a handle (the
 * outbox's sendToCustomer, the wallet's threads, what a used code completes).
 */
export const withTransaction = <T>(
  db: Kysely<Database>,
  work: (repositories: Repositories, trx: Transaction<Database>) => Promise<T>,
) =>
  // Called inside another's transaction, it joins it (Kysely nests none): the outer one decides.
  db.isTransaction
    ? work(repositoriesOn(db), db as Transaction<Database>)
    : db.transaction().execute((trx) => work(repositoriesOn(trx), trx))
