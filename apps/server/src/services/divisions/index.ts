import { lookupsRepository } from '../../repositories/lookups'
import { deadlinesRepository } from '../../repositories/deadlines'
import { staffAdminRepository } from '../../repositories/staff-admin'
import type { ServiceDeps } from '../deps'

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
    add: admin.addDivision,
    change: admin.changeDivision,
    serviceTargets: deadlines.serviceTargets,
    setTarget: deadlines.setTarget,
    holidaysOf: deadlines.holidaysOf,
    addHoliday: deadlines.addHoliday,
    removeHoliday: deadlines.removeHoliday,
  }
}
