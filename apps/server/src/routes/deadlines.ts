import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  SERVICE_KEYS,
  ZHolidayListResponseSchema,
  ZHolidaySchema,
  ZServiceTargetListResponseSchema,
  ZServiceTargetSchema,
} from '@portal/domain/working-days'
import { noContent, notFound, refusals } from '../errors'

const tags = ['admin']

/** Service deadlines (DESIGN.md §7): each service's target in working days, and the public holidays. */
const deadlines: FastifyPluginAsyncZod = async (app) => {
  // Public, as the services' pages are: each page's "before you start" says how long a decision takes.
  app.get(
    '/service-targets/',
    {
      schema: {
        tags: ['lookups'],
        summary: "Each service's target in working days, from filing to decision",
        response: { 200: ZServiceTargetListResponseSchema },
      },
    },
    () => app.deadlines.serviceTargets(),
  )

  app.get(
    '/staff/service-targets/',
    {
      schema: {
        tags,
        summary: "Each service's target in working days, for an admin to change",
        response: { 200: ZServiceTargetListResponseSchema, ...refusals(401, 403) },
      },
      onRequest: app.requireStaff,
    },
    () => app.deadlines.serviceTargets(),
  )

  app.put(
    '/staff/service-targets/:key/',
    {
      schema: {
        tags,
        summary: "Set a service's target in working days; later filings are due by it",
        params: z.object({ key: z.enum(SERVICE_KEYS) }),
        body: ZServiceTargetSchema,
        response: { 200: ZServiceTargetListResponseSchema, ...refusals(400, 401, 403) },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      await app.deadlines.setTarget(request.params.key, request.body.working_days)
      return app.deadlines.serviceTargets()
    },
  )

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
    (request) => app.deadlines.holidaysOf(request.query.year),
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
    async (request, reply) => {
      await app.deadlines.addHoliday(request.body)
      return reply.code(201).send(request.body)
    },
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
      if (!(await app.deadlines.removeHoliday(request.params.day))) throw notFound()
      return reply.code(204).send(null)
    },
  )
}

export default deadlines
