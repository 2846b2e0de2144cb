import { z } from 'zod'
import { SERVICE_TYPES } from '../catalogue'
import { asciiDigits } from '../text'
import { APPLICATION_MESSAGES as M } from '../messages'
import { optionalAttachment, yesNo } from './fields'
import { isDecided, type TApplicationStatus } from '../status'

/**
 * "Do you hold a power clearance approved through this portal?" (DESIGN.md §3): Yes → its
 * Application ID is required (and checked), No → a copy of the old clearance is required.
 */
export const clearanceReferenceFields = {
  yes_no: yesNo(),
  power_clearance: z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => (value === undefined ? '' : asciiDigits(String(value).trim())))
    .refine((value) => value === '' || /^\d{1,15}$/.test(value), M.required),
  old_power_clearance: optionalAttachment(),
}

type ClearanceReference = { yes_no?: 'Yes' | 'No'; power_clearance?: string; old_power_clearance?: unknown }

export function requireClearanceReference(values: ClearanceReference, ctx: z.RefinementCtx) {
  if (values.yes_no === 'Yes' && !values.power_clearance) {
    ctx.addIssue({ code: 'custom', path: ['power_clearance'], message: M.required })
  }
  if (values.yes_no === 'No' && !values.old_power_clearance) {
    ctx.addIssue({ code: 'custom', path: ['old_power_clearance'], message: M.oldClearanceRequired })
  }
}

/**
 * Keeps only what the answer asks for: "No" leaves no reference to check or print, "Yes"
 * keeps no copy of an old clearance. Browser and server file the same thing.
 */
export function keepAnsweredClearanceReference<T extends ClearanceReference>(values: T): T {
  if (values.yes_no === 'No') return { ...values, power_clearance: '' }
  if (values.yes_no === 'Yes') return { ...values, old_power_clearance: undefined }
  return values
}

/**
 * What the referenced clearance's state says against it, if anything: one not decided yet
 * (sent back included) is pending, a withdrawn one was never granted. The server checks
 * ownership, service and validity around this.
 */
export function clearanceStatusProblem(status: TApplicationStatus, reference: string | number) {
  if (status === 'Withdrawn') return M.clearanceInvalid(reference)
  if (status === 'Rejected') return M.clearanceRejected(reference)
  if (!isDecided(status)) return M.clearancePending(reference)
  return undefined
}

const DAY_MS = 86_400_000

/**
 * Until when an approved power clearance may be referenced: CLEARANCE_VALIDITY_DAYS after its
 * approval (DESIGN.md §3). Undefined for any other paper: the specification gives no other
 * service a validity the utility grants (a site clearance's is only what the applicant asked for).
 */
export function clearanceValidUntil(
  application: { service: string; status: string; decided_at?: Date | null },
  validityDays: number,
): Date | undefined {
  if (application.service !== SERVICE_TYPES.powerClearance.service || application.status !== 'Approved')
    return undefined
  if (!application.decided_at) return undefined
  return new Date(application.decided_at.getTime() + validityDays * DAY_MS)
}
