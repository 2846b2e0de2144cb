import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../errors'
import { tokenFromHeader } from '../services/sign-in/tokens'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer's CID, set by `requireCustomer`. */
    customerCid: string
    /** The session's token, set by `requireCustomer` (and `requireStaffSession`): what signing out ends. */
    sessionToken: string
  }
  interface FastifyInstance {
    requireCustomer(request: FastifyRequest): Promise<void>
  }
}

/** An onRequest hook for customer routes: a live customer token, or 401 before the body is read. */
export default fp(async function customerAuth(app: FastifyInstance) {
  app.decorateRequest('customerCid', '')
  app.decorateRequest('sessionToken', '')
  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization)
    if (!token) throw new HttpError(401, 'Authentication credentials were not provided.')
    const cid = (await app.services.signIn.sessionSubject('customer', token)) as string | undefined
    if (!cid) throw new HttpError(401, 'Your session has expired. Please sign in again.')
    request.customerCid = cid
    request.sessionToken = token
  })
})
