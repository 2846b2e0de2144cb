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
  /** An SMS's delivery from the operator's receipt; null while unknown, and for emails. */
  delivery: z.enum(['delivered', 'not_delivered']).nullable(),
})
export type TNotification = z.infer<typeof ZNotificationSchema>

export const ZNotificationListResponseSchema = z.array(ZNotificationSchema)

/** How many of the newest the centre lists: years of a customer's messages. */
export const MESSAGE_CENTRE_SIZE = 200
