import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZHolidayListResponseSchema, ZHolidaySchema } from '@portal/domain/working-days'
import { noContent, refusals } from '../errors'

const tags = ['admin']

/** /staff/holidays: the public holidays that working days skip. */
const staffHolidays: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/holidays/',
    {
      schema: {
        tags,
        summary: 'The public holidays that working days skip',
        querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100) }),
        response: { 200: ZHolidayListResponseSchema, ...refusals(400, 401, 403) },
      },
      onRequest: app.requireStaff,
    },
    (request) => app.services.divisions.holidaysOf(request.query.year),
  )

  app.post(
    '/staff/holidays/',
    {
      schema: {
        tags,
        summary: 'Add a public holiday (or rename the one on that day)',
        body: ZHolidaySchema,
        response: { 201: ZHolidaySchema, ...refusals(400, 401, 403) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => reply.code(201).send(await app.services.divisions.addHoliday(request.body)),
  )

  app.delete(
    '/staff/holidays/:day/',
    {
      schema: {
        tags,
        summary: 'Remove the public holiday on that day',
        params: z.object({ day: ZHolidaySchema.shape.day }),
        response: { 204: noContent('The day is a working day again.'), ...refusals(400, 401, 403, 404) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      await app.services.divisions.removeHoliday(request.params.day)
      return reply.code(204).send(null)
    },
  )
}

export default staffHolidays
