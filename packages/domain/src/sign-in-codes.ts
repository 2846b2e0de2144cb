import { z } from 'zod'
import { asciiDigits } from './text'

/**
 * One-time codes by SMS (DESIGN.md §5): proof that the person holds the mobile, for
 * sign-in, registration and a change of mobile. The server answers 202 with a challenge;
 * the page asks for the code and sends both back.
 */
export const SIGN_IN_CODE_LENGTH = 6
export const SIGN_IN_CODE_MINUTES = 5
export const SIGN_IN_CODE_ATTEMPTS = 5
/** The page offers to send another code after this long. */
export const RESEND_AFTER_SECONDS = 30

export const SIGN_IN_CODE_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code we sent you.',
  codeShape: 'The code is the 6 digits in the SMS we sent you.',
  wrongCode: 'That code is not right. Please check the SMS and try again.',
  challengeEnded: 'This code has expired or was tried too often. Please ask for a new code.',
  /** A change of mobile needs the current number's code too, unless the session came through the wallet. */
  currentCodeRequired: 'Please also enter the 6-digit code we sent to your current mobile number.',
  /** The number's (or the account's) codes for the hour are spent and none sent is still live. */
  tooManyCodes: 'Too many codes were sent to this number.',
  orUseWallet: 'You can also use the Bhutan NDI wallet.',
  /** Every SMS the portal may send in an hour is spent (`SMS_PER_HOUR`): the wallet still works. */
  cannotSendCodes: 'We cannot send codes right now.',
  orWalletOrCall: 'You can also use the Bhutan NDI wallet, or call 1250.',
} as const

/**
 * The `code` of the refusals above that the page acts on: their words follow the reader's
 * language (decision 055), this does not. `code_ended`: the challenge has ended (expired, its
 * tries spent, or its code used), and only a new code will do.
 */
export const SIGN_IN_CODE_REFUSALS = { challengeEnded: 'code_ended' } as const

/** What the server answers (202) while it waits for the code. */
export const ZCodeChallengeResponseSchema = z.object({
  otp_required: z.literal(true),
  challenge: z.string(),
  /** The number the code went to, masked: 17****78. */
  sent_to: z.string(),
  /** False when no new SMS went: the code sent to that number a few minutes ago stands. */
  new_code: z.boolean().optional(),
  /**
   * A change of mobile: the current number, masked, which a second code went to. Absent
   * when the session came through the wallet, which proved the CID.
   */
  current_sent_to: z.string().optional(),
  /** As `new_code`, for the current number's code. */
  current_new_code: z.boolean().optional(),
})
export type TCodeChallenge = z.infer<typeof ZCodeChallengeResponseSchema>

const codeField = (required: string) =>
  z
    .string()
    .trim()
    .transform(asciiDigits)
    .pipe(
      z
        .string()
        .min(1, required)
        .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), SIGN_IN_CODE_MESSAGES.codeShape),
    )

export const ZCodeFormSchema = z.object({ code: codeField(SIGN_IN_CODE_MESSAGES.codeRequired) })
export type TCodeForm = z.infer<typeof ZCodeFormSchema> & { current_code?: string }

/** The code step of a change of mobile asked from a session that did not come through the wallet. */
export const ZMobileChangeCodesFormSchema = ZCodeFormSchema.extend({
  current_code: codeField(SIGN_IN_CODE_MESSAGES.currentCodeRequired),
})

export const ZCodeVerificationSchema = ZCodeFormSchema.extend({
  challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, SIGN_IN_CODE_MESSAGES.challengeEnded),
})
export type TCodeVerification = z.infer<typeof ZCodeVerificationSchema>

/** A registration's or a change of mobile's codes: the latter also the current number's. */
export const ZCustomerCodeVerificationSchema = ZCodeVerificationSchema.extend({
  current_code: ZCodeFormSchema.shape.code.optional(),
})
export type TCustomerCodeVerification = z.infer<typeof ZCustomerCodeVerificationSchema>

/** Keeps the first two and last two digits: enough to recognise one's own number. */
export const maskMobile = (mobile: string) =>
  mobile.length <= 4 ? '****' : `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}`

export const isCodeChallenge = (body: unknown): body is TCodeChallenge =>
  typeof body === 'object' && body !== null && (body as { otp_required?: unknown }).otp_required === true
