import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZNewStaffSchema,
  ZStaffChangeSchema,
  ZStaffAccountListResponseSchema,
  ZStaffAccountSchema,
} from '@portal/domain/staff/accounts'
import { ZStaffPasswordResetSchema } from '@portal/domain/staff/credentials'
import { asksForProofOfWork, noContent, refusals } from '../errors'
import { serialIdParams as idParams } from '../route-params'
import { acting } from './staff-acting'

const tags = ['admin']

/**
 * /staff/accounts, for admins: staff accounts, their roles, divisions and passwords. Creating an
 * account, setting another's password, changing a role or locking an account out ask for the
 * acting admin's own proof (services/staff-accounts).
 */
const staffAccounts: FastifyPluginAsyncZod = async (app) => {
  const { staffAccounts } = app.services

  app.get(
    '/staff/accounts/',
    {
      schema: {
        tags,
        summary: 'Every staff account, with its role, divisions and whether it is active',
        response: { 200: ZStaffAccountListResponseSchema, ...refusals(401, 403) },
      },
      onRequest: app.requireAdmin,
    },
    () => staffAccounts.list(),
  )

  app.post(
    '/staff/accounts/',
    {
      schema: {
        tags,
        summary:
          "Create a staff account with a first password, with the admin's own password and, once set up, authenticator code",
        body: ZNewStaffSchema,
        response: {
          201: ZStaffAccountSchema,
          ...refusals(400, 401, 403, 409, 429),
          ...asksForProofOfWork,
        },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => reply.code(201).send(await staffAccounts.create(acting(request), request.body)),
  )

  app.patch(
    '/staff/accounts/:id/',
    {
      schema: {
        tags,
        summary:
          "Change a member's role, divisions or whether the account is active: a role or active change with the admin's own password and, once set up, authenticator code",
        params: idParams,
        body: ZStaffChangeSchema,
        response: {
          200: ZStaffAccountSchema,
          ...refusals(400, 401, 403, 404, 409, 429),
          ...asksForProofOfWork,
        },
      },
      onRequest: app.requireAdmin,
    },
    (request) => staffAccounts.change(acting(request), request.params.id, request.body),
  )

  app.post(
    '/staff/accounts/:id/password/',
    {
      schema: {
        tags,
        summary: "Set another member's password (not your own): their sessions end, and they are told",
        params: idParams,
        body: ZStaffPasswordResetSchema,
        response: {
          204: noContent("Set: the member's sessions have ended."),
          ...refusals(400, 401, 403, 404, 429),
          ...asksForProofOfWork,
        },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      await staffAccounts.resetPassword(acting(request), request.params.id, request.body)
      return reply.code(204).send(null)
    },
  )
}

export default staffAccounts
