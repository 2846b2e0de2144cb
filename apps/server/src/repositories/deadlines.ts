import type { Kysely } from 'kysely'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { DEFAULT_TARGET_WORKING_DAYS, SERVICE_KEYS, type THoliday } from '@portal/domain/working-days'
import type { TServiceTypeKey } from '@portal/domain/catalogue'
import type { Database } from '../db/schema'

/** Each service's target in working days: the admin's where set, else the portal's default. */
export async function serviceTargets(db: Kysely<Database>) {
  const set = new Map(
    (await db.selectFrom('service_targets').selectAll().execute()).map((t) => [
      t.service_key,
      t.working_days,
    ]),
  )
  return SERVICE_KEYS.map((key) => ({
    key,
    service: SERVICE_TYPES[key].service,
    working_days: set.get(key) ?? DEFAULT_TARGET_WORKING_DAYS[key],
    default: !set.has(key),
  }))
}

export const targetOf = async (db: Kysely<Database>, key: TServiceTypeKey) =>
  (
    await db
      .selectFrom('service_targets')
      .select('working_days')
      .where('service_key', '=', key)
      .executeTakeFirst()
  )?.working_days ?? DEFAULT_TARGET_WORKING_DAYS[key]

/** The public holidays from this day on: what a deadline counted from today can meet. */
export const holidaysFrom = async (db: Kysely<Database>, day: string) =>
  new Set(
    (await db.selectFrom('public_holidays').select('day').where('day', '>=', day).execute()).map(
      (h) => h.day,
    ),
  )

/** The service deadlines an admin keeps: targets and holidays. */
export function deadlinesRepository(db: Kysely<Database>) {
  return {
    serviceTargets: () => serviceTargets(db),

    setTarget: (key: TServiceTypeKey, workingDays: number) =>
      db
        .insertInto('service_targets')
        .values({ service_key: key, working_days: workingDays })
        .onConflict((oc) => oc.column('service_key').doUpdateSet({ working_days: workingDays }))
        .execute(),

    holidaysOf: (year: number) =>
      db
        .selectFrom('public_holidays')
        .select(['day', 'name'])
        .where('day', '>=', `${year}-01-01`)
        .where('day', '<=', `${year}-12-31`)
        .orderBy('day')
        .execute(),

    addHoliday: (holiday: THoliday) =>
      db
        .insertInto('public_holidays')
        .values(holiday)
        .onConflict((oc) => oc.column('day').doUpdateSet({ name: holiday.name }))
        .returning(['day', 'name'])
        .executeTakeFirstOrThrow(),

    removeHoliday: async (day: string) =>
      Number(
        (await db.deleteFrom('public_holidays').where('day', '=', day).executeTakeFirst()).numDeletedRows,
      ) > 0,

    /** Holidays from this day on, for counting working days left. */
    holidaysFrom: (day: string) => holidaysFrom(db, day),
  }
}

export type DeadlinesRepository = ReturnType<typeof deadlinesRepository>
