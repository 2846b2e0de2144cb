import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notFound } from '../errors'

/** An attachment, to its owner only, under its original name. */
const attachments: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/attachments/:id/',
    {
      schema: {
        tags: ['applications'],
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
      },
      onRequest: app.requireCustomer,
    },
    async (request, reply) => {
      const attachment = await app.customerApplications.findAttachment(request.customerCid, request.params.id)
      if (!attachment) throw notFound()
      return app.sendAttachment(reply, attachment, request.query.inline === '1')
    },
  )
}

export default attachments
