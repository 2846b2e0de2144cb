import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../errors'
import { staffMember, type StaffMember } from '../services/staff-accounts'
import { tokenFromHeader, tokenSubject } from '../services/tokens'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by `requireStaff`. */
    staff: StaffMember
  }
  interface FastifyInstance {
    requireStaff(request: FastifyRequest): Promise<void>
    requireAdmin(request: FastifyRequest): Promise<void>
  }
}

/** onRequest hooks for the back office: a live staff token (never a customer's), or 401. */
export default fp(async function staffAuth(app: FastifyInstance) {
  app.decorateRequest('staff', null as unknown as StaffMember)
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization)
    if (!token) throw new HttpError(401, 'Authentication credentials were not provided.')
    const id = (await tokenSubject(app.db, 'staff', token)) as number | undefined
    const staff = id === undefined ? undefined : await staffMember(app.db, id)
    if (!staff) throw new HttpError(401, 'Your session has expired. Please sign in again.')
    request.staff = staff
  })
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.requireStaff(request)
    if (request.staff.role !== 'admin') throw new HttpError(403, 'Only an administrator may do this.')
  })
})
