import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

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

/**
 * An onRequest hook for customer routes: a live customer session, by token or by the
 * `__Host-session` cookie (plugins/session-cookie.ts), or 401 before the body is read.
 */
export default fp(async function customerAuth(app: FastifyInstance) {
  app.decorateRequest('customerCid', '')
  app.decorateRequest('sessionToken', '')
  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    const { subject, token } = await app.sessionOf(request, 'customer')
    request.customerCid = subject
    request.sessionToken = token
  })
})
