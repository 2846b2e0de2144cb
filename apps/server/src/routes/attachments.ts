import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { documentBody, refusals } from '../errors'
import { idParams } from '../route-params'

/** An attachment, to its owner only, under its original name. */
const attachments: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/attachments/:id/',
    {
      schema: {
        tags: ['applications'],
        summary: 'Download a document the customer attached to one of their applications',
        params: idParams,
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
        response: { 200: documentBody('The document, under its original name'), ...refusals(400, 401, 404) },
      },
      onRequest: app.requireCustomer,
    },
    async (request, reply) => {
      const attachment = await app.services.tickets.attachment(request.customerCid, request.params.id)
      return app.sendAttachment(reply, attachment, request.query.inline === '1')
    },
  )
}

export default attachments
