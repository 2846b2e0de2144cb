import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** The reference lists the forms choose from: divisions, dzongkhags and their gewogs. */
export function lookupsRepository(db: Kysely<Database>) {
  const named = (name: string) =>
    sql<boolean>`(lower(name) = lower(${name}) OR lower(${name}) = ANY (SELECT lower(a) FROM unnest(name_alternatives) a))`

  return {
    /**
     * The wallet names places; registration picks them from lists. Official spellings and the
     * common alternatives both match, so the form can be prefilled.
     */
    async placeIdsByName(dzongkhagName: string, gewogName: string) {
      const dzongkhag = dzongkhagName
        ? await db.selectFrom('dzongkhags').select('id').where(named(dzongkhagName)).executeTakeFirst()
        : undefined
      const gewog =
        dzongkhag && gewogName
          ? await db
              .selectFrom('gewogs')
              .select('id')
              .where('dzongkhag_id', '=', dzongkhag.id)
              .where(named(gewogName))
              .executeTakeFirst()
          : undefined
      return { dzongkhag_id: dzongkhag?.id ?? null, gewog_id: gewog?.id ?? null }
    },

    /** The divisions a customer may file with, their Dzongkha names where set, and where each works. */
    activeDivisions: () =>
      db
        .selectFrom('divisions')
        .select(['id', 'name', 'name_dz', 'dzongkhags_served'])
        .where('active', '=', true)
        .orderBy('name')
        .execute(),

    /** With the Dzongkha name beside the romanised one, which stays what an address stores. */
    dzongkhags: () =>
      db
        .selectFrom('dzongkhags')
        .select(['id', 'name', 'name_dz', 'name_alternatives'])
        .orderBy('name')
        .execute(),

    /** All gewogs, or those of one dzongkhag. */
    gewogs: (dzongkhag?: number) =>
      db
        .selectFrom('gewogs')
        .select(['id', 'name', 'dzongkhag_id as dzongkhag', 'name_alternatives'])
        .$if(dzongkhag !== undefined, (q) => q.where('dzongkhag_id', '=', dzongkhag!))
        .orderBy('name')
        .execute(),

    /** Which of these dzongkhag ids exist. */
    knownDzongkhags: async (ids: number[]) =>
      new Set(
        (await db.selectFrom('dzongkhags').select('id').where('id', 'in', ids).execute()).map((d) => d.id),
      ),

    /** A gewog's dzongkhag, or undefined for no such gewog. */
    gewog: (id: number) =>
      db.selectFrom('gewogs').select('dzongkhag_id').where('id', '=', id).executeTakeFirst(),
  }
}

export type LookupsRepository = ReturnType<typeof lookupsRepository>
