import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { STAFF_MESSAGES } from '@portal/domain/staff/credentials'
import { HttpError } from '../errors'
import type { StaffMember } from '../services/staff-accounts/staff-accounts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by `requireStaff`. */
    staff: StaffMember
  }
  interface FastifyInstance {
    /** A live staff session, even one whose password must still be changed: signing out, changing it. */
    requireStaffSession(request: FastifyRequest): Promise<void>
    /** A live session whose password the member chose: even an admin's who must still enrol an authenticator app. */
    requireChosenPassword(request: FastifyRequest): Promise<void>
    requireStaff(request: FastifyRequest): Promise<void>
    requireAdmin(request: FastifyRequest): Promise<void>
  }
}

/**
 * onRequest hooks for the back office: a live staff session (never a customer's), by token or
 * by the `__Host-staff` cookie, or 401.
 * A member whose password someone else chose may only change it (403 elsewhere); then, in
 * production, an admin without an authenticator app may only set one up.
 */
export default fp(async function staffAuth(app: FastifyInstance) {
  app.decorateRequest('staff', null as unknown as StaffMember)
  app.decorate('requireStaffSession', async (request: FastifyRequest) => {
    const { subject: id, token } = await app.sessionOf(request, 'staff')
    const staff = await app.services.staffAccounts.member(id)
    if (!staff) {
      // A session whose member is gone is no session: its cookie goes like a revoked one's.
      if (request.cookieSessionToken) request.staleSessionCookie = 'staff'
      throw new HttpError(401, 'Your session has expired. Please sign in again.')
    }
    request.staff = staff
    request.sessionToken = token
  })
  app.decorate('requireChosenPassword', async (request: FastifyRequest) => {
    await app.requireStaffSession(request)
    if (request.staff.password_change_required) throw new HttpError(403, STAFF_MESSAGES.changePasswordFirst)
  })
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await app.requireChosenPassword(request)
    if (app.services.staffAccounts.mustEnrolTotp(request.staff))
      throw new HttpError(403, STAFF_MESSAGES.enrolTotpFirst)
  })
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.requireStaff(request)
    if (request.staff.role !== 'admin') throw new HttpError(403, 'Only an administrator may do this.')
  })
})
