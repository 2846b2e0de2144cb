/** Ticket statuses as the customer sees them (spec §4). */
const STATUS_DISPLAY: Record<string, string> = { Pending: 'Under Process', Approved: 'Delivered' }

export const statusDisplay = (status: string) => STATUS_DISPLAY[status] ?? status
