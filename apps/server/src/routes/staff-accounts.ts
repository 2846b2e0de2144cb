import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZNewStaffSchema,
  ZStaffChangeSchema,
  ZStaffAccountListResponseSchema,
  ZStaffAccountSchema,
} from '@portal/domain/staff/accounts'
import { STAFF_MESSAGES, ZStaffPasswordResetSchema } from '@portal/domain/staff/credentials'
import { HttpError, asksForProofOfWork, fieldErrors, noContent, notFound, refusals } from '../errors'
import { serialIdParams as idParams } from '../route-params'
import { staffProofCheck } from './staff-proof'

const tags = ['admin']

/** /staff/accounts, for admins: staff accounts, their roles, divisions and passwords. */
const staffAccounts: FastifyPluginAsyncZod = async (app) => {
  // Creating an account, setting another's password, changing a role or locking an account out
  // ask for the acting admin's own proof: a stolen admin session has none (issue 32).
  const assertProof = staffProofCheck(app)
  const listStaff = () => app.services.staffAccounts.list()
  const accountById = async (id: number) => {
    const account = (await listStaff()).find((s) => s.id === id)
    if (!account) throw notFound()
    return account
  }
  const assertDivisionsExist = async (ids: number[]) => {
    if (!(await app.services.staffAccounts.divisionsExist(ids)))
      throw fieldErrors({ divisions: ['Choose divisions from the list'] })
  }

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
    listStaff,
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
    async (request, reply) => {
      const { current_password, totp, ...account } = request.body
      await assertDivisionsExist(account.divisions)
      if (await app.services.staffAccounts.usernameTaken(account.username))
        throw new HttpError(409, `The username ${account.username} is taken.`)
      app.services.staffAccounts.assertPassword(account.password, [account.username, account.name])
      // Last: it takes the authenticator code, which a refused account would waste.
      await assertProof(request, { current_password, totp })
      // The admin typed the first password: the member replaces it at the first sign-in (issue 32).
      const id = await app.services.staffAccounts.create({
        ...account,
        divisionIds: account.divisions,
        mustChangePassword: true,
        createdBy: request.staff.id,
      })
      return reply.code(201).send(await accountById(id))
    },
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
    async (request) => {
      const { id } = request.params
      const { divisions, current_password, totp, ...change } = request.body
      if (id === request.staff.id && (change.active === false || change.role === 'officer')) {
        throw new HttpError(409, 'You cannot lock yourself out: ask another admin.')
      }
      if (divisions) await assertDivisionsExist(divisions)
      if (!(await app.services.staffAccounts.find(id))) throw notFound()
      // The schema asks for the password with a role or active change; divisions alone need none.
      if (current_password !== undefined) await assertProof(request, { current_password, totp })
      if (!(await app.services.staffAccounts.change(id, change, request.staff.id, divisions)))
        throw notFound()
      return accountById(id)
    },
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
      // One's own password needs the current one (POST /staff/password/): a stolen admin
      // session must not set it here and keep the account (issue 32).
      if (request.params.id === request.staff.id) throw new HttpError(403, STAFF_MESSAGES.resetOwnPassword)
      const member = await app.services.staffAccounts.find(request.params.id)
      if (!member) throw notFound()
      const { new_password: password, ...proof } = request.body
      app.services.staffAccounts.assertPassword(password, [member.username, member.name], 'new_password')
      await assertProof(request, proof)
      await app.services.staffAccounts.resetPassword(member.id, password, request.staff.id)
      return reply.code(204).send(null)
    },
  )
}

export default staffAccounts
