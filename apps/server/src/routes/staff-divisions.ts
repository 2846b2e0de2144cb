import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZDivisionChangeSchema,
  ZDivisionSchema,
  ZAdminDivisionListResponseSchema,
  ZAdminDivisionResponseSchema,
} from '@portal/domain/staff/divisions'
import { refusals } from '../errors'
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
    () => app.services.divisions.list(),
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
    async (request, reply) => reply.code(201).send(await app.services.divisions.add(request.body)),
  )

  app.patch(
    '/staff/divisions/:id/',
    {
      schema: {
        tags,
        summary: 'Rename a division (in English or Dzongkha), or open or close it',
        params: idParams,
        body: ZDivisionChangeSchema,
        response: { 200: ZAdminDivisionResponseSchema, ...refusals(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireAdmin,
    },
    (request) => app.services.divisions.change(request.params.id, request.body),
  )
}

export default staffDivisions
