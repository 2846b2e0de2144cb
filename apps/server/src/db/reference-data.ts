import { readFile } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import type { Database } from './schema'

const REFERENCE_DIR = new URL('./reference/', import.meta.url)

interface DzongkhagSource {
  name: string
  /** In Dzongkha script, where a cited source gives it (the file's `source` says which). */
  name_dz?: string
  gewogs: string[]
  name_alternatives?: string[]
  gewog_alternative_spellings?: Record<string, string[]>
}
interface DivisionSource {
  name: string
  /** Proposed in Dzongkha script, for an admin to confirm (the file's `source` says how). */
  name_dz?: string
  dzongkhags_served: string[]
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(new URL(file, REFERENCE_DIR), 'utf8')) as T
}

/**
 * Loads Bhutan's dzongkhags and gewogs and the utility's divisions the first time the
 * portal starts. Later starts leave them alone: an admin may have corrected them since.
 */
export async function loadReferenceData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const present = await trx.selectFrom('dzongkhags').select('id').limit(1).executeTakeFirst()
    if (present) return

    const { dzongkhags } = await readDzongkhags()
    for (const source of dzongkhags) {
      const { id } = await trx
        .insertInto('dzongkhags')
        .values({
          name: source.name,
          name_dz: source.name_dz ?? null,
          name_alternatives: source.name_alternatives ?? [],
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('gewogs')
        .values(
          source.gewogs.map((name) => ({
            dzongkhag_id: id,
            name,
            name_alternatives: source.gewog_alternative_spellings?.[name] ?? [],
          })),
        )
        .execute()
    }

    const { details } = await readDivisions()
    await trx
      .insertInto('divisions')
      .values(details.map((d) => ({ name: d.name, dzongkhags_served: d.dzongkhags_served })))
      .execute()
  })
  await fillDzongkhaNames(db)
  await once(db, DIVISION_NAMES_LOADED, fillDivisionNames)
  await once(db, HOLIDAYS_LOADED, loadHolidays)
}

const readDivisions = () => readJson<{ details: DivisionSource[] }>('electricity-services-divisions.json')

const readDzongkhags = () => readJson<{ dzongkhags: DzongkhagSource[] }>('dzongkhags-gewogs.json')

/**
 * Databases loaded before dzongkhags had Dzongkha names get them now; a name already there
 * (an admin's correction) stays.
 */
async function fillDzongkhaNames(db: Kysely<Database>) {
  const { dzongkhags } = await readDzongkhags()
  for (const { name, name_dz } of dzongkhags) {
    if (!name_dz) continue
    await db
      .updateTable('dzongkhags')
      .set({ name_dz })
      .where('name', '=', name)
      .where('name_dz', 'is', null)
      .execute()
  }
}

const HOLIDAYS_LOADED = 'reference.public-holidays'
const DIVISION_NAMES_LOADED = 'reference.division-names-dz'

/**
 * Runs `load` once for this database: a setting remembers it, so what an admin removed or
 * cleared since stays so (databases made before the data existed get it on their next start).
 */
async function once(db: Kysely<Database>, key: string, load: (trx: Kysely<Database>) => Promise<void>) {
  await db.transaction().execute(async (trx) => {
    const loaded = await trx
      .selectFrom('portal_settings')
      .select('key')
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst()
    if (loaded) return
    await load(trx)
    await trx
      .insertInto('portal_settings')
      .values({ key, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  })
}

/** The fixed-date public holidays. */
async function loadHolidays(trx: Kysely<Database>) {
  const { holidays } = await readJson<{ holidays: { day: string; name: string }[] }>('public-holidays.json')
  await trx
    .insertInto('public_holidays')
    .values(holidays)
    .onConflict((oc) => oc.column('day').doNothing())
    .execute()
}

/** The divisions' proposed Dzongkha names, where a division has none (an admin's stays). */
async function fillDivisionNames(trx: Kysely<Database>) {
  const { details } = await readDivisions()
  for (const { name, name_dz } of details) {
    if (!name_dz) continue
    await trx
      .updateTable('divisions')
      .set({ name_dz })
      .where('name', '=', name)
      .where('name_dz', 'is', null)
      // Another division an admin gave this Dzongkha name keeps it (the names are unique).
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('divisions as named').select('id').where('named.name_dz', '=', name_dz))),
      )
      .execute()
  }
}
