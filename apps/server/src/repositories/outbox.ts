import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** What the portal has sent: the development inbox's copies of SMS and e-mail. */
export function outboxRepository(db: Kysely<Database>) {
  return {
    /** The last 50 SMS to a number, newest first (development only). */
    developmentSmsTo: (mobile: string) =>
      db
        .selectFrom('dev_messages')
        .select(['recipient as to', 'body', 'at'])
        .where('channel', '=', 'sms')
        .where('recipient', '=', mobile)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),
  }
}

export type OutboxRepository = ReturnType<typeof outboxRepository>
