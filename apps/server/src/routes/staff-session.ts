import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  STAFF_MESSAGES,
  STAFF_SESSION_HOURS,
  ZStaffLoginSchema,
  ZStaffPasswordChangeSchema,
  ZTotpConfirmSchema,
  ZStaffSessionResponseSchema,
  ZStaffSignInResponseSchema,
  ZTotpEnrolmentResponseSchema,
} from '@portal/domain/staff'
import QRCode from 'qrcode'
import { fieldErrors, HttpError, noContent, refusals, asksForProofOfWork } from '../errors'
import { mustEnrolTotp } from '../plugins/staff-auth'
import { assertStaffPassword } from '../services/staff-accounts'
import { newTotpSecret, totpMatches, totpUrl } from '../services/staff-totp'
import { hashToken, tokenFromHeader } from '../services/tokens'

const tags = ['staff']

/** /staff/login, logout, me, password and totp: a staff member's own session and credentials. */
const staffSession: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff/login/',
    {
      schema: {
        tags,
        summary: 'Sign a staff member in with their username, password and, if set, TOTP code',
        body: ZStaffLoginSchema,
        response: { 200: ZStaffSignInResponseSchema, ...refusals(400, 429), ...asksForProofOfWork },
      },
    },
    async (request) => {
      const { username, password, totp } = request.body
      const account = `staff:${username.toLowerCase()}`
      let refusal: string = STAFF_MESSAGES.wrongCredentials
      const client = await request.client()
      const attempt = { client, account, pastAllowance: 'refuse' } as const
      const id = await app.services.withinSignInLimits(attempt, async () => {
        const found = await app.services.verifyStaffCredentials(username, password)
        if (!found) return undefined
        // With an authenticator app, the password alone is a failure like any other.
        if (found.totpSecret && !totpMatches(found.totpSecret, totp ?? '')) {
          refusal = totp ? STAFF_MESSAGES.totpWrong : STAFF_MESSAGES.totpRequired
          return undefined
        }
        return found.id
      })
      if (id === undefined)
        throw refusal === STAFF_MESSAGES.wrongCredentials
          ? new HttpError(400, refusal)
          : fieldErrors({ totp: [refusal] })
      const member = (await app.services.staffMember(id))!
      const token = await app.services.issueToken('staff', id, STAFF_SESSION_HOURS)
      return {
        token,
        name: member.name,
        role: member.role,
        divisions: member.divisions,
        totp_enabled: member.totp_enabled,
        totp_enrolment_required: mustEnrolTotp(app.config, member),
      }
    },
  )

  app.post(
    '/staff/logout/',
    {
      schema: {
        tags,
        summary: "Sign out: the staff member's token is revoked",
        response: { 204: noContent('Signed out: the token is revoked.'), ...refusals(401) },
      },
      onRequest: app.requireStaffSession,
    },
    async (request, reply) => {
      await app.services.revokeToken('staff', tokenFromHeader(request.headers.authorization)!)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/staff/me/',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: ZStaffSessionResponseSchema, ...refusals(401) },
      },
      onRequest: app.requireStaffSession,
    },
    async (request) => ({
      ...request.staff,
      totp_enrolment_required: mustEnrolTotp(app.config, request.staff),
    }),
  )

  app.post(
    '/staff/password/',
    {
      schema: {
        tags,
        summary: 'Change your own password',
        body: ZStaffPasswordChangeSchema,
        response: {
          204: noContent('Changed: your other sessions have ended.'),
          ...refusals(400, 401, 429),
          ...asksForProofOfWork,
        },
      },
      onRequest: app.requireStaffSession,
    },
    async (request, reply) => {
      const { current_password: current, new_password: next } = request.body
      const { id, username, name } = request.staff
      // The current password is guessed no more easily here than at sign-in.
      const proved = await app.services.withinSignInLimits(
        { client: await request.client(), account: `staff:${username}`, pastAllowance: 'refuse' },
        async () => (await app.services.verifyStaffCredentials(username, current))?.id,
      )
      if (proved === undefined) throw fieldErrors({ current_password: [STAFF_MESSAGES.currentPasswordWrong] })
      assertStaffPassword(next, [username, name], 'new_password')
      const keep = hashToken(tokenFromHeader(request.headers.authorization)!)
      await app.services.setStaffPassword(id, next, keep)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/staff/totp/',
    {
      schema: {
        tags,
        summary: 'Start setting up an authenticator app',
        response: { 200: ZTotpEnrolmentResponseSchema, ...refusals(401, 415) },
      },
      onRequest: app.requireStaffSession,
    },
    async (request) => {
      const secret = newTotpSecret()
      await app.staffDesk.startTotpEnrolment(request.staff.id, secret)
      const url = totpUrl(secret, request.staff.username)
      const png = await QRCode.toBuffer(url, { type: 'png', width: 240, margin: 2 })
      return { secret, otpauth_url: url, qr_code_image: png.toString('base64') }
    },
  )

  app.post(
    '/staff/totp/confirm/',
    {
      schema: {
        tags,
        summary: 'Confirm the authenticator app with its code',
        body: ZTotpConfirmSchema,
        response: { 204: noContent('Confirmed: the code is asked at sign-in.'), ...refusals(400, 401) },
      },
      onRequest: app.requireStaffSession,
    },
    async (request, reply) => {
      const pending = await app.staffDesk.pendingTotpSecret(request.staff.id)
      if (!pending) throw fieldErrors({ code: [STAFF_MESSAGES.noEnrolment] })
      if (!totpMatches(pending, request.body.code)) throw fieldErrors({ code: [STAFF_MESSAGES.totpWrong] })
      await app.staffDesk.confirmTotp(request.staff.id, pending)
      return reply.code(204).send(null)
    },
  )
}

export default staffSession
