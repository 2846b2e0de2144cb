import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { deliverDueMessages } from '../notifications/outbox-worker'
import { transportsFor, type Transports } from '../notifications/transports'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the messages now due; the background worker calls it every OUTBOX_POLL_MS. */
    deliverOutbox(): Promise<number>
  }
}

export default fp(async function outbox(
  app: FastifyInstance,
  options: { transports?: Transports; worker?: boolean },
) {
  const transports = options.transports ?? transportsFor(app.config, app.log)
  app.decorate('deliverOutbox', () => deliverDueMessages(app.db, transports))
  if (options.worker === false) return

  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    app
      .deliverOutbox()
      .catch((error) => app.log.warn({ err: error }, 'outbox delivery failed'))
      .finally(() => (running = false))
  }, app.config.OUTBOX_POLL_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
})
