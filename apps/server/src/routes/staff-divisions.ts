import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DIVISION_MESSAGES,
  ZDivisionChangeSchema,
  ZDivisionSchema,
  ZAdminDivisionListResponseSchema,
  ZAdminDivisionResponseSchema,
} from '@portal/domain/staff/divisions'
import { HttpError, fieldErrors, notFound, refusals } from '../errors'
import { serialIdParams as idParams } from '../route-params'

const tags = ['admin']

/** The 409 for a name another division has, in either language. */
const taken = (which: 'name-taken' | 'name-dz-taken', division: { name?: string; name_dz?: string | null }) =>
  new HttpError(
    409,
    which === 'name-dz-taken'
      ? DIVISION_MESSAGES.nameDzTaken(division.name_dz ?? '')
      : `A division named ${division.name} exists already.`,
  )

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
    async (request, reply) => {
      const created = await app.services.divisions.add(request.body)
      if (!created) throw new HttpError(409, `A division named ${request.body.name} exists already.`)
      if (created === 'name-taken' || created === 'name-dz-taken') throw taken(created, request.body)
      return reply.code(201).send(created)
    },
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
    async (request) => {
      const change = request.body
      if (Object.keys(change).length === 0) throw fieldErrors({ name: ['Nothing to change'] })
      const updated = await app.services.divisions.change(request.params.id, change)
      if (updated === 'name-taken' || updated === 'name-dz-taken') throw taken(updated, change)
      if (!updated) throw notFound()
      return updated
    },
  )
}

export default staffDivisions
