import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZDivisionSchema,
  ZNewStaffSchema,
  ZStaffChangeSchema,
  ZStaffPasswordResetSchema,
  ZStaffAccountListResponseSchema,
} from '@portal/domain/staff'
import { HttpError, fieldErrors, notFound, refusals } from '../errors'
import { assertStaffPassword, createStaff, setStaffPassword } from '../services/staff-accounts'

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })
const tags = ['admin']

/** For admins: staff accounts and the divisions list (partly inferred, so kept editable). */
const admin: FastifyPluginAsyncZod = async (app) => {
  const listStaff = () => app.staffAdmin.listAccounts()
  const assertDivisionsExist = async (ids: number[]) => {
    if (!(await app.staffAdmin.divisionsExist(ids)))
      throw fieldErrors({ divisions: ['Choose divisions from the list'] })
  }

  app.get(
    '/staff/accounts/',
    {
      schema: { tags, response: { 200: ZStaffAccountListResponseSchema, ...refusals(401, 403) } },
      onRequest: app.requireAdmin,
    },
    listStaff,
  )

  app.post(
    '/staff/accounts/',
    { schema: { tags, body: ZNewStaffSchema }, onRequest: app.requireAdmin },
    async (request, reply) => {
      const account = request.body
      await assertDivisionsExist(account.divisions)
      if (await app.staffAdmin.usernameTaken(account.username))
        throw new HttpError(409, `The username ${account.username} is taken.`)
      const id = await createStaff(app.db, { ...account, divisionIds: account.divisions })
      return reply.code(201).send((await listStaff()).find((s) => s.id === id))
    },
  )

  app.patch(
    '/staff/accounts/:id/',
    { schema: { tags, params: idParams, body: ZStaffChangeSchema }, onRequest: app.requireAdmin },
    async (request) => {
      const { id } = request.params
      const { divisions, ...change } = request.body
      if (id === request.staff.id && (change.active === false || change.role === 'officer')) {
        throw new HttpError(409, 'You cannot lock yourself out: ask another admin.')
      }
      if (divisions) await assertDivisionsExist(divisions)
      if (!(await app.staffAdmin.changeAccount(id, change, divisions))) throw notFound()
      return (await listStaff()).find((s) => s.id === id)
    },
  )

  app.post(
    '/staff/accounts/:id/password/',
    {
      schema: {
        tags,
        summary: "Set another member's password: their sessions end",
        params: idParams,
        body: ZStaffPasswordResetSchema,
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const member = await app.staffAdmin.findMember(request.params.id)
      if (!member) throw notFound()
      assertStaffPassword(request.body.new_password, [member.username, member.name], 'new_password')
      await setStaffPassword(app.db, member.id, request.body.new_password)
      return reply.code(204).send()
    },
  )

  app.get('/staff/divisions/', { schema: { tags }, onRequest: app.requireAdmin }, () =>
    app.staffAdmin.listDivisions(),
  )

  app.post(
    '/staff/divisions/',
    { schema: { tags, body: ZDivisionSchema }, onRequest: app.requireAdmin },
    async (request, reply) => {
      const created = await app.staffAdmin.addDivision(request.body)
      if (!created) throw new HttpError(409, `A division named ${request.body.name} exists already.`)
      return reply.code(201).send(created)
    },
  )

  app.patch(
    '/staff/divisions/:id/',
    { schema: { tags, params: idParams, body: ZDivisionSchema.partial() }, onRequest: app.requireAdmin },
    async (request) => {
      const change = request.body
      if (Object.keys(change).length === 0) throw fieldErrors({ name: ['Nothing to change'] })
      const updated = await app.staffAdmin.changeDivision(request.params.id, change)
      if (updated === 'name-taken')
        throw new HttpError(409, `A division named ${change.name} exists already.`)
      if (!updated) throw notFound()
      return updated
    },
  )
}

export default admin
