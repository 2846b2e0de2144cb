import { z } from 'zod'
import { attachmentProblem, type TAttachmentLike } from '../attachments'
import { CONTRACT_ACCOUNT_MAX, CONTRACT_ACCOUNT_MIN } from '../constants'
import { APPLICATION_MESSAGES as M } from '../messages'
import { asciiDigits, oneLineText, paragraphText } from '../text'
import { CATEGORY_LISTS, type TCategoryList } from './categories'

/**
 * The fields the fifteen forms are made of. Inputs come as strings from the browser and from
 * multipart bodies, and as native types from JSON bodies: each field accepts both.
 */

export const division = (message: string = M.divisionRequired) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message)

export const contractAccount = () =>
  z
    .union([z.string(), z.number()])
    .transform((value) => asciiDigits(String(value).trim()))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, { error: M.contractAccountRequired, abort: true })
        .transform(Number)
        .pipe(
          z
            .number()
            .min(CONTRACT_ACCOUNT_MIN, M.contractAccountMin)
            .max(CONTRACT_ACCOUNT_MAX, M.contractAccountMax),
        ),
    )

export const requiredText = (message: string = M.required, max = 500) =>
  oneLineText(max, `At most ${max} characters.`, message).min(1, message)

export const optionalText = (max = 200) =>
  oneLineText(max, `At most ${max} characters.`).optional().default('')

/** A reason or a description: several lines allowed. */
export const paragraph = (message: string = M.required, max = 500) =>
  paragraphText(max, `At most ${max} characters.`, message)

export const optionalParagraph = (max = 500) =>
  paragraphText(max, `At most ${max} characters.`).optional().default('')

export const category = (list: TCategoryList) =>
  z.enum(CATEGORY_LISTS[list] as unknown as [string, ...string[]], { error: M.selectOne })

export const choice = <T extends readonly [string, ...string[]]>(options: T, message: string = M.selectOne) =>
  z.enum(options as unknown as [T[number], ...T[number][]], { error: message })

export const yesNo = () => choice(['Yes', 'No'] as const)

/** A box that must be ticked: `true` from the browser or JSON, 'true' from multipart. */
export const tickedBox = (message: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on'])])
    .optional()
    .transform((value) => value === true || value === 'true' || value === 'on')
    .refine((ticked) => ticked, message)

/**
 * A number typed in a text box: empty is "required", letters are "not a number" (the
 * specification gives no message for those), then the bounds with their own messages.
 */
export const positiveNumber = (
  minMessage: string,
  {
    max = 1_000_000,
    maxMessage = 'Too large.',
    wholeNumber = false,
    requiredMessage = M.required as string,
  } = {},
) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => (typeof value === 'string' ? asciiDigits(value.trim()) : value))
    .refine((value) => value !== '', { error: requiredMessage, abort: true })
    .transform(Number)
    .pipe(
      z
        .number({ error: M.notANumber })
        .finite(M.notANumber)
        .refine((value) => !wholeNumber || Number.isInteger(value), M.notAWholeNumber)
        .min(1, minMessage)
        .max(max, maxMessage),
    )

/** An attached file, present and within the limits, or the given message. */
export const attachment = (requiredMessage: string) =>
  z.custom<TAttachmentLike>(isAttachment, requiredMessage).superRefine((file, ctx) => {
    const problem = attachmentProblem(file)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const optionalAttachment = () =>
  z
    .custom<TAttachmentLike>(isAttachment, 'Please choose a file.')
    .nullish()
    .transform((value) => value ?? undefined)
    .superRefine((file, ctx) => {
      const problem = file && attachmentProblem(file)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

function isAttachment(value: unknown): value is TAttachmentLike {
  const file = value as TAttachmentLike | null
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.name === 'string' &&
    typeof file.size === 'number'
  )
}
