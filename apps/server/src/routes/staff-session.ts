import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { ZStaffAccountChangesResponseSchema } from '@portal/domain/staff/accounts'
import {
  STAFF_MESSAGES,
  ZStaffPasswordChangeSchema,
  ZStaffProofSchema,
  ZTotpConfirmSchema,
  ZTotpEnrolmentResponseSchema,
} from '@portal/domain/staff/credentials'
import {
  ZStaffLoginSchema,
  ZStaffSessionResponseSchema,
  ZStaffSignInResponseSchema,
} from '@portal/domain/staff/sign-in'
import QRCode from 'qrcode'
import { fieldErrors, HttpError, noContent, refusals, asksForProofOfWork } from '../errors'
import { staffProofCheck } from './staff-proof'

const tags = ['staff']

/** /staff/login, logout, me, password and totp: a staff member's own session and credentials. */
const staffSession: FastifyPluginAsyncZod = async (app) => {
  const assertProof = staffProofCheck(app)
  const currentTokenHash = (request: FastifyRequest) => app.services.signIn.tokenHash(request.sessionToken)

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
    async (request, reply) => {
      const { username, password, totp } = request.body
      const account = `staff:${username.toLowerCase()}`
      let refusal: string = STAFF_MESSAGES.wrongCredentials
      const client = await request.client()
      const attempt = { client, account, pastAllowance: 'refuse' } as const
      const id = await app.services.signIn.withinSignInLimits(attempt, async () => {
        const found = await app.services.staffAccounts.verifyCredentials(username, password)
        if (!found) return undefined
        if (!found.totpSecret) return found.id
        // With an authenticator app, the password alone is a failure like any other; so is a
        // code taken before (issue 32).
        const code = await app.services.staffAccounts.takeTotpCode(found.id, found.totpSecret, totp)
        if (code === 'taken') return found.id
        refusal = app.services.staffAccounts.totpRefusals[code]
        return undefined
      })
      if (id === undefined)
        throw refusal === STAFF_MESSAGES.wrongCredentials
          ? new HttpError(400, refusal)
          : fieldErrors({ totp: [refusal] })
      const member = (await app.services.staffAccounts.member(id))!
      const token = await app.services.signIn.staffToken(id)
      return reply.withSession('staff', {
        token,
        name: member.name,
        role: member.role,
        divisions: member.divisions,
        totp_enabled: member.totp_enabled,
        totp_enrolment_required: app.services.staffAccounts.mustEnrolTotp(member),
        password_change_required: member.password_change_required,
      })
    },
  )

  app.post(
    '/staff/logout/',
    {
      schema: {
        tags,
        summary: "Sign out: the staff member's session (token or cookie) is revoked and the cookie cleared",
        response: {
          204: noContent('Signed out: the token is revoked and the cookie cleared.'),
          ...refusals(401),
        },
      },
      onRequest: app.requireStaffSession,
    },
    async (_request, reply) => {
      await reply.endSession('staff')
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
      totp_enrolment_required: app.services.staffAccounts.mustEnrolTotp(request.staff),
    }),
  )

  app.post(
    '/staff/password/',
    {
      schema: {
        tags,
        summary:
          'Change your own password, with the current one and, once an authenticator app is set up, its code: your other sessions end',
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
      const { new_password: next, ...proof } = request.body
      const { id, username, name } = request.staff
      if (next === proof.current_password) throw fieldErrors({ new_password: [STAFF_MESSAGES.samePassword] })
      app.services.staffAccounts.assertPassword(next, [username, name], 'new_password')
      // Last: it takes the authenticator code, which a refused new password would waste.
      await assertProof(request, proof)
      await app.services.staffAccounts.changeOwnPassword(id, next, currentTokenHash(request))
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/staff/totp/',
    {
      schema: {
        tags,
        summary:
          'Start setting up an authenticator app, or a new one: with the current password and, once one is set up, its code',
        body: ZStaffProofSchema,
        response: {
          200: ZTotpEnrolmentResponseSchema,
          ...refusals(400, 401, 403, 415, 429),
          ...asksForProofOfWork,
        },
      },
      onRequest: app.requireChosenPassword,
    },
    async (request) => {
      await assertProof(request, request.body)
      const secret = await app.services.staffAccounts.startTotpEnrolment(request.staff.id)
      const url = app.services.staffAccounts.totpUrl(secret, request.staff.username)
      const png = await QRCode.toBuffer(url, { type: 'png', width: 240, margin: 2 })
      return { secret, otpauth_url: url, qr_code_image: png.toString('base64') }
    },
  )

  app.post(
    '/staff/totp/confirm/',
    {
      schema: {
        tags,
        summary: 'Confirm the authenticator app with its code: your other sessions end',
        body: ZTotpConfirmSchema,
        response: {
          204: noContent('Confirmed: the code is asked at sign-in, and your other sessions have ended.'),
          ...refusals(400, 401, 403),
        },
      },
      onRequest: app.requireChosenPassword,
    },
    async (request, reply) => {
      const outcome = await app.services.staffAccounts.confirmTotp(
        request.staff.id,
        request.body.code,
        currentTokenHash(request),
      )
      if (outcome === 'nothing-pending') throw fieldErrors({ code: [STAFF_MESSAGES.noEnrolment] })
      if (outcome === 'wrong') throw fieldErrors({ code: [STAFF_MESSAGES.totpWrong] })
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/staff/totp/off/',
    {
      schema: {
        tags,
        summary:
          'Turn the authenticator app off, with the current password and its code: your other sessions end',
        body: ZStaffProofSchema,
        response: {
          204: noContent(
            'Turned off: sign-in asks for the password alone, and your other sessions have ended.',
          ),
          ...refusals(400, 401, 403, 429),
          ...asksForProofOfWork,
        },
      },
      onRequest: app.requireChosenPassword,
    },
    async (request, reply) => {
      if (!request.staff.totp_enabled) throw fieldErrors({ totp: [STAFF_MESSAGES.noTotp] })
      await assertProof(request, request.body)
      await app.services.staffAccounts.turnOffTotp(request.staff.id, currentTokenHash(request))
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/staff/account/changes/',
    {
      schema: {
        tags,
        summary: 'The latest changes to your password and authenticator app, and which admin made each',
        response: { 200: ZStaffAccountChangesResponseSchema, ...refusals(401) },
      },
      onRequest: app.requireStaffSession,
    },
    (request) => app.services.staffAccounts.changesOf(request.staff.id),
  )
}

export default staffSession
