import { randomUUID } from 'node:crypto'
import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'

/** The incoming X-Request-Id when it is a plain token of at most 64 characters, else a new one (DESIGN.md §6). */
export const requestIdFor = (header: string | string[] | undefined) =>
  typeof header === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(header) ? header : randomUUID()

/**
 * Error fields that carry values: PostgreSQL's `detail` names the row ("Key (cid)=(…)"),
 * `where` and `parameters` the query's inputs. The log keeps what explains the failure.
 */
function withoutValues(error: FastifyError) {
  return { type: error.name, message: error.message, code: error.code, stack: error.stack ?? '' }
}

/** Options for Fastify's logger: nothing of a request but what DESIGN.md §5 allows. */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  serializers: { err: withoutValues },
})

/**
 * One JSON line per request: its id, the route pattern (never the raw URL, which carries
 * CIDs, thread ids and Application IDs), the status and the time. Every response names
 * its id in X-Request-Id, for a customer to quote.
 */
export default fp(async function requestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    )
  })
})
