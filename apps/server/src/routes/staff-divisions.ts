import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZDivisionChangeSchema,
  ZDivisionSchema,
  ZAdminDivisionListResponseSchema,
  ZAdminDivisionResponseSchema,
} from '@portal/domain/staff'
import { HttpError, fieldErrors, notFound, refusals } from '../errors'
import { serialIdParams as idParams } from '../route-params'

const tags = ['admin']

/** /staff/divisions, for admins: the divisions list (partly inferred, so kept editable). */
const staffDivisions: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/divisions/',
    {
      schema: {
        tags,
        summary: 'Every electricity services division, closed ones included',
        response: { 200: ZAdminDivisionListResponseSchema, ...refusals(401, 403) },
      },
      onRequest: app.requireAdmin,
    },
    () => app.staffAdmin.listDivisions(),
  )

  app.post(
    '/staff/divisions/',
    {
      schema: {
        tags,
        summary: 'Add an electricity services division',
        body: ZDivisionSchema,
        response: { 201: ZAdminDivisionResponseSchema, ...refusals(400, 401, 403, 409) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const created = await app.staffAdmin.addDivision(request.body)
      if (!created) throw new HttpError(409, `A division named ${request.body.name} exists already.`)
      return reply.code(201).send(created)
    },
  )

  app.patch(
    '/staff/divisions/:id/',
    {
      schema: {
        tags,
        summary: 'Rename a division, or open or close it',
        params: idParams,
        body: ZDivisionChangeSchema,
        response: { 200: ZAdminDivisionResponseSchema, ...refusals(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireAdmin,
    },
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

export default staffDivisions
