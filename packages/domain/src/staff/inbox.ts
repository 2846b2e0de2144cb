import { z } from 'zod'
import { requestTypesOf, SERVICE_CHOICES } from '../applications/service-names'
import { SERVICE_TYPES } from '../catalogue'
import { LANGUAGES } from '../i18n/languages'
import { APPLICATION_STATUSES } from '../status'
import { oneLineText } from '../text'

/** Applications per page of the back office's inbox. */
export const INBOX_PAGE_SIZE = 20

/** One row of the back office's inbox, as the server sends it. */
export const ZInboxRowSchema = z.object({
  id: z.number().int(),
  /** As stored, shared by the pages of one resource ("Energy Meter"); `request_type` tells them apart. */
  service: z.string(),
  service_id: z.number().int(),
  request_type: z.string().optional(),
  service_name: z
    .string()
    .describe(
      'The service as the customer chose it: "Relocation/Shifting of energy meter", not "Energy Meter".',
    ),
  status: z.enum(APPLICATION_STATUSES),
  /** ISO 8601. */
  created: z.string(),
  decided: z.string().optional(),
  name: z.string(),
  cid: z.string(),
  /** The language the customer reads. */
  language: z.enum(LANGUAGES),
  /** The division's name; its id is `division_id`. */
  division: z.string(),
  division_id: z.number().int(),
  age_days: z.number().int(),
  /** The officer working it, by name. */
  assignee: z.string().optional(),
  /** While not decided: the day a decision is expected, and working days left (negative: overdue). */
  due_on: z.string().optional(),
  days_left: z.number().int().optional(),
})
export type TInboxRow = z.infer<typeof ZInboxRowSchema>

const SERVICES = Object.values(SERVICE_TYPES).map((t) => t.service) as [string, ...string[]]
const REQUEST_TYPES = SERVICE_CHOICES.flatMap((choice) =>
  choice.requestType ? [choice.requestType] : [],
) as [string, ...string[]]
// A real calendar day (no 2026-02-30), as the page's address keeps it.
const isoDate = z.iso.date({ error: 'Use the form yyyy-mm-dd, with a day that exists.' })

const inboxFilters = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  service: z
    .enum(SERVICES)
    .optional()
    .describe('The stored service, with all of its pages: "Energy Meter" is the four meter services.'),
  request_type: z
    .enum(REQUEST_TYPES)
    .optional()
    .describe(
      'One page of a service several pages share, as the customer chose it: "Relocation" is "Relocation/Shifting of energy meter". With `service` or alone; it must be one of that service\'s.',
    ),
  division: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: oneLineText(100, 'At most 100 characters.').optional(),
  /** 'me': the member's own; 'none': nobody has taken them. */
  assigned: z.enum(['me', 'none']).optional(),
  /** 'due': the nearest deadline first. */
  sort: z.enum(['due']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

/** A request type names one page of its own service only. */
const requestTypeOfService = (filters: { service?: string; request_type?: string }, ctx: z.RefinementCtx) => {
  if (
    filters.service &&
    filters.request_type &&
    !requestTypesOf(filters.service).includes(filters.request_type)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['request_type'],
      message: `${filters.service} has no request type ${filters.request_type}.`,
    })
}

/** The inbox's filters, as its address takes them. */
export const ZInboxQuerySchema = inboxFilters.superRefine(requestTypeOfService)
/** The same filters for the CSV export, which has no pages. */
export const ZInboxExportQuerySchema = inboxFilters.omit({ page: true }).superRefine(requestTypeOfService)

/** A page of the inbox: `INBOX_PAGE_SIZE` rows at most, and how many match in all. */
export const ZInboxResponseSchema = z.object({ count: z.number().int(), results: z.array(ZInboxRowSchema) })
export type TInboxResponse = z.infer<typeof ZInboxResponseSchema>
