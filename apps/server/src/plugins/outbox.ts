import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { TDelivery } from '../db/schema'
import { chaseOverdueReceipts, deliverDueMessages } from '../notifications/outbox-worker'
import type { DeliveryReceipt } from '../notifications/smpp-transport'
import { transportsFor, type Transport, type Transports } from '../notifications/transports'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the messages now due, first putting back an SMS whose receipt is overdue; the
     * background worker calls it every OUTBOX_POLL_MS.
     */
    deliverOutbox(): Promise<number>
    /** Sends what is due now, without waiting for the next poll: a sign-in code is awaited. */
    sendOutboxSoon(): void
    /** Marks an SMS part delivered or not from the SMSC's receipt, and counts a settled message. */
    recordDeliveryReceipt(receipt: DeliveryReceipt): Promise<void>
  }
}

/** Messages one run of the outbox claims and sends. */
const OUTBOX_BATCH = 20

export default fp(async function outbox(
  app: FastifyInstance,
  options: { transports?: Transports; worker?: boolean },
) {
  // A receipt settles a message's delivery once: then it is counted.
  const counter = (delivery: TDelivery | undefined) => {
    if (delivery) app.observe.message('sms', delivery)
  }
  const recordDeliveryReceipt = async (receipt: DeliveryReceipt) => {
    const { matched, settled } = await app.services.messages.recordReceipt(
      receipt.smscMessageId,
      receipt.delivery,
    )
    app.observe.receipt(matched)
    counter(settled)
  }
  app.decorate('recordDeliveryReceipt', recordDeliveryReceipt)
  const given =
    options.transports ??
    transportsFor(app.config, app.db, {
      log: (event, detail) => app.log.info({ ...detail }, event),
      onReceipt: recordDeliveryReceipt,
    })
  // Each send is counted by channel and outcome; an SMS handed over also by the older counter.
  const counted =
    (channel: 'sms' | 'email'): Transport =>
    async (message) => {
      try {
        const sent = await given[channel](message)
        app.observe.message(channel, 'sent')
        if (channel === 'sms') app.observe.smsSent()
        return sent
      } catch (error) {
        app.observe.message(channel, 'failed')
        throw error
      }
    }
  const transports: Transports = { sms: counted('sms'), email: counted('email') }
  const timeout = app.config.SMS_DELIVERY_TIMEOUT_MINUTES
  app.decorate('deliverOutbox', async () => {
    await chaseOverdueReceipts(app.db, {
      onResent: (count) => app.observe.message('sms', 'resent', count),
      onGivenUp: (count) => app.observe.message('sms', 'no_receipt', count),
    })
    return deliverDueMessages(app.db, transports, {
      batch: OUTBOX_BATCH,
      onDelivery: counter,
      onDropped: (count) => app.observe.message('sms', 'too_late', count),
      // off: no receipt is awaited, so none is overdue and nothing is sent again.
      receiptWithinSeconds: timeout === 'off' ? undefined : timeout * 60,
    })
  })

  // One run at a time; a call during a run asks for one more, so nothing new waits a poll. A run
  // that found a whole batch due asks for one more too: a backlog (a morning's decisions, whose
  // messages ask for no run of their own) goes at the transports' pace, not a batch a poll.
  // Once the portal closes no run starts: the database goes next, and a run cut short would
  // leave its claimed batch unsent for the lease (30 s).
  let running: Promise<unknown> | undefined
  let again = false
  let closing = false
  const sendNow = () => {
    if (closing) return
    if (running) return void (again = true)
    running = app
      .deliverOutbox()
      .then((claimed) => void (claimed >= OUTBOX_BATCH && (again = true)))
      .catch((error) => app.log.warn({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          sendNow()
        }
      })
  }
  app.decorate('sendOutboxSoon', sendNow)
  app.addHook('onClose', async () => {
    closing = true
    await running
    await given.close?.()
  })
  if (options.worker === false) return

  const timer = setInterval(sendNow, app.config.OUTBOX_POLL_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
})
