import { z } from 'zod'
import { oneLineText } from './text'

/**
 * The back office's view of the hour's code SMS (issue 45): what each purpose sent and got back,
 * each share of `SMS_PER_HOUR` against its size, who spent most, and the blocks admins set.
 */
export const SMS_BLOCK_HOURS = { min: 1, max: 72 } as const

export const SMS_BLOCK_MESSAGES = {
  target: 'Enter the number, or the network (an IPv4 address or an IPv6 /64).',
  number: 'Enter a mobile number of 8 digits, or block it from the table.',
  network: 'Enter an IPv4 address, or an IPv6 address or /64.',
  hours: `Enter a whole number of hours from ${SMS_BLOCK_HOURS.min} to ${SMS_BLOCK_HOURS.max}.`,
  reason: 'Please say why, for the history.',
} as const

/**
 * A block: a number (the 8 digits an admin was given, or the `ref` of a row of the figures, which
 * shows the number masked) or a network, for some hours, and why.
 */
export const ZSmsBlockSchema = z.object({
  kind: z.enum(['number', 'network']),
  target: oneLineText(100, SMS_BLOCK_MESSAGES.target).min(1, SMS_BLOCK_MESSAGES.target),
  hours: z
    .number({ error: SMS_BLOCK_MESSAGES.hours })
    .int(SMS_BLOCK_MESSAGES.hours)
    .min(SMS_BLOCK_HOURS.min, SMS_BLOCK_MESSAGES.hours)
    .max(SMS_BLOCK_HOURS.max, SMS_BLOCK_MESSAGES.hours),
  reason: oneLineText(300, 'At most 300 characters.').min(1, SMS_BLOCK_MESSAGES.reason),
})
export type TSmsBlockRequest = z.infer<typeof ZSmsBlockSchema>

/** A block in force: a number is shown masked, as everywhere in the back office. */
export const ZSmsBlockResponseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['number', 'network']),
  target: z.string(),
  reason: z.string(),
  by: z.string(),
  at: z.string(),
  until: z.string(),
})
export type TSmsBlock = z.infer<typeof ZSmsBlockResponseSchema>

export const ZSmsWatchResponseSchema = z.object({
  /** The ceiling (`SMS_PER_HOUR`) the shares split. */
  sms_per_hour: z.number().int(),
  /** Codes sent in the last hour by purpose (a challenge that shared an earlier code sent none). */
  purposes: z.array(z.object({ purpose: z.string(), sent: z.number().int(), came_back: z.number().int() })),
  /** Each share's codes waiting to come back, against its size. */
  shares: z.array(z.object({ share: z.string(), outstanding: z.number().int(), size: z.number().int() })),
  /** The ten networks whose codes of the last hour came back least. */
  networks: z.array(z.object({ network: z.string(), not_back: z.number().int() })),
  /** The ten numbers likewise, masked; `ref` blocks one without showing it. */
  numbers: z.array(z.object({ number: z.string(), ref: z.string(), not_back: z.number().int() })),
  blocks: z.array(ZSmsBlockResponseSchema),
})
export type TSmsWatch = z.infer<typeof ZSmsWatchResponseSchema>
