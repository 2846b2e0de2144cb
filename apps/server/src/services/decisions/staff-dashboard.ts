import type { Kysely } from 'kysely'
import type { TDashboard } from '@portal/domain/dashboard'
import { bhutanDay } from '@portal/domain/working-days'
import { serviceNameOf } from '@portal/domain/applications/service-names'
import type { Database } from '../../db/schema'
import type { StaffMember } from '../staff-accounts/staff-accounts'
import { dashboardFigures } from '../../repositories/dashboard'

const DAY_MS = 86_400_000

/** Twelve weeks back from today, unless the member says otherwise. */
const defaultFrom = (today: string) =>
  new Date(Date.parse(today) - 12 * 7 * DAY_MS).toISOString().slice(0, 10)

/** The start of a day in Bhutan (UTC+6), as an instant. */
const startOf = (day: string) => new Date(`${day}T00:00:00+06:00`)

/**
 * The staff dashboard (DESIGN.md §7), scoped like the inbox: what was received in the period
 * by status, service and week; what was decided each week and how long it took; and, now,
 * what is open and overdue in each division.
 */
export async function dashboardOf(
  db: Kysely<Database>,
  staff: StaffMember,
  period: { from?: string; to?: string },
): Promise<TDashboard> {
  const today = bhutanDay(new Date())
  const from = period.from ?? defaultFrom(today)
  const to = period.to ?? today
  const [start, end] = [startOf(from), new Date(startOf(to).getTime() + DAY_MS)]
  const { byStatus, byService, receivedWeekly, decidedWeekly, byDivision, timing } = await dashboardFigures(
    db,
    staff,
    { start, end, today },
  )

  const weeks = new Map<string, { received: number; decided: number }>()
  const weekRow = (week: string) => weeks.get(week) ?? weeks.set(week, { received: 0, decided: 0 }).get(week)!
  for (const { week, n } of receivedWeekly) weekRow(week).received = n
  for (const { week, n } of decidedWeekly) weekRow(week).decided = n
  const oneDecimal = (days: number | null) => (days === null ? null : Math.round(Number(days) * 10) / 10)

  return {
    from,
    to,
    by_status: byStatus.map((row) => ({ status: row.status, count: row.count })),
    by_service: byService.map((row) => ({
      service: row.service,
      ...(row.request_type ? { request_type: row.request_type } : {}),
      service_name: serviceNameOf(row.service, row.request_type),
      count: row.count,
    })),
    weekly: [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([week, n]) => ({ week, ...n })),
    by_division: byDivision,
    time_to_decision: {
      decided: timing.decided,
      median_days: oneDecimal(timing.median),
      p90_days: oneDecimal(timing.p90),
    },
    overdue: byDivision.reduce((total, row) => total + row.overdue, 0),
  }
}
