import { customerMessagesRepository } from '../../repositories/customer-messages'
import { outboxRepository } from '../../repositories/outbox'
import { usesDevSmsInbox } from '../../notifications/transports'
import { notFound } from '../../errors'
import { given, type ServiceDeps } from '../deps'
import { blockSms, liftSmsBlock, smsHour } from './sms-watch'

/**
 * What the portal sends (DESIGN.md §6): the customer's message centre, the admins' watch on
 * the hour's code SMS (SMS_PER_HOUR) with their blocks, and, in development, the inbox that
 * stands in for the SMS gateway.
 */
export function messagesArea({
  db,
  config,
}: ServiceDeps<'SMS_PER_HOUR' | 'PORTAL_ENV' | 'SMS_TRANSPORT' | 'SMS_GATEWAY_URL'>) {
  const sent = customerMessagesRepository(db)
  const outbox = outboxRepository(db)
  return {
    newestOf: sent.newestOf,
    /** Marks one of the customer's messages read; 404 when it is not theirs (or none). */
    async markRead(cid: string, id: number) {
      if (!(await sent.markRead(cid, id))) throw notFound()
    },
    smsHour: () => smsHour(db, config.SMS_PER_HOUR),
    block: given(db, blockSms),
    liftBlock: given(db, liftSmsBlock),
    /** Whether SMS land in the development inbox, and /api/dev/sms/ answers. */
    developmentInbox: usesDevSmsInbox(config),
    developmentSmsTo: outbox.developmentSmsTo,
    /** What waits to be sent, for /metrics. */
    backlog: outbox.backlog,
    recordReceipt: outbox.recordReceipt,
  }
}
