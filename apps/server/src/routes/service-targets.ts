import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZServiceTargetListResponseSchema } from '@portal/domain/working-days'

/** /service-targets: each service's target in working days (DESIGN.md §7), for everyone. */
const serviceTargets: FastifyPluginAsyncZod = async (app) => {
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
    () => app.services.divisions.serviceTargets(),
  )
}

export default serviceTargets
