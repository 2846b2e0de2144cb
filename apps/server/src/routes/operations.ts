import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** What a load balancer and an orchestrator ask (DESIGN.md §6). */
const operations: FastifyPluginAsyncZod = async (app) => {
  // The process serves: no database call, so a slow database does not get it restarted.
  app.get('/health/', { schema: { tags: ['operations'] } }, async () => ({ status: 'ok' }))

  // Ready for traffic: the database answers and has every migration this code expects.
  app.get('/ready/', { schema: { tags: ['operations'] } }, async (request, reply) => {
    try {
      await app.databaseHealth.ping()
      const pending = await app.databaseHealth.pendingMigrations()
      if (pending.length)
        return reply.code(503).send({ detail: `The database lacks ${pending.length} migration(s).` })
      return { status: 'ready' }
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer')
      return reply.code(503).send({ detail: 'The database does not answer.' })
    }
  })
}

export default operations
