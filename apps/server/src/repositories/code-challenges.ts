import { sql, type Insertable, type Kysely } from 'kysely'
import { SIGN_IN_CODE_ATTEMPTS } from '@portal/domain/sign-in-codes'
import type { CodeChallengeTable, Database, TCodePurpose } from '../db/schema'

/**
 * The challenges of SMS codes (`code_challenges`, services/sign-in/sign-in-codes.ts). A challenge
 * holds its code's HMAC, or names the challenge whose code it shares (`code_of`).
 */
export function codeChallengesRepository(db: Kysely<Database>) {
  return {
    insert: async (challenge: Insertable<CodeChallengeTable>) => {
      await db.insertInto('code_challenges').values(challenge).execute()
    },

    /** The live codes sent for this purpose, CID and number with tries left, newest first. */
    liveCodesLike: ({ purpose, cid, mobile }: { purpose: TCodePurpose; cid: string; mobile: string }) =>
      db
        .selectFrom('code_challenges')
        .select(['id_hash', 'code_hash', 'expires_at'])
        .where('purpose', '=', purpose)
        .where('cid', '=', cid)
        .where('mobile', '=', mobile)
        .where('code_of', 'is', null)
        .where('used_at', 'is', null)
        .where('attempts', '<', SIGN_IN_CODE_ATTEMPTS)
        .where('expires_at', '>', sql<Date>`now()`)
        .orderBy('created_at', 'desc')
        .execute(),

    /** An unused, unexpired challenge of one of these purposes. */
    open: (idHash: string, purposes: TCodePurpose[]) =>
      db
        .selectFrom('code_challenges')
        .select(['code_of', 'purpose', 'cid', 'mobile', 'payload'])
        .where('id_hash', '=', idHash)
        .where('purpose', 'in', purposes)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst(),

    /**
     * Spends one try of a live code and returns its HMAC to compare; undefined when it has
     * none left. One statement: a burst gets no more tries than the code has.
     */
    spendTry: (idHash: string) =>
      db
        .updateTable('code_challenges')
        .set({ attempts: sql`attempts + 1` })
        .where('id_hash', '=', idHash)
        .where('attempts', '<', SIGN_IN_CODE_ATTEMPTS)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['code_hash'])
        .executeTakeFirst(),

    /** Marks these challenges used, those not used already, in one statement; returns those it marked. */
    markUsed: (idHashes: string[]) =>
      db
        .updateTable('code_challenges')
        .set({ used_at: sql<Date>`now()` })
        .where('id_hash', 'in', idHashes)
        .where('used_at', 'is', null)
        .returning(['id_hash', 'purpose', 'cid', 'mobile', 'payload', 'network'])
        .execute(),
  }
}

export type CodeChallengesRepository = ReturnType<typeof codeChallengesRepository>
