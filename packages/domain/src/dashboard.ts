import { z } from 'zod'
import { APPLICATION_STATUSES } from './status'

/** The dashboard's period: received from `from` to `to`, both days included (yyyy-mm-dd). */
export const ZDashboardQuerySchema = z
  .object({
    from: z.iso.date({ error: 'Use the form yyyy-mm-dd, with a day that exists.' }).optional(),
    to: z.iso.date({ error: 'Use the form yyyy-mm-dd, with a day that exists.' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end comes before the start.',
  })

/** What the staff dashboard shows, within the member's divisions (DESIGN.md §7). */
export const ZDashboardResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  by_status: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() })),
  /** By the service the customer chose: the stored service and request type, and its name. */
  by_service: z.array(
    z.object({
      service: z.string(),
      request_type: z.string().optional(),
      service_name: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Weeks start on Monday (yyyy-mm-dd). */
  weekly: z.array(z.object({ week: z.string(), received: z.number().int(), decided: z.number().int() })),
  by_division: z.array(z.object({ division: z.string(), open: z.number().int(), overdue: z.number().int() })),
  /** Calendar days from filing to decision, of those decided in the period. */
  time_to_decision: z.object({
    decided: z.number().int(),
    median_days: z.number().nullable(),
    p90_days: z.number().nullable(),
  }),
  /** Open applications past their expected decision date, now. */
  overdue: z.number().int(),
})
export type TDashboard = z.infer<typeof ZDashboardResponseSchema>
