import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { MESSAGES, tryAgainIn } from '@portal/domain/messages'
import { LimitRefusal } from '../errors'
import { count } from '../services/limits/rate-limits'

/** A limit of costly work: at most `max` requests in `timeWindowMs`. */
export interface CostlyLimit {
  max: number
  timeWindowMs: number
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A route's config for a limit per signed-in customer: `name` keeps each kind of work apart. */
    perCustomer(name: string, limit: CostlyLimit): ReturnType<typeof perCustomer>
  }
}

/**
 * @fastify/rate-limit with its counters in the database (`rate_limits`), so that every
 * instance spends from one allowance and a burst is counted exactly (one upsert per
 * request). Routes opt in with `app.perCustomer(name, limit)` in their config, the limit
 * their area's (`app.services.<area>`).
 */
export default fp(async function costlyLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db),
    // After the customer's token is checked (onRequest), before the body is read.
    hook: 'preHandler',
  })
  app.decorate('perCustomer', perCustomer)
})

/** A route's limit per signed-in customer: `name` keeps each kind of work apart. */
const perCustomer = (name: string, { max, timeWindowMs }: CostlyLimit) => ({
  rateLimit: {
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `${name}:customer:${request.customerCid}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new LimitRefusal(429, `${MESSAGES.tooManyAttempts} ${tryAgainIn(context.ttl)}`, name),
  },
})

/** The store interface of @fastify/rate-limit: `incr` counts one request and says where it stands. */
function databaseStore(db: Kysely<Database>) {
  return class DatabaseStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindowMs: number,
    ) {
      count(db, key, Math.ceil(timeWindowMs / 1000)).then(
        ({ used, msLeft }) => callback(null, { current: used, ttl: msLeft }),
        (error: Error) => callback(error),
      )
    }

    child() {
      return this
    }
  }
}
