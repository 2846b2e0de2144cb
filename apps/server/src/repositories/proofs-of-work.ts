import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** The proofs of work already spent, by their challenge's signature (services/sign-in/proof-of-work.ts). */
export function proofsOfWorkRepository(db: Kysely<Database>) {
  return {
    /** Records a proof's use; false when it was used before. One statement: of a race, one wins. */
    useOnce: async (signature: string, keepUntil: Date) =>
      (await db
        .insertInto('proofs_of_work_used')
        .values({ signature, expires_at: keepUntil })
        .onConflict((conflict) => conflict.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst()) !== undefined,
  }
}
