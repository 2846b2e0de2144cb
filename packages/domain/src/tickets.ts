import { z } from 'zod'
import { HISTORY_KINDS, ZActionNeededSchema, ZFieldChangeSchema } from './lifecycle'
import { APPLICATION_STATUSES, DECISIONS } from './status'

/**
 * What the server sends for the customer's tickets (DESIGN.md §2): the server declares these as
 * its response schemas, so nothing else goes out, and the web reads them as its types.
 */
export const ZTicketSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  /** Equals `id` (DESIGN.md §2): the filed form's id, for its read-only view. */
  service_id: z.number().int(),
  /** The variant of services that share a form (Release: Temporary or Permanent). */
  request_type: z.string().optional(),
  name: z.string(),
  /** ISO 8601. */
  created: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Once decided: the letter's public check, `/verify/{code}`. */
  verify_url: z.string().optional(),
  /** While Returned: what the officer asked to be changed (DESIGN.md §7). */
  action_needed: ZActionNeededSchema.optional(),
  /** While not decided: the day a decision is expected (yyyy-mm-dd), paused while Returned. */
  expected_by: z.string().optional(),
})
export type TTicket = z.infer<typeof ZTicketSchema>

export const ZTicketListResponseSchema = z.array(ZTicketSchema)

/** One step of an application's history as the customer reads it (the officer's adds who acted). */
export const ZHistoryEntrySchema = z.object({
  /** ISO 8601. */
  at: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  remarks: z.string(),
  /** Who took the step: the customer, or the utility's staff. */
  by: z.enum(['customer', 'staff']),
  /** A change of status, or (the customer sees only public ones) a note from the utility. */
  kind: z.enum(HISTORY_KINDS),
  /** A return: the fields and documents asked to be changed. */
  fields: z.array(z.string()).optional(),
  /** A resubmission: what changed. */
  changes: z.array(ZFieldChangeSchema).optional(),
})
export type THistoryEntry = z.infer<typeof ZHistoryEntrySchema>

/** One ticket, with what happened to it and when. */
export const ZTicketResponseSchema = ZTicketSchema.extend({ history: z.array(ZHistoryEntrySchema) })
export type TTicketWithHistory = z.infer<typeof ZTicketResponseSchema>

/** What both papers name: the application, its service and its applicant, the name masked. */
const verifiedPaper = {
  id: z.number().int(),
  service: z.string(),
  /** The variant of services that share a form, to name the service in the page's language. */
  request_type: z.string().optional(),
  /** The service as the customer chose it, as the paper names it in English. */
  service_name: z.string(),
  /** Masked: "P*** W*****". */
  name: z.string(),
}

/**
 * A paper's public check (/verify/{code}): what the paper in hand should say, to compare
 * (decision 047). Never where the application stands now, nor any detail the applicant gave.
 */
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const ZVerifiedPaperResponseSchema = z.discriminatedUnion('document', [
  z.object({
    document: z.literal('letter'),
    ...verifiedPaper,
    decision: z.enum(DECISIONS),
    /** The letter's date in Bhutan, to the day (yyyy-mm-dd): the time would say more than the paper. */
    decided_on: calendarDate,
    /** ISO 8601: until when an approved power clearance may be referenced; no other paper has one. */
    valid_until: z.string().optional(),
  }),
  z.object({
    document: z.literal('receipt'),
    ...verifiedPaper,
    /** The receipt's date in Bhutan, to the day (yyyy-mm-dd): when the application was received. */
    filed_on: calendarDate,
  }),
])
export type TVerifiedPaper = z.infer<typeof ZVerifiedPaperResponseSchema>
