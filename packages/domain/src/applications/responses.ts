import { z } from 'zod'
import { LANGUAGES } from '../i18n/languages'
import { APPLICATION_STATUSES } from '../status'
import { ZActionNeededSchema } from '../lifecycle'
import { ZHistoryEntrySchema } from '../tickets'

/**
 * What the server sends for a filed application (DESIGN.md §2): the server declares these as
 * its response schemas, the web reads them as its types.
 */
export const ZAttachmentResponseSchema = z.object({
  id: z.number().int(),
  /** The form's field the document was sent as. */
  field: z.string(),
  /** The file's name as the customer sent it. */
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Where it downloads, with the reader's token. */
  url: z.string(),
})
export type TAttachmentResponse = z.infer<typeof ZAttachmentResponseSchema>

/** The form's values as filed, each under its field's name, around these. */
export const ZFiledApplicationResponseSchema = z.looseObject({
  id: z.number().int(),
  service: z.string(),
  request_type: z.string().optional(),
  status: z.enum(APPLICATION_STATUSES),
  /** ISO 8601. */
  created: z.string(),
  attachments: z.array(ZAttachmentResponseSchema),
})
export type TFiledApplication = z.infer<typeof ZFiledApplicationResponseSchema>

export const ZFiledApplicationListResponseSchema = z.array(ZFiledApplicationResponseSchema)

/** An SMS about an application, as the officer's history shows it. */
export const ZStaffSmsSchema = z.object({
  id: z.number().int(),
  /** When it was queued, with the step it tells of (ISO 8601). */
  at: z.string(),
  /** What it tells of, as the message centre heads it ("Application 42: Approved"). */
  subject: z.string(),
  delivery: z.enum(['delivered', 'not_delivered']).nullable(),
  /** Handed to the SMSC or gateway (false while queued, or put back to be sent again). */
  sent: z.boolean(),
  /** Whether a receipt will tell its delivery: an SMSC accepted it. An HTTP gateway gives none. */
  receipt_expected: z.boolean(),
})
export type TStaffSms = z.infer<typeof ZStaffSmsSchema>

/** An email about an application, as the officer's history shows it: no receipt ever tells its delivery. */
export const ZStaffEmailSchema = z.object({
  id: z.number().int(),
  /** When it was queued, with the step it tells of (ISO 8601). */
  at: z.string(),
  /** Its subject as the customer got it, in their language ("Application 42: Approved"). */
  subject: z.string(),
  /** Taken by the mail server (false while queued, or waiting for a retry). */
  sent: z.boolean(),
})
export type TStaffEmail = z.infer<typeof ZStaffEmailSchema>

/** An application as an officer reads it: who filed it, where it is, what happened to it. */
export const ZStaffApplicationResponseSchema = ZFiledApplicationResponseSchema.extend({
  customer: z.object({
    cid: z.string(),
    name: z.string(),
    mobile: z.string(),
    email: z.string(),
    /** The language they read the portal's SMS, emails, page and letter in. */
    language: z.enum(LANGUAGES),
  }),
  division: z.number().int(),
  division_name: z.string(),
  remarks: z.string(),
  decided: z.string().optional(),
  /** The officer who decided, by name. */
  decided_by: z.string().optional(),
  /** While Returned: what was asked of the customer. */
  action_needed: ZActionNeededSchema.optional(),
  /** The officer working it, if anyone has taken it. */
  assignee: z.object({ id: z.number().int(), name: z.string() }).optional(),
  /** Everything, internal notes and assignments included: who acted, and whether the customer sees it. */
  history: z.array(
    ZHistoryEntrySchema.extend({
      actor: z.string(),
      /** Who that is, by name: the customer's, or the officer's as their account shows it. */
      actor_name: z.string(),
      internal: z.boolean(),
    }),
  ),
  /**
   * Each SMS sent to the customer about this application, oldest first, and whether it reached
   * the phone: the operator's receipt, null while none has settled it (as the message centre).
   */
  sms: z.array(ZStaffSmsSchema),
  /** Each email sent to the customer about this application, oldest first. */
  emails: z.array(ZStaffEmailSchema),
})
export type TStaffApplication = z.infer<typeof ZStaffApplicationResponseSchema>

/** The decision, recorded. */
export const ZDecisionResponseSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  decided: z.string().optional(),
  remarks: z.string(),
})

/** The form's values of a filed application, without the facts the server adds around them. */
export const filedValues = (application: TFiledApplication): Record<string, unknown> => {
  const around = new Set(Object.keys(ZFiledApplicationResponseSchema.shape))
  return Object.fromEntries(Object.entries(application).filter(([key]) => !around.has(key)))
}
