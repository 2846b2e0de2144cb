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
  /** The application it is about, or null (an account's news). */
  application_id: z.number().int().nullable(),
})
export type TNotification = z.infer<typeof ZNotificationSchema>

/** The SMS and the email one event sent share its moment and application: one piece of news. */
export const newsOf = (message: Pick<TNotification, 'at' | 'application_id'>) =>
  `${message.at}|${message.application_id ?? ''}`

/** How much news is unread: an event sent by SMS and email counts once. */
export const unreadNews = (messages: readonly TNotification[]) =>
  new Set(messages.filter((message) => !message.read).map(newsOf)).size

/** The ids of the messages marked new: the first unread copy of each piece of news, as counted. */
export function newOnes(messages: readonly TNotification[]) {
  const seen = new Set<string>()
  return new Set(
    messages
      .filter((message) => !message.read && !seen.has(newsOf(message)) && seen.add(newsOf(message)))
      .map(({ id }) => id),
  )
}

export const ZNotificationListResponseSchema = z.array(ZNotificationSchema)

/** How many of the newest the centre lists: years of a customer's messages. */
export const MESSAGE_CENTRE_SIZE = 200
