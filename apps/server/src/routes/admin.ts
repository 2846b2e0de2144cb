import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZDivisionSchema,
  ZNewStaffSchema,
  ZStaffChangeSchema,
  ZStaffPasswordResetSchema,
  ZStaffAccountListResponseSchema,
} from '@portal/domain/staff'
import { HttpError, fieldErrors, notFound } from '../errors'
import { assertStaffPassword, createStaff, setStaffPassword } from '../services/staff-accounts'

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })
const tags = ['admin']

/** For admins: staff accounts and the divisions list (partly inferred, so kept editable). */
const admin: FastifyPluginAsyncZod = async (app) => {
  const listStaff = async () => {
    const staff = await app.db
      .selectFrom('staff')
      .select(['id', 'username', 'name', 'role', 'active'])
      .orderBy('username')
      .execute()
    const links = await app.db.selectFrom('staff_divisions').selectAll().execute()
    return staff.map((s) => ({
      ...s,
      divisions: links.filter((l) => l.staff_id === s.id).map((l) => l.division_id),
    }))
  }
  const assertDivisionsExist = async (ids: number[]) => {
    if (ids.length === 0) return
    const found = await app.db.selectFrom('divisions').select('id').where('id', 'in', ids).execute()
    if (found.length !== new Set(ids).size)
      throw fieldErrors({ divisions: ['Choose divisions from the list'] })
  }

  app.get(
    '/staff/accounts/',
    { schema: { tags, response: { 200: ZStaffAccountListResponseSchema } }, onRequest: app.requireAdmin },
    listStaff,
  )

  app.post(
    '/staff/accounts/',
    { schema: { tags, body: ZNewStaffSchema }, onRequest: app.requireAdmin },
    async (request, reply) => {
      const account = request.body
      await assertDivisionsExist(account.divisions)
      const taken = await app.db
        .selectFrom('staff')
        .select('id')
        .where('username', '=', account.username)
        .executeTakeFirst()
      if (taken) throw new HttpError(409, `The username ${account.username} is taken.`)
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
      await app.db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('staff')
          .select('id')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst()
        if (!found) throw notFound()
        if (Object.keys(change).length)
          await trx.updateTable('staff').set(change).where('id', '=', id).execute()
        if (divisions) {
          await trx.deleteFrom('staff_divisions').where('staff_id', '=', id).execute()
          if (divisions.length)
            await trx
              .insertInto('staff_divisions')
              .values(divisions.map((division_id) => ({ staff_id: id, division_id })))
              .execute()
        }
        // A deactivated account's sessions end now, not when their tokens expire.
        if (change.active === false)
          await trx
            .updateTable('staff_tokens')
            .set({ revoked_at: new Date() })
            .where('staff_id', '=', id)
            .where('revoked_at', 'is', null)
            .execute()
      })
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
      const member = await app.db
        .selectFrom('staff')
        .select(['id', 'username', 'name'])
        .where('id', '=', request.params.id)
        .executeTakeFirst()
      if (!member) throw notFound()
      assertStaffPassword(request.body.new_password, [member.username, member.name], 'new_password')
      await setStaffPassword(app.db, member.id, request.body.new_password)
      return reply.code(204).send()
    },
  )

  app.get('/staff/divisions/', { schema: { tags }, onRequest: app.requireAdmin }, async () =>
    app.db.selectFrom('divisions').select(['id', 'name', 'active']).orderBy('name').execute(),
  )

  app.post(
    '/staff/divisions/',
    { schema: { tags, body: ZDivisionSchema }, onRequest: app.requireAdmin },
    async (request, reply) => {
      const created = await app.db
        .insertInto('divisions')
        .values(request.body)
        .onConflict((c) => c.column('name').doNothing())
        .returning(['id', 'name', 'active'])
        .executeTakeFirst()
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
      const updated = await app.db
        .updateTable('divisions')
        .set(change)
        .where('id', '=', request.params.id)
        .returning(['id', 'name', 'active'])
        .executeTakeFirst()
        .catch((error: { code?: string }) => {
          if (error.code === '23505')
            throw new HttpError(409, `A division named ${change.name} exists already.`)
          throw error
        })
      if (!updated) throw notFound()
      return updated
    },
  )
}

export default admin
