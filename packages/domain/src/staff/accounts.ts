import { z } from 'zod'
import { oneLineText } from '../text'
import { STAFF_PROOF_PASSWORD_MISSING, staffPassword, ZStaffProofSchema } from './credentials'

/** Officers decide in their divisions; admins also keep the accounts and divisions. */
export const STAFF_ROLES = ['officer', 'admin'] as const
export type TStaffRole = (typeof STAFF_ROLES)[number]

/** The divisions a member works for: each named once. */
const divisionIds = z
  .array(z.coerce.number().int().min(1).max(2_147_483_647))
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, 'Name each division only once.')

/** An officer decides only in their divisions: one with none would sign in to an empty inbox. */
export const OFFICER_DIVISION_MISSING = 'Choose at least one active division for an officer.'

/** A new staff account, as an admin creates it, with the admin's own proof (issue 32). */
export const ZNewStaffSchema = z
  .object({
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9._-]{3,40}$/, 'Use 3 to 40 letters, digits, dots, dashes or underscores'),
    name: oneLineText(100, 'At most 100 characters.').min(1, 'Please enter the full name'),
    password: staffPassword,
    role: z.enum(STAFF_ROLES, { error: 'Please select one' }),
    divisions: divisionIds.default([]),
  })
  .extend(ZStaffProofSchema.shape)
  .superRefine((account, ctx) => {
    if (account.role === 'officer' && account.divisions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['divisions'], message: OFFICER_DIVISION_MISSING })
  })
export type TNewStaffInput = z.input<typeof ZNewStaffSchema>
export type TNewStaff = z.output<typeof ZNewStaffSchema>

/**
 * Changes to a staff account: its role, divisions, or whether it may sign in. A change of role
 * or of active state carries the admin's own proof (issue 32): a stolen session could make its
 * own admin or lock the real ones out. Divisions alone need none: they give no more than the
 * officer's role already gives, in other divisions.
 */
export const ZStaffChangeSchema = ZStaffProofSchema.partial()
  .extend({
    role: z.enum(STAFF_ROLES).optional(),
    active: z.boolean().optional(),
    divisions: divisionIds.optional(),
  })
  .superRefine((change, ctx) => {
    if ((change.role !== undefined || change.active !== undefined) && !change.current_password)
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: STAFF_PROOF_PASSWORD_MISSING })
  })
export type TStaffChangeInput = z.input<typeof ZStaffChangeSchema>

/** An officer's divisions, as an admin changes them: at least one. */
export const ZOfficerDivisionsSchema = z.object({ divisions: divisionIds.min(1, OFFICER_DIVISION_MISSING) })
export type TOfficerDivisionsInput = z.input<typeof ZOfficerDivisionsSchema>
export type TOfficerDivisions = z.output<typeof ZOfficerDivisionsSchema>

/** A staff account as admins see it. */
export const ZStaffAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  /** The divisions an officer works; an admin works all. */
  divisions: z.array(z.number().int()),
})
export type TStaffAccount = z.infer<typeof ZStaffAccountSchema>
export const ZStaffAccountListResponseSchema = z.array(ZStaffAccountSchema)

/** What changed a member's credentials, as the member is told of it (issue 32). */
export const STAFF_ACCOUNT_CHANGES = [
  'password_changed',
  'password_reset',
  'totp_set_up',
  'totp_turned_off',
  // An admin's changes to the account itself, with who made them.
  'account_created',
  'made_admin',
  'made_officer',
  'deactivated',
  'reactivated',
] as const
export type TStaffAccountChangeKind = (typeof STAFF_ACCOUNT_CHANGES)[number]

/** The latest changes to the signed-in member's credentials, newest first. */
export const ZStaffAccountChangesResponseSchema = z.array(
  z.object({
    kind: z.enum(STAFF_ACCOUNT_CHANGES),
    /** ISO 8601. */
    at: z.string(),
    /** The admin who made it; null when the member made it themselves. */
    by: z.string().nullable(),
  }),
)
export type TStaffAccountChanges = z.infer<typeof ZStaffAccountChangesResponseSchema>
