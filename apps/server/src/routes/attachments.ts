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
      const attachment = await app.db
        .selectFrom('attachments')
        .innerJoin('applications', 'applications.id', 'attachments.application_id')
        .select([
          'attachments.original_name',
          'attachments.content_type',
          'attachments.size',
          'attachments.sha256',
        ])
        .where('attachments.id', '=', request.params.id)
        .where('applications.customer_cid', '=', request.customerCid)
        .executeTakeFirst()
      if (!attachment) throw notFound()
      const disposition = request.query.inline === '1' ? 'inline' : 'attachment'
      return reply
        .header('content-type', attachment.content_type)
        .header('content-length', attachment.size)
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(attachment.original_name)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(app.files.read(attachment.sha256))
    },
  )
}

export default attachments
