import { z } from 'zod'
import { oneLineText } from '../text'
import { ZStaffAccountSchema } from './accounts'
import { totpCode } from './credentials'

export const STAFF_SESSION_HOURS = 12
export const STAFF_IDLE_MINUTES = 30

/** Staff sign-in at /staff/login; `totp` once the member has an authenticator app. */
export const ZStaffLoginSchema = z.object({
  username: oneLineText(100, 'At most 100 characters.').min(1, 'Please enter your username'),
  password: z.string().min(1, 'Please enter your password').max(200),
  totp: totpCode.optional().or(z.literal('').transform(() => undefined)),
})
export type TStaffLoginInput = z.input<typeof ZStaffLoginSchema>
export type TStaffLogin = z.output<typeof ZStaffLoginSchema>

/** The signed-in staff member (GET /staff/me/): an active account, and where its sign-in stands. */
export const ZStaffSessionResponseSchema = ZStaffAccountSchema.omit({ active: true }).extend({
  /** Whether an authenticator app's code is asked at sign-in. */
  totp_enabled: z.boolean(),
  /** Production: an admin must set up an authenticator app before anything else. */
  totp_enrolment_required: z.boolean(),
  /** A password someone else chose (the environment, the command line): changed before anything else. */
  password_change_required: z.boolean(),
})
export type TStaffSession = z.infer<typeof ZStaffSessionResponseSchema>

/** Sign-in answers the same, with its token. */
export const ZStaffSignInResponseSchema = ZStaffSessionResponseSchema.omit({
  id: true,
  username: true,
}).extend({
  token: z.string(),
})
