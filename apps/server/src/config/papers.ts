import { z } from 'zod'

/** What the letters and clearances the portal issues say. */
export const paperSettings = {
  CLEARANCE_VALIDITY_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .default(365)
    .describe('how long an approved power clearance may be referenced, in days'),
}
