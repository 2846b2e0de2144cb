import { z } from 'zod'

// What a staff member proves who they are with: a password and an authenticator app's code.

export const STAFF_PASSWORD_MIN_LENGTH = 12

export const STAFF_MESSAGES = {
  wrongCredentials: 'The username or password is not right.',
  passwordShort: `At least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  passwordCommon: 'This password is too common or too easy to guess: use a longer phrase of your own.',
  currentPasswordWrong: 'The current password is not right.',
  totpRequired: 'Enter the 6-digit code from your authenticator app.',
  totpWrong: 'That code is not right: enter the code your authenticator app shows now.',
  totpShape: 'The code is the 6 digits your authenticator app shows.',
  enrolTotpFirst: 'An administrator must set up an authenticator app first (Account › Two-step sign-in).',
  noEnrolment: 'Start the set-up again: no authenticator app is waiting to be confirmed.',
  totpUsed: 'That code has been used already: enter the next code your authenticator app shows.',
  noTotp: 'No authenticator app is set up.',
  samePassword: 'Choose a new password, not the current one.',
  resetOwnPassword: 'Change your own password under your name in the top bar, with your current password.',
  changePasswordFirst:
    'Change the password you were given before anything else (your name in the top bar › Password).',
} as const

/** An authenticator app's code: 6 digits. */
export const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, STAFF_MESSAGES.totpShape)

/** A staff password: long; the server also refuses common ones. */
export const staffPassword = z.string().min(STAFF_PASSWORD_MIN_LENGTH, STAFF_MESSAGES.passwordShort).max(200)

export const STAFF_PROOF_PASSWORD_MISSING = 'Please enter your current password'

/**
 * What a member proves before changing their own credentials: the current password and,
 * once an authenticator app is set up, its code now — what a stolen session does not have.
 */
export const ZStaffProofSchema = z.object({
  current_password: z
    .string({ error: STAFF_PROOF_PASSWORD_MISSING })
    .min(1, STAFF_PROOF_PASSWORD_MISSING)
    .max(200),
  totp: totpCode.optional().or(z.literal('').transform(() => undefined)),
})
export type TStaffProofInput = z.input<typeof ZStaffProofSchema>
export type TStaffProof = z.output<typeof ZStaffProofSchema>

/** A staff member changes their own password, proving who they are. */
export const ZStaffPasswordChangeSchema = ZStaffProofSchema.extend({ new_password: staffPassword })
export type TStaffPasswordChangeInput = z.input<typeof ZStaffPasswordChangeSchema>
export type TStaffPasswordChange = z.infer<typeof ZStaffPasswordChangeSchema>

/**
 * An admin sets another member's password, proving who they are as for their own: their
 * sessions end (issue 32: a stolen admin session must not take other accounts over).
 */
export const ZStaffPasswordResetSchema = ZStaffProofSchema.extend({ new_password: staffPassword })
export type TStaffPasswordResetInput = z.input<typeof ZStaffPasswordResetSchema>
export type TStaffPasswordReset = z.output<typeof ZStaffPasswordResetSchema>

/** The code that confirms an authenticator app. */
export const ZTotpConfirmSchema = z.object({ code: totpCode })

/** Starting an enrolment: the secret to type, or its otpauth:// link as a QR code. */
export const ZTotpEnrolmentResponseSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** A PNG, base64. */
  qr_code_image: z.string(),
})
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolmentResponseSchema>
