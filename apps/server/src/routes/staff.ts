import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  STAFF_MESSAGES,
  STAFF_SESSION_HOURS,
  ZDecisionSchema,
  ZStaffLoginSchema,
  ZStaffPasswordChangeSchema,
  ZTotpConfirmSchema,
  ZInboxQuerySchema,
  ZInboxResponseSchema,
  ZStaffSessionResponseSchema,
  ZStaffSignInResponseSchema,
  ZTotpEnrolmentResponseSchema,
} from '@portal/domain/staff'
import {
  ZDecisionResponseSchema,
  ZStaffApplicationResponseSchema,
} from '@portal/domain/applications/responses'
import QRCode from 'qrcode'
import {
  documentBody,
  fieldErrors,
  HttpError,
  noContent,
  notFound,
  refusals,
  asksForProofOfWork,
} from '../errors'
import { mustEnrolTotp } from '../plugins/staff-auth'
import { assertStaffPassword } from '../services/staff-accounts'
import { newTotpSecret, totpMatches, totpUrl } from '../services/staff-totp'
import { staffApplicationView } from '../services/staff-view'
import { hashToken, tokenFromHeader } from '../services/tokens'
import { idParams } from '../route-params'

const tags = ['staff']

/** The back office: staff sign-in, the inbox, an application, and the decision on it. */
const staff: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/staff/applications/',
    {
      schema: {
        tags,
        summary: 'The inbox: applications in scope, filtered, sorted and a page at a time',
        querystring: ZInboxQuerySchema,
        response: { 200: ZInboxResponseSchema, ...refusals(400, 401, 403) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => app.services.listInbox(request.staff, request.query),
  )

  app.get(
    '/staff/applications/:id/',
    {
      schema: {
        tags,
        summary: 'One application in scope, with its fields, documents, notes and history',
        params: idParams,
        response: { 200: ZStaffApplicationResponseSchema, ...refusals(400, 401, 403, 404) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => {
      const application = await app.staffDesk.visibleApplication(request.staff, request.params.id)
      if (!application) throw notFound()
      return staffApplicationView(app.staffDesk, application)
    },
  )

  app.post(
    '/staff/applications/:id/decision/',
    {
      schema: {
        tags,
        summary: 'Approve or reject a pending application',
        params: idParams,
        body: ZDecisionSchema,
        response: { 200: ZDecisionResponseSchema, ...refusals(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => {
      const { decision, remarks } = request.body
      const decided = await app.services.decide({
        staff: request.staff,
        id: request.params.id,
        decision,
        remarks,
        publicUrl: app.config.publicUrl,
      })
      return {
        id: decided.id,
        service: decided.service,
        status: decided.status,
        decided: decided.decided_at?.toISOString(),
        remarks: decided.remarks,
      }
    },
  )

  app.get(
    '/staff/attachments/:id/',
    {
      schema: {
        tags,
        summary: 'Download a document attached to an application in scope',
        params: idParams,
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
        response: {
          200: documentBody('The document, under its original name'),
          ...refusals(400, 401, 403, 404),
        },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const attachment = await app.staffDesk.visibleAttachment(request.staff, request.params.id)
      if (!attachment) throw notFound()
      return app.sendAttachment(reply, attachment, request.query.inline === '1')
    },
  )
}

export default staff
