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

/** A new staff account, as an admin creates it. */
export const ZNewStaffSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{3,40}$/, 'Use 3 to 40 letters, digits, dots, dashes or underscores'),
  name: z.string().trim().min(1, 'Please enter the full name').max(100),
  password: z.string().min(10, 'At least 10 characters').max(200),
  role: z.enum(['officer', 'admin'], { error: 'Please select one' }),
  divisions: z.array(z.coerce.number().int().min(1)).max(50).default([]),
})
export type TNewStaffInput = z.input<typeof ZNewStaffSchema>
export type TNewStaff = z.output<typeof ZNewStaffSchema>

/** Changes to a staff account: its role, divisions, or whether it may sign in. */
export const ZStaffChangeSchema = z.object({
  role: z.enum(['officer', 'admin']).optional(),
  active: z.boolean().optional(),
  divisions: z.array(z.number().int().min(1)).max(50).optional(),
})

/** An electricity services division, as an admin keeps the list right. */
export const ZDivisionSchema = z.object({
  name: z.string().trim().min(3, 'Please enter the division’s name').max(100),
  active: z.boolean().default(true),
})
