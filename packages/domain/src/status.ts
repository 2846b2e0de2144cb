/** An application's states, as stored and sent (DESIGN.md §2). */
export const APPLICATION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** The two ways an application is decided. */
export const DECISIONS = ['Approved', 'Rejected'] as const satisfies readonly TApplicationStatus[]

/** Ticket statuses as the customer sees them (spec §4). */
const STATUS_DISPLAY: Record<string, string> = { Pending: 'Under Process', Approved: 'Delivered' }

export const statusDisplay = (status: string) => STATUS_DISPLAY[status] ?? status

/** Tickets of these services offer their decision letter for download once decided (spec §2). */
export const LETTER_SERVICES: readonly string[] = [
  'Power Clearance',
  'Sanction of Power',
  'Site Clearance',
  'Release',
]

export const hasLetter = (service: string, status: string) =>
  status !== 'Pending' && LETTER_SERVICES.includes(service)
