import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Raised with an entry's id when a translator's review is kept: every instance lays them again. */
export const TRANSLATION_REVIEWED_CHANNEL = 'translation_reviewed'

/** The translators' reviews made on the translator's page (`translation_reviews`). */
export function translationReviewsRepository(db: Kysely<Database>) {
  return {
    /** Every review, as `layReviewsOver` takes them. */
    all: () =>
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
        .execute(),

    /** Keeps a review (the entry's last one stands) and tells every instance. */
    keep: (review: { id: string; english: string; text: string; by: string }) =>
      db.transaction().execute(async (trx) => {
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
