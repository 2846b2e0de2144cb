import { z } from 'zod'
import { CID_LENGTH, MOBILE_MAX, MOBILE_MIN } from './constants'
import { asciiDigits, oneLineText } from './text'
import { MESSAGES, maxLengthMessage, minLengthMessage, requiredMessage, validEmailMessage } from './messages'

/**
 * Rules for a person's details (registration, profile, the wallet's data, a new owner): each
 * takes the field's name for the specification's '{name} is a required field' messages. The
 * service forms' own field rules are in applications/fields.ts.
 */

/** Form inputs arrive as strings and JSON clients may send numbers: accept both, keep digits, any script's. */
const digitsInput = z.union([z.string(), z.number()]).transform((value) => asciiDigits(String(value).trim()))

/** Sign-in CID: the specification checks only its length. */
export const loginCidField = digitsInput.pipe(
  z
    .string()
    .length(CID_LENGTH, { error: MESSAGES.loginCidRequired, abort: true })
    .regex(/^\d+$/, MESSAGES.cidDigits),
)

/** Registration CID: 11 digits, no leading zero (10000000000 to 99999999999). */
export const cidField = digitsInput.pipe(z.string().regex(/^[1-9]\d{10}$/, MESSAGES.cidDigits))

/** Mobile number: a number from 10000000 to 79999999, kept as its 8 digits. */
export const mobileField = (path: string) =>
  digitsInput.pipe(
    z
      .string()
      .min(1, { error: requiredMessage(path), abort: true })
      .regex(/^\d+$/, { error: MESSAGES.mobileMin, abort: true })
      .refine((digits) => Number(digits) >= MOBILE_MIN, MESSAGES.mobileMin)
      .refine((digits) => Number(digits) <= MOBILE_MAX, MESSAGES.mobileMax)
      .transform((digits) => String(Number(digits))),
  )

export const requiredNamedText = (path: string, max = 200) =>
  oneLineText(max, maxLengthMessage(path, max), requiredMessage(path)).min(1, requiredMessage(path))

export const namedTextOfAtLeast = (path: string, min: number, max = 100) =>
  oneLineText(max, maxLengthMessage(path, max), requiredMessage(path)).min(min, minLengthMessage(path, min))

export const optionalNamedText = (path: string, max: number) =>
  oneLineText(max, maxLengthMessage(path, max)).optional().default('')

/** An optional e-mail address: empty is allowed, anything else must be an address. */
export const optionalEmail = (path: string) =>
  oneLineText(254, maxLengthMessage(path, 254))
    .refine((value) => value === '' || z.email().safeParse(value).success, validEmailMessage(path))
    .optional()
    .default('')

/** A choice from a lookup list (dzongkhag, gewog, division): 0 means 'Choose one'. */
export const lookupId = (path: string) =>
  z.coerce
    .number({ error: requiredMessage(path) })
    .int(requiredMessage(path))
    .min(1, requiredMessage(path))
    .max(2_147_483_647, requiredMessage(path))
