import { z } from 'zod'
import { oneLineText } from './text'

/**
 * One customer's own allowances, raised by an admin for a contractor or a developer of flats
 * (issue 31): applications filed per hour, and MB of documents over the quota's days. `null`
 * goes back to the portal's default.
 */
export const ALLOWANCES_MESSAGES = {
  noSuchCustomer: 'No customer is registered with this CID.',
} as const

const allowance = (max: number, unit: string) =>
  z
    .number({ error: `Enter a number of ${unit}, or leave it empty for the default.` })
    .int('Enter a whole number.')
    .min(1, 'The least is 1.')
    .max(max, `The most is ${max}.`)
    .nullable()

export const ZCustomerAllowancesChangeSchema = z.object({
  filings_per_hour: allowance(1_000, 'applications an hour'),
  storage_quota_mb: allowance(10_000, 'MB'),
  reason: oneLineText(300, 'At most 300 characters.').min(1, 'Please say why, for the history.'),
})
export type TCustomerAllowancesChange = z.infer<typeof ZCustomerAllowancesChangeSchema>

export const ZCustomerAllowancesResponseSchema = z.object({
  cid: z.string(),
  name: z.string(),
  /** What applies now: the customer's own, or the default. */
  filings_per_hour: z.number().int(),
  storage_quota_mb: z.number().int(),
  /** Whether each is the customer's own (raised) or the portal's default. */
  own: z.object({ filings_per_hour: z.boolean(), storage_quota_mb: z.boolean() }),
  /** Every change, newest first: who made it, when and why. */
  history: z.array(
    z.object({
      at: z.string(),
      by: z.string(),
      filings_per_hour: z.number().int().nullable(),
      storage_quota_mb: z.number().int().nullable(),
      reason: z.string(),
    }),
  ),
})
export type TCustomerAllowances = z.infer<typeof ZCustomerAllowancesResponseSchema>
