import { z } from 'zod'
import { APPLICATION_MESSAGES as M } from './messages'

/** The ticket page's search box: an Application ID is required (spec §5). */
export const ZTicketSearchSchema = z.object({
  ticket: z
    .string()
    .trim()
    .min(1, M.required)
    .regex(/^\d{1,15}$/, 'Please enter the Application ID in digits'),
})
export type TTicketSearch = z.infer<typeof ZTicketSearchSchema>
