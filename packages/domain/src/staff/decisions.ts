import { z } from 'zod'
import { DECISIONS } from '../status'
import { paragraphText } from '../text'

export const REJECTION_NEEDS_REMARKS = 'Please give the reason for the rejection.'

/** An officer's decision: remarks are optional to approve and required to reject. */
export const ZDecisionSchema = z
  .object({
    decision: z.enum(DECISIONS, { error: 'Please select one' }),
    remarks: paragraphText(1000, 'At most 1000 characters.').optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'Rejected' && !value.remarks) {
      ctx.addIssue({ code: 'custom', path: ['remarks'], message: REJECTION_NEEDS_REMARKS })
    }
  })
export type TDecisionInput = z.input<typeof ZDecisionSchema>
export type TDecision = z.output<typeof ZDecisionSchema>
