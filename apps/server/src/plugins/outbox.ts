import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { deliverDueMessages } from '../notifications/outbox-worker'
import { transportsFor, type Transport, type Transports } from '../notifications/transports'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the messages now due; the background worker calls it every OUTBOX_POLL_MS. */
    deliverOutbox(): Promise<number>
    /** Sends what is due now, without waiting for the next poll: a sign-in code is awaited. */
    sendOutboxSoon(): void
  }
}

export default fp(async function outbox(
  app: FastifyInstance,
  options: { transports?: Transports; worker?: boolean },
) {
  const given =
    options.transports ??
    transportsFor(app.config, app.db, (event, detail) => app.log.info({ ...detail }, event))
  // Each send is counted by channel and outcome; an SMS handed over also by the older counter.
  const counted =
    (channel: 'sms' | 'email'): Transport =>
    async (message) => {
      try {
        await given[channel](message)
      } catch (error) {
        app.observe.message(channel, 'failed')
        throw error
      }
      app.observe.message(channel, 'sent')
      if (channel === 'sms') app.observe.smsSent()
    }
  const transports: Transports = { sms: counted('sms'), email: counted('email') }
  app.decorate('deliverOutbox', () => deliverDueMessages(app.db, transports))

  // One run at a time; a call during a run asks for one more, so nothing new waits a poll.
  let running: Promise<unknown> | undefined
  let again = false
  const sendNow = () => {
    if (running) return void (again = true)
    running = app
      .deliverOutbox()
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
    await running
    await given.close?.()
  })
  if (options.worker === false) return

  const timer = setInterval(sendNow, app.config.OUTBOX_POLL_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
})
