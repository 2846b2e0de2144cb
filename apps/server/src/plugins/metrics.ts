import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { LimitRefusal } from '../errors'
import { ProofOfWorkRequired, type ProofOutcome } from '../services/sign-in/proof-of-work'
import { SMS_SHARES } from '../services/sign-in/sms-ceiling'
import type { TDelivery } from '../db/schema'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the metrics count that no response status tells. */
    observe: {
      proofOfWork(outcome: ProofOutcome): void
      smsSent(): void
      message(channel: 'sms' | 'email', outcome: MessageOutcome, count?: number): void
      receipt(matched: boolean): void
    }
  }
}

/**
 * A send handed over (sent) or refused (failed, to be tried again); then, from the SMSC's
 * receipts, an SMS delivered to the phone or not; an SMS whose receipt did not come in time
 * sent again (resent), and if the second's did not either, reported not delivered (no_receipt);
 * a code given up unsent, as it could no longer arrive before it expired (too_late).
 */
export type MessageOutcome = 'sent' | 'failed' | TDelivery | 'resent' | 'no_receipt' | 'too_late'

/** What the database pool reports (pg.Pool's counters). */
export interface PoolStats {
  totalCount: number
  idleCount: number
  waitingCount: number
}

// A refused sign-in answers 400 (wrong credential or code) or 404 (an unusable wallet thread).
const SIGN_IN_ROUTES: Record<string, string> = {
  '/api/accounts/login/': 'customer',
  '/api/accounts/login/verify/': 'code',
  '/api/customers/verify/': 'code',
  '/api/staff/login/': 'staff',
}

/**
 * Prometheus metrics at /metrics (DESIGN.md §6), in a registry of this app's own: requests
 * by route pattern and status with their latency, the event loop, the database pool, the
 * outbox, refused sign-ins and limits hit. Behind METRICS_TOKEN when it is set.
 */
