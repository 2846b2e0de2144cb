import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** The reference lists the forms choose from: divisions, dzongkhags and their gewogs. */
export function lookupsRepository(db: Kysely<Database>) {
  return {
    /** The divisions a customer may file with, and where each works. */
    activeDivisions: () =>
      db
        .selectFrom('divisions')
        .select(['id', 'name', 'dzongkhags_served'])
        .where('active', '=', true)
        .orderBy('name')
        .execute(),

    dzongkhags: () =>
      db.selectFrom('dzongkhags').select(['id', 'name', 'name_alternatives']).orderBy('name').execute(),

    /** All gewogs, or those of one dzongkhag. */
    gewogs: (dzongkhag?: number) =>
      db
        .selectFrom('gewogs')
        .select(['id', 'name', 'dzongkhag_id as dzongkhag', 'name_alternatives'])
        .$if(dzongkhag !== undefined, (q) => q.where('dzongkhag_id', '=', dzongkhag!))
        .orderBy('name')
        .execute(),
  }
}

export type LookupsRepository = ReturnType<typeof lookupsRepository>
