import type { FastifyRequest } from 'fastify'
import type { Acting } from '../services/staff-accounts'

/**
 * The signed-in member acting, as the staff-accounts area asks for them: who they are, their
 * session's token, and who sent the request (checked only when their proof is asked for).
 */
export const acting = (request: FastifyRequest): Acting => ({
  staff: request.staff,
  token: request.sessionToken,
  client: () => request.client(),
})
