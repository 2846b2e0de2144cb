import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The challenge a page solves when a request was answered 428 (issue 31). */
const proofOfWork: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/proof-of-work/challenge/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A proof-of-work challenge (ALTCHA), signed by the portal, valid for 10 minutes',
        response: {
          200: z
            .object({
              parameters: z.object({
                algorithm: z.string(),
                nonce: z.string(),
                salt: z.string(),
                cost: z.number(),
                keyLength: z.number(),
                keyPrefix: z.string(),
                keySignature: z.string().optional(),
                expiresAt: z.number().optional(),
              }),
              signature: z.string().optional(),
            })
            .describe('Solve it and send the request again with the solution in the X-Altcha header.'),
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return app.services.newProofChallenge()
    },
  )
}

export default proofOfWork
