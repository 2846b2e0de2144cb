import { z } from 'zod'

/** The message centre (DESIGN.md §7): what the portal sent the customer, newest first. */
export const ZNotificationSchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  channel: z.enum(['sms', 'email']),
  subject: z.string(),
  body: z.string(),
  read: z.boolean(),
})
export type TNotification = z.infer<typeof ZNotificationSchema>

export const ZNotificationListResponseSchema = z.array(ZNotificationSchema)

/** How many of the newest the centre lists: years of a customer's messages. */
export const MESSAGE_CENTRE_SIZE = 200
