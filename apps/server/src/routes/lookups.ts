import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { refusals } from '../errors'
import {
  ZDivisionListResponseSchema,
  ZDzongkhagListResponseSchema,
  ZGewogListResponseSchema,
} from '@portal/domain/lookups'

/** How long a browser or a proxy may keep the lists of places: they change rarely. */
const LISTS_MAX_AGE_SECONDS = 300

/** Reference lists for the forms' selects: anonymous, and cacheable for a few minutes. */
const lookups: FastifyPluginAsyncZod = async (app) => {
  const cacheControl = `public, max-age=${LISTS_MAX_AGE_SECONDS}`
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', cacheControl)
  })

  app.get(
    '/divisions/',
    {
      schema: {
        tags: ['lookups'],
        summary: 'The open electricity services divisions',
        response: { 200: ZDivisionListResponseSchema },
      },
    },
    () => app.services.divisions.activeDivisions(),
  )

  app.get(
    '/addresses/dzongkhags/',
    {
      schema: {
        tags: ['lookups'],
        summary: "Bhutan's 20 dzongkhags",
        response: { 200: ZDzongkhagListResponseSchema },
      },
    },
    () => app.services.divisions.dzongkhags(),
  )

  app.get(
    '/addresses/gewogs/',
    {
      schema: {
        tags: ['lookups'],
        summary: 'The gewogs of a dzongkhag',
        querystring: z.object({ dzongkhag: z.coerce.number().int().min(1).max(2_147_483_647).optional() }),
        response: { 200: ZGewogListResponseSchema, ...refusals(400) },
      },
    },
    (request) => app.services.divisions.gewogs(request.query.dzongkhag),
  )
}

export default lookups
