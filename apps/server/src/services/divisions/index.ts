import type { TServiceTypeKey } from '@portal/domain/catalogue'
import { DIVISION_MESSAGES } from '@portal/domain/staff/divisions'
import { HttpError, fieldErrors, notFound } from '../../errors'
import { lookupsRepository } from '../../repositories/lookups'
import { deadlinesRepository } from '../../repositories/deadlines'
import { staffAdminRepository } from '../../repositories/staff-admin'
import type { ServiceDeps } from '../deps'

type DivisionNames = { name?: string; name_dz?: string | null }

/** The 409 for a name another division has, in either language. */
const taken = (which: 'name-taken' | 'name-dz-taken', division: DivisionNames) =>
  new HttpError(
    409,
    which === 'name-dz-taken'
      ? DIVISION_MESSAGES.nameDzTaken(division.name_dz ?? '')
      : DIVISION_MESSAGES.nameTaken(division.name ?? ''),
  )

/**
 * The utility's places and calendar: dzongkhags, gewogs and divisions (the admins keep the
 * divisions), and the working days a decision takes — each service's target and the public
 * holidays.
 */
export function divisionsArea({ db }: ServiceDeps) {
  const lookups = lookupsRepository(db)
  const deadlines = deadlinesRepository(db)
  const admin = staffAdminRepository(db)
  return {
    dzongkhags: lookups.dzongkhags,
    gewogs: lookups.gewogs,
    activeDivisions: lookups.activeDivisions,
    list: admin.listDivisions,
    /** Adds a division; 409 when another has its name (or its Dzongkha name). */
    async add(division: { name: string; name_dz?: string | null; active?: boolean }) {
      const added = await admin.addDivision(division)
      if (!added || added === 'name-taken') throw taken('name-taken', division)
      if (added === 'name-dz-taken') throw taken(added, division)
      return added
    },
    /** Renames, opens or closes a division; 400 for an empty change, 404 for none, 409 for a name taken. */
    async change(id: number, change: DivisionNames & { active?: boolean }) {
      if (Object.keys(change).length === 0) throw fieldErrors({ name: [DIVISION_MESSAGES.nothingToChange] })
      const changed = await admin.changeDivision(id, change)
      if (changed === 'name-taken' || changed === 'name-dz-taken') throw taken(changed, change)
      if (!changed) throw notFound()
      return changed
    },
    serviceTargets: deadlines.serviceTargets,
    /** Sets a service's target in working days: every target, as it now is. */
    async setTarget(key: TServiceTypeKey, workingDays: number) {
      await deadlines.setTarget(key, workingDays)
      return deadlines.serviceTargets()
    },
    holidaysOf: deadlines.holidaysOf,
    /** Adds a public holiday, or renames the one on that day: the holiday as kept. */
    addHoliday: deadlines.addHoliday,
    /** Removes the public holiday on that day; 404 when there is none. */
    async removeHoliday(day: string) {
      if (!(await deadlines.removeHoliday(day))) throw notFound()
    },
  }
}
