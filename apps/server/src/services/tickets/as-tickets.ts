import type { TApplicationStatus } from '@portal/domain/status'
import { isOpen, type TActionNeeded } from '@portal/domain/lifecycle'

export type TicketRow = {
  id: number
  service: string
  request_type: string | null
  status: TApplicationStatus
  created_at: Date
  verify_code: string | null
  action_needed: TActionNeeded | null
  due_on: string | null
  name: string
}

/** An application as the customer's list names it (DESIGN.md §2): the API's and the rendered page's. */
export const toTicket = (row: TicketRow) => ({
  id: row.id,
  service: row.service,
  service_id: row.id,
  request_type: row.request_type ?? undefined,
  name: row.name,
  created: row.created_at.toISOString(),
  status: row.status,
  // Once decided, the letter's public check (DESIGN.md §2). An absent field is undefined, which
  // JSON leaves out, rather than a spread of an object: a third of the map's time on the list.
  verify_url: row.verify_code ? `/verify/${row.verify_code}` : undefined,
  action_needed: row.action_needed ?? undefined,
  expected_by: row.due_on && isOpen(row.status) ? row.due_on : undefined,
})
