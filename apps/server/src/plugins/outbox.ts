import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { deliverDueMessages } from '../notifications/outbox-worker'
import { transportsFor, type Transports } from '../notifications/transports'

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
  const given = options.transports ?? transportsFor(app.config, app.db)
  const transports: Transports = {
    ...given,
    sms: async (message) => {
      await given.sms(message)
      app.observe.smsSent()
    },
  }
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
  app.addHook('onClose', async () => void (await running))
  if (options.worker === false) return

  const timer = setInterval(sendNow, app.config.OUTBOX_POLL_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
})
