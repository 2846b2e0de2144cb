import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { HttpError } from '../../errors'
import { csvLine } from '../../formats/csv'
import type { StaffMember } from '../staff-accounts/staff-accounts'
import { exportRows, type InboxFilters } from '../../repositories/inbox'
import { serviceNameOf } from '@portal/domain/applications/service-names'
import { bhutanDateTime, isoToDayMonthYear } from '@portal/domain/dates'

/** An export is one download: past this, the filters must be narrowed. */
export const MAX_EXPORT_ROWS = 50_000

const HEADER = [
  'Application ID',
  // As the customer chose it: "Relocation/Shifting of energy meter", not the stored "Energy Meter".
  'Service',
  'Status',
  'Filed',
  'Decided',
  'Expected by',
  'Customer',
  'CID',
  'Division',
  'Assigned to',
]

/** Excel reads a file without it in the machine's own code page, and garbles Dzongkha names. */
const UTF8_BYTE_ORDER_MARK = '\uFEFF'

/**
 * The inbox's matching applications as CSV, oldest first, within the member's scope: times as
 * Bhutan's clock reads them (25/11/2026 17:46), not UTC, and days as dd/mm/yyyy.
 */
export async function inboxCsv(
  db: Kysely<Database>,
  staff: StaffMember,
  filters: Omit<InboxFilters, 'page'>,
) {
  const rows = await exportRows(db, staff, filters, MAX_EXPORT_ROWS + 1)
  if (rows.length > MAX_EXPORT_ROWS)
    throw new HttpError(
      400,
      `More than ${MAX_EXPORT_ROWS.toLocaleString('en')} applications match: narrow the filters to export them.`,
    )
  return (
    UTF8_BYTE_ORDER_MARK +
    csvLine(HEADER) +
    rows
      .map((r) =>
        csvLine([
          r.id,
          serviceNameOf(r.service, r.request_type),
          r.status,
          bhutanDateTime(r.created_at),
          r.decided_at && bhutanDateTime(r.decided_at),
          r.due_on && isoToDayMonthYear(r.due_on),
          r.name,
          r.cid,
          r.division,
          r.assignee,
        ]),
      )
      .join('')
  )
}
