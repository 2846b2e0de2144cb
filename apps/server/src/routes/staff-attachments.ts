import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { documentBody, refusals } from '../errors'
import { idParams } from '../route-params'

const tags = ['staff']

/** /staff/attachments: a document of an application in the member's scope. */
const staffAttachments: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/attachments/:id/',
    {
      schema: {
        tags,
        summary: 'Download a document attached to an application in scope',
        params: idParams,
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
        response: {
          200: documentBody('The document, under its original name'),
          ...refusals(400, 401, 403, 404),
        },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const attachment = await app.services.decisions.attachment(request.staff, request.params.id)
      return app.sendAttachment(reply, attachment, request.query.inline === '1')
    },
  )
}

export default staffAttachments
