import type { Challenge } from 'altcha-lib'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { PROOF_OF_WORK_HEADER } from '@portal/domain/constants'
import { networkOf, type RequestClient } from '../services/sign-in/address-failures'
import { clientAddressOf } from '../services/sign-in/client-address'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent the request, as the limits count it; its proof of work checked once. */
    client(): Promise<RequestClient>
  }
  interface FastifyInstance {
    /** The challenge a 428 carries: for this request's route and network, `factor` times the work. */
    proofChallengeFor(request: FastifyRequest, factor: number): Promise<Challenge>
  }
}

/**
 * A request's proof of work (ALTCHA, in the X-Altcha header) is checked on first need, and
 * only once: a solution that is forged, expired, for another portal, route or network, or used
 * before is 400. A 428 carries the challenge to solve, bound to the request's route and network
 * (decision 074): there is no challenge route to stock proofs from.
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
  app.decorate('proofChallengeFor', (request: FastifyRequest, factor: number) =>
    app.services.signIn.newProofChallenge(bindingOf(request), factor),
  )
})

const bindingOf = (request: FastifyRequest) => ({
  route: `${request.method} ${request.routeOptions.url ?? ''}`,
  network: networkOf(clientAddressOf(request)),
})

async function clientOf(app: FastifyInstance, request: FastifyRequest): Promise<RequestClient> {
  const header = request.headers[PROOF_OF_WORK_HEADER.toLowerCase()]
  const failuresBeforeProof = app.services.signIn.failuresBeforeProof
  const ip = clientAddressOf(request)
  if (typeof header !== 'string' || header === '') return { ip, proofFactor: 0, failuresBeforeProof }
  let proofFactor: number
  try {
    proofFactor = await app.services.signIn.checkProof(header, bindingOf(request))
  } catch (error) {
    app.observe.proofOfWork('refused')
    throw error
  }
  app.observe.proofOfWork('solved')
  return { ip, proofFactor, failuresBeforeProof }
}
