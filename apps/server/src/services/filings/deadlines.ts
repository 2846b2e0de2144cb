import type { Kysely } from 'kysely'
import type { TServiceTypeKey } from '@portal/domain/catalogue'
import { addWorkingDays, bhutanDay, workingDaysBetween } from '@portal/domain/working-days'
import type { Database } from '../../db/schema'
import { holidaysFrom, targetOf } from '../../repositories/deadlines'

/**
 * The day a decision is expected for an application filed now: the service's target in
 * working days from today. It is fixed at filing, as told to the customer: a target or a
 * holiday changed later applies to later applications.
 */
export async function dueOnFiling(db: Kysely<Database>, key: TServiceTypeKey, at = new Date()) {
  const today = bhutanDay(at)
  return addWorkingDays(today, await targetOf(db, key), await holidaysFrom(db, today))
}

/**
 * The deadline after a round with the customer: the working days the application waited on
 * them, from being sent back to being sent again, do not count against the utility.
 */
export async function dueAfterWaiting(
  db: Kysely<Database>,
  dueOn: string,
  returnedAt: Date,
  at = new Date(),
) {
  const returned = bhutanDay(returnedAt)
  const holidays = await holidaysFrom(db, returned < dueOn ? returned : dueOn)
  return addWorkingDays(dueOn, workingDaysBetween(returned, bhutanDay(at), holidays), holidays)
}
