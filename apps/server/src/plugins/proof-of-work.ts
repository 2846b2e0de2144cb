import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { PROOF_OF_WORK_HEADER } from '@portal/domain/constants'
import type { RequestClient } from '../services/address-failures'
import { clientAddressOf } from '../services/client-address'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent the request, as the limits count it; its proof of work checked once. */
    client(): Promise<RequestClient>
  }
}

/**
 * A request's proof of work (ALTCHA, in the X-Altcha header) is checked on first need, and
 * only once: a solution that is forged, expired, for another portal or used before is 400.
 */
export default fp(async function proofOfWork(app: FastifyInstance) {
  const checked = new WeakMap<FastifyRequest, Promise<RequestClient>>()
  app.decorateRequest('client', function (this: FastifyRequest) {
    let client = checked.get(this)
    if (!client) {
      client = clientOf(app, this)
      checked.set(this, client)
    }
    return client
  })
})

async function clientOf(app: FastifyInstance, request: FastifyRequest): Promise<RequestClient> {
  const header = request.headers[PROOF_OF_WORK_HEADER.toLowerCase()]
  const failuresBeforeProof = app.config.ADDRESS_FAILURES_BEFORE_PROOF
  const ip = clientAddressOf(request)
  if (typeof header !== 'string' || header === '') return { ip, provedWork: false, failuresBeforeProof }
  try {
    await app.services.checkProof(header)
  } catch (error) {
    app.observe.proofOfWork('refused')
    throw error
  }
  app.observe.proofOfWork('solved')
  return { ip, provedWork: true, failuresBeforeProof }
}
