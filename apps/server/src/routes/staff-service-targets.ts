import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  SERVICE_KEYS,
  ZServiceTargetListResponseSchema,
  ZServiceTargetSchema,
} from '@portal/domain/working-days'
import { refusals } from '../errors'

const tags = ['admin']

/** /staff/service-targets: each service's target in working days, which an admin sets. */
const staffServiceTargets: FastifyPluginAsyncZod = async (app) => {
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
    () => app.services.divisions.serviceTargets(),
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
    (request) => app.services.divisions.setTarget(request.params.key, request.body.working_days),
  )
}

export default staffServiceTargets
