/**
 * An application's states, as stored and sent (DESIGN.md §7): filed Pending; sent back to the
 * customer as Returned; decided once, Approved or Rejected; or Withdrawn by the customer.
 */
export const APPLICATION_STATUSES = ['Pending', 'Returned', 'Approved', 'Rejected', 'Withdrawn'] as const
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** The two ways an application is decided. */
export const DECISIONS = ['Approved', 'Rejected'] as const satisfies readonly TApplicationStatus[]
export type TDecisionStatus = (typeof DECISIONS)[number]

export const isDecided = (status: string): status is TDecisionStatus =>
  (DECISIONS as readonly string[]).includes(status)

/** Ticket statuses as the customer sees them (spec §4; "Action needed", DESIGN.md §7). */
const STATUS_DISPLAY: Record<string, string> = {
  Pending: 'Under Process',
  Approved: 'Delivered',
  Returned: 'Action needed',
}

export const statusDisplay = (status: string) => STATUS_DISPLAY[status] ?? status

/** Tickets of these services offer their decision letter for download once decided (spec §2). */
export const LETTER_SERVICES: readonly string[] = [
  'Power Clearance',
  'Sanction of Power',
  'Site Clearance',
  'Release',
]

export const hasLetter = (service: string, status: string) =>
  isDecided(status) && LETTER_SERVICES.includes(service)
