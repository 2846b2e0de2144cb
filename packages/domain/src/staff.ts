import { z } from 'zod'

/** Staff sign-in at /staff/login. */
export const ZStaffLoginSchema = z.object({
  username: z.string().trim().min(1, 'Please enter your username').max(100),
  password: z.string().min(1, 'Please enter your password').max(200),
})
export type TStaffLogin = z.infer<typeof ZStaffLoginSchema>

export const REJECTION_NEEDS_REMARKS = 'Please give the reason for the rejection.'

/** An officer's decision: remarks are optional to approve and required to reject. */
export const ZDecisionSchema = z
  .object({
    decision: z.enum(['Approved', 'Rejected'], { error: 'Please select one' }),
    remarks: z.string().trim().max(1000, 'At most 1000 characters.').optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'Rejected' && !value.remarks) {
      ctx.addIssue({ code: 'custom', path: ['remarks'], message: REJECTION_NEEDS_REMARKS })
    }
  })
export type TDecisionInput = z.input<typeof ZDecisionSchema>
export type TDecision = z.output<typeof ZDecisionSchema>