export default fp(async function metrics(app: FastifyInstance, options: { pool?: PoolStats }) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const signInFailures = new Counter({
    name: 'portal_sign_in_failures_total',
    help: 'Sign-in attempts refused for a wrong credential, code or thread',
    labelNames: ['kind'],
    registers: [registry],
  })
  // Each kind from zero, so that an alert on its rate has a series before the first failure.
  for (const kind of new Set(Object.values(SIGN_IN_ROUTES))) signInFailures.inc({ kind }, 0)
  const limitsHit = new Counter({
    name: 'portal_limits_hit_total',
    help: 'Requests refused by a limit (429), by route pattern',
    labelNames: ['route'],
    registers: [registry],
  })
  // Issue 31: whether honest customers meet a limit, and what the SMS cost.
  const limitRefusals = new Counter({
    name: 'portal_limit_refusals_total',
    help: 'Requests refused by a limit, by limit',
    labelNames: ['limit'],
    registers: [registry],
  })
  const proofsOfWork = new Counter({
    name: 'portal_proof_of_work_total',
    help: 'Proofs of work: asked for (428), solved, refused (forged, expired, used before)',
    labelNames: ['outcome'],
    registers: [registry],
  })
  for (const outcome of ['asked', 'solved', 'refused']) proofsOfWork.inc({ outcome }, 0)
  const smsSent = new Counter({
    name: 'portal_sms_sent_total',
    help: 'SMS this instance handed to the gateway',
    registers: [registry],
  })
  const messages = new Counter({
    name: 'portal_messages_total',
    help: 'SMS and emails by outcome: sent (handed to the SMSC, gateway or mail server), failed (refused, tried again later); SMS delivered or not_delivered, from the SMSC receipts; SMS resent once its receipt was overdue, and no_receipt when the second receipt was overdue too',
    labelNames: ['channel', 'outcome'],
    registers: [registry],
  })
  for (const channel of ['sms', 'email'])
    for (const outcome of ['sent', 'failed']) messages.inc({ channel, outcome }, 0)
  for (const outcome of ['delivered', 'not_delivered', 'resent', 'no_receipt', 'too_late'])
    messages.inc({ channel: 'sms', outcome }, 0)
  // An SMSC that gives no receipts shows here as none at all while resent grows; receipts
  // that match nothing point at ids the portal cannot read (SMS_DELIVERY_TIMEOUT_MINUTES=off).
  const receipts = new Counter({
    name: 'portal_sms_receipts_total',
    help: "SMSC delivery receipts: matched (for a part the portal sent), unmatched (no sent part known when it came: another system's message, or one written down after its receipt)",
    labelNames: ['outcome'],
    registers: [registry],
  })
  for (const outcome of ['matched', 'unmatched']) receipts.inc({ outcome }, 0)
  new Gauge({
    name: 'portal_sms_budget_remaining',
    help: 'Code SMS each share of SMS_PER_HOUR may still have waiting to come back this hour (all instances): accounts (signing in) and new-numbers (registrations)',
    labelNames: ['share'],
    registers: [registry],
    async collect() {
      for (const share of SMS_SHARES) {
        const { outstanding, size } = await app.services.signIn.smsPressure(share)
        this.set({ share }, Math.max(0, size - outstanding))
      }
    },
  })
  // Issue 45: what the ceiling asks of code requests, by what the code is for.
  const codeRequestsHeld = new Counter({
    name: 'portal_sms_codes_held_total',
    help: 'Code requests held by the SMS ceiling, by purpose: proof_asked (428, a proof of work asked for) or refused (503, the share spent)',
    labelNames: ['purpose', 'outcome'],
    registers: [registry],
  })
  app.decorate('observe', {
    proofOfWork: (outcome: ProofOutcome) => proofsOfWork.inc({ outcome }),
    smsSent: () => smsSent.inc(),
    message: (channel, outcome, count = 1) => messages.inc({ channel, outcome }, count),
    receipt: (matched) => receipts.inc({ outcome: matched ? 'matched' : 'unmatched' }),
  })
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof LimitRefusal) limitRefusals.inc({ limit: error.limit })
    if (error instanceof LimitRefusal && error.codePurpose && error.limit === 'sms-per-hour')
      codeRequestsHeld.inc({ purpose: error.codePurpose, outcome: 'refused' })
    if (error instanceof ProofOfWorkRequired && error.codePurpose)
      codeRequestsHeld.inc({ purpose: error.codePurpose, outcome: 'proof_asked' })
  })
  const { pool } = options
  if (pool) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database connections of this instance: open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'open' }, pool.totalCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    })
  }
  new Gauge({
    name: 'portal_outbox_unsent_messages',
    help: 'SMS and emails not yet sent and still being tried',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog(app)).unsent)
    },
  })
  new Gauge({
    name: 'portal_outbox_given_up_messages',
    help: 'SMS and emails given up after every attempt failed',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog(app)).givenUp)
    },
  })
  new Gauge({
    name: 'portal_outbox_oldest_unsent_age_seconds',
    help: 'How long the oldest unsent message has waited (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog(app)).oldestAgeSeconds)
    },
  })

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(no route)'
    const status = reply.statusCode
    requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000)
    if (status === 429) limitsHit.inc({ route })
    if (status === 428) proofsOfWork.inc({ outcome: 'asked' })
    const kind = SIGN_IN_ROUTES[route]
    if (kind && (status === 400 || status === 404)) signInFailures.inc({ kind })
  })

  const token = app.config.METRICS_TOKEN
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !bearerMatches(request.headers.authorization, token))
      return reply.code(401).send({ detail: 'The metrics need their token.' })
    return reply.type(registry.contentType).send(await registry.metrics())
  })
})

function bearerMatches(header: string | undefined, token: string) {
  const presented = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '')
  const expected = Buffer.from(token)
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}

/** One query for both outbox gauges of a scrape; a failed query leaves the scrape to report it. */
interface Backlog {
  unsent: number
  givenUp: number
  oldestAgeSeconds: number
}
const backlogs = new WeakMap<FastifyInstance, Promise<Backlog>>()
function outboxBacklog(app: FastifyInstance) {
  let pending = backlogs.get(app)
  if (!pending) {
    pending = app.services.messages.backlog().finally(() => setImmediate(() => backlogs.delete(app)))
    backlogs.set(app, pending)
  }
  return pending
}
