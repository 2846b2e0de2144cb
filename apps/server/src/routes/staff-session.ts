import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZStaffAccountChangesResponseSchema } from '@portal/domain/staff/accounts'
import {
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
import { noContent, refusals, asksForProofOfWork } from '../errors'
import { acting } from './staff-acting'

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
    async (request, reply) => {
      const session = await app.services.staffAccounts.signIn(await request.client(), request.body)
      return reply.withSession('staff', session)
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
      await app.services.staffAccounts.changeOwnPassword(acting(request), request.body)
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
    (request) => app.services.staffAccounts.startTotpEnrolment(acting(request), request.body),
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
      await app.services.staffAccounts.confirmTotp(acting(request), request.body.code)
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
      await app.services.staffAccounts.turnOffTotp(acting(request), request.body)
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
