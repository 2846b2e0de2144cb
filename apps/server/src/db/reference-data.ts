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

    const { details } = await readJson<{ details: DivisionSource[] }>('electricity-services-divisions.json')
    await trx
      .insertInto('divisions')
      .values(details.map((d) => ({ name: d.name, dzongkhags_served: d.dzongkhags_served })))
      .execute()
  })
  await fillDzongkhaNames(db)
  await loadHolidaysOnce(db)
}

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

/**
 * The fixed-date public holidays, once (databases made before deadlines existed get them on
 * their next start); a setting remembers it, so holidays an admin removed stay removed.
 */
async function loadHolidaysOnce(db: Kysely<Database>) {
  await db.transaction().execute(async (trx) => {
    const loaded = await trx
      .selectFrom('portal_settings')
      .select('key')
      .where('key', '=', HOLIDAYS_LOADED)
      .forUpdate()
      .executeTakeFirst()
    if (loaded) return
    const { holidays } = await readJson<{ holidays: { day: string; name: string }[] }>('public-holidays.json')
    await trx
      .insertInto('public_holidays')
      .values(holidays)
      .onConflict((oc) => oc.column('day').doNothing())
      .execute()
    await trx
      .insertInto('portal_settings')
      .values({ key: HOLIDAYS_LOADED, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  })
}
