import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZVerifiedPaperResponseSchema } from '@portal/domain/tickets'
import { refusals } from '../errors'

/**
 * `/verify/:code/`: anyone holding a letter or a receipt checks it against the portal's record.
 * The answer is what that paper says (decision 047): whoever learns a code learns nothing more.
 */
const verify: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify/:code/',
    {
      schema: {
        tags: ['tickets'],
        summary: "Check a letter's or receipt's verification code, as its QR code links",
        params: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) }),
        response: { 200: ZVerifiedPaperResponseSchema, ...refusals(400, 404, 429) },
      },
    },
    (request) => app.services.papers.verify(request.params.code),
  )
}

export default verify
