import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes rows that have done their work and stored files no attachment names. */
    keepHouse(): Promise<void>
  }
}

const EVERY_MS = 60 * 60_000

/** Hourly, and once soon after start: nothing the portal no longer needs piles up. */
export default fp(async function housekeeping(app: FastifyInstance, options: { timer?: boolean }) {
  app.decorate('keepHouse', async () => {
    const purged = await app.services.operations.purgeEndedRecords()
    const files = await app.sweepOrphanFiles()
    app.log.info({ purged: { ...purged, files } }, 'housekeeping')
  })
  if (options.timer === false) return

  const run = () => void app.keepHouse().catch((error) => app.log.warn({ err: error }, 'housekeeping failed'))
  const first = setTimeout(run, 60_000)
  const timer = setInterval(run, EVERY_MS)
  first.unref()
  timer.unref()
  app.addHook('onClose', async () => {
    clearTimeout(first)
    clearInterval(timer)
  })
})
