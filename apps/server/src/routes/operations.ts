import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZErrorResponseSchema } from '@portal/domain/error-body'
import { RELEASE } from '../release'

/** What a load balancer and an orchestrator ask (DESIGN.md §6). */
const operations: FastifyPluginAsyncZod = async (app) => {
  // The process serves: no database call, so a slow database does not get it restarted.
  app.get(
    '/health/',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether the process serves (no database call), and which build it runs',
        response: { 200: z.object({ status: z.literal('ok'), release: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, release: RELEASE }),
  )

  // Ready for traffic: the database answers and has every migration this code expects.
  const ready = {
    tags: ['operations'],
    summary: 'Whether the process is ready for traffic: the database answers and is fully migrated',
    response: {
      200: z.object({ status: z.literal('ready') }),
      503: ZErrorResponseSchema.describe('The database does not answer, or lacks migrations.'),
    },
  }
  app.get('/ready/', { schema: ready }, (request) =>
    app.services.operations.readiness((error) =>
      request.log.warn({ err: error }, 'not ready: the database does not answer'),
    ),
  )
}

export default operations
