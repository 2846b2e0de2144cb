import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Raised with an entry's id when a translator's review is kept: every instance lays them again. */
export const TRANSLATION_REVIEWED_CHANNEL = 'translation_reviewed'

/** The advisory lock that takes reviews one at a time, across instances (any number of the portal's own). */
const REVIEWING_LOCK = 4_904_049

export interface TKeptReview {
  id: string
  english: string
  text: string
  by: string
}

const everyReview = (db: Kysely<Database>) =>
  db
    .selectFrom('translation_reviews')
    .select([
      'id',
      'english',
      'text',
      'reviewed_by as by',
      sql<string>`to_char(reviewed_on, 'YYYY-MM-DD')`.as('on'),
    ])
    .orderBy('id')
    .execute()

/** The translators' reviews made on the translator's page (`translation_reviews`). */
export function translationReviewsRepository(db: Kysely<Database>) {
  return {
    /** Every review, as `layReviewsOver` takes them. */
    all: () => everyReview(db),

    /**
     * Keeps the review `decide` makes of every review stored — read under a lock, so that two
     * reviews at once (on any instance) are decided one after the other, each seeing the
     * other's — and tells every instance. What `decide` throws keeps nothing.
     */
    keepInTurn: (decide: (stored: Awaited<ReturnType<typeof everyReview>>) => TKeptReview) =>
      db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${REVIEWING_LOCK})`.execute(trx)
        const review = decide(await everyReview(trx))
        await trx
          .insertInto('translation_reviews')
          .values({ id: review.id, english: review.english, text: review.text, reviewed_by: review.by })
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet({
              english: review.english,
              text: review.text,
              reviewed_by: review.by,
              reviewed_on: sql`current_date`,
              reviewed_at: sql`now()`,
            }),
          )
          .execute()
        await sql`SELECT pg_notify(${TRANSLATION_REVIEWED_CHANNEL}, ${review.id})`.execute(trx)
      }),
  }
}
