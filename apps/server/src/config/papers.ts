import { z } from 'zod'

/** What the letters and clearances the portal issues say, and how often one customer may download them. */
export const paperSettings = {
  CLEARANCE_VALIDITY_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .default(365)
    .describe('how long an approved power clearance may be referenced, in days'),
  LETTERS_PER_10_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe(
      'letters one customer may download in 10 minutes, rendered once and then from the cache (429 beyond)',
    ),
}
