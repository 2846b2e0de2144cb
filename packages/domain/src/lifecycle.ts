import { z } from 'zod'
import { isDecided, type TApplicationStatus, type TDecisionStatus } from './status'
import { oneLineText, paragraphText } from './text'

/**
 * The steps an application takes after filing (DESIGN.md §7), and from which states each may
 * be taken. The server checks them again under its conditional update, so of two steps
 * racing, the one that lands first changes the state and the other is refused with 409.
 */
export const LIFECYCLE_STEPS = ['approve', 'reject', 'return', 'resubmit', 'withdraw'] as const
export type TLifecycleStep = (typeof LIFECYCLE_STEPS)[number]

const STEP_RULES: Record<TLifecycleStep, { from: readonly TApplicationStatus[]; to: TApplicationStatus }> = {
  approve: { from: ['Pending'], to: 'Approved' },
  reject: { from: ['Pending'], to: 'Rejected' },
  return: { from: ['Pending'], to: 'Returned' },
  resubmit: { from: ['Returned'], to: 'Pending' },
  withdraw: { from: ['Pending', 'Returned'], to: 'Withdrawn' },
}

export const stepOfDecision = (decision: TDecisionStatus): TLifecycleStep =>
  decision === 'Approved' ? 'approve' : 'reject'

/** The states a step may start from, for the server's conditional update. */
export const statusesAllowing = (step: TLifecycleStep) => STEP_RULES[step].from

/** Where a step leads. */
export const statusAfter = (step: TLifecycleStep) => STEP_RULES[step].to

export const mayTake = (step: TLifecycleStep, status: TApplicationStatus) =>
  STEP_RULES[step].from.includes(status)

/** Why a step cannot be taken from this state (the 409's message), or undefined when it can. */
export function refusalOf(
  step: TLifecycleStep,
  status: TApplicationStatus,
  id: number | string,
): string | undefined {
  if (mayTake(step, status)) return undefined
  if (isDecided(status) || status === 'Withdrawn') {
    const already = `Application ID ${id} has already been ${status.toLowerCase()}`
    return step === 'withdraw' ? `${already} and can no longer be withdrawn.` : `${already}.`
  }
  if (step === 'resubmit') return `Application ID ${id} is not waiting for your changes.`
  if (status === 'Returned')
    return step === 'return'
      ? `Application ID ${id} is already waiting for the customer's changes.`
      : `Application ID ${id} is waiting for the customer's changes: it can be decided once they resubmit it.`
  return `Application ID ${id} cannot be changed now.`
}

export const LIFECYCLE_MESSAGES = {
  returnNeedsMessage: 'Please tell the customer what to change.',
  returnNeedsFields: 'Please select at least one field or document to change.',
  withdrawalNeedsReason: 'Please give a reason for withdrawing.',
  divisionClosed:
    'This division no longer takes new applications. Please choose the division that now serves your area, or call 1250.',
  divisionFixed:
    'The division cannot change on a correction. Withdraw this application and file a new one instead.',
  requestTypeFixed:
    'The type of request cannot change on a correction. Withdraw this application and file a new one instead.',
} as const

const fieldName = oneLineText(60, 'At most 60 characters.').pipe(
  z.string().regex(/^[a-z][a-z0-9_]*$/, 'Not a field of this form.'),
)

/** An officer sends an application back: what to change, and which fields or documents. */
export const ZReturnRequestSchema = z.object({
  message: paragraphText(1000, 'At most 1000 characters.', LIFECYCLE_MESSAGES.returnNeedsMessage),
  fields: z
    .array(fieldName)
    .min(1, LIFECYCLE_MESSAGES.returnNeedsFields)
    .max(40)
    .refine((names) => new Set(names).size === names.length, 'Name each field only once.'),
})
export type TReturnRequest = z.output<typeof ZReturnRequestSchema>

/** A customer withdraws an application that is not decided. */
export const ZWithdrawalRequestSchema = z.object({
  reason: paragraphText(500, 'At most 500 characters.', LIFECYCLE_MESSAGES.withdrawalNeedsReason),
})
export type TWithdrawalRequest = z.output<typeof ZWithdrawalRequestSchema>

/** While Returned: what the officer asked for (the ticket's `action_needed`). */
export const ZActionNeededSchema = z.object({
  message: z.string(),
  fields: z.array(z.string()),
})
export type TActionNeeded = z.infer<typeof ZActionNeededSchema>

/** One field changed by a resubmission: text fields with their old and new values, files by name. */
export const ZFieldChangeSchema = z.object({
  field: z.string(),
  from: z.string().optional(),
  to: z.string().optional(),
})
export type TFieldChange = z.infer<typeof ZFieldChangeSchema>

/** What the history says of a customer's own steps, in English as stored; a page may show its translation. */
export const CUSTOMER_STEP_REMARKS = {
  filed: 'Application submitted',
  resubmitted: 'Changes submitted',
} as const

/** Still to be worked: neither decided nor withdrawn. Assignment and notes need it open. */
export const isOpen = (status: TApplicationStatus) => status === 'Pending' || status === 'Returned'

/** The 409 for work on an application that is closed. */
export const closedRefusal = (status: TApplicationStatus, id: number) =>
  `Application ID ${id} has already been ${status.toLowerCase()}.`

export const ASSIGNMENT_MESSAGES = {
  takenBy: (id: number, name: string) => `Application ID ${id} is already assigned to ${name}.`,
  onlyYourself: 'Officers assign applications to themselves only; an admin assigns them to others.',
  notInDivision: "This member does not work for the application's division.",
} as const

/** An officer takes an application (their own id) or lets it go (null); an admin assigns anyone in scope. */
export const ZAssignRequestSchema = z.object({
  staff_id: z.number().int().min(1).max(2_147_483_647).nullable(),
})
export type TAssignRequest = z.infer<typeof ZAssignRequestSchema>

/** A note on an application: internal among staff, or public in the customer's history. */
export const ZNoteRequestSchema = z.object({
  text: paragraphText(2000, 'At most 2000 characters.', 'Please write the note.'),
  public: z.boolean({ error: 'Say whether the customer sees this note.' }),
})
export type TNoteRequest = z.output<typeof ZNoteRequestSchema>
export type TNoteInput = z.input<typeof ZNoteRequestSchema>

/** What a history entry records: a change of status, of assignee, or a note. */
export const HISTORY_KINDS = ['status', 'assignment', 'note'] as const
export type THistoryKind = (typeof HISTORY_KINDS)[number]

/** The note, as recorded. */
export const ZNoteResponseSchema = z.object({
  at: z.string(),
  text: z.string(),
  public: z.boolean(),
})
