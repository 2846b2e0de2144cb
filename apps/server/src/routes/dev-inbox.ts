import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { refusals } from '../errors'

/**
 * Development only, while no SMS gateway is configured: the SMS the portal would have sent,
 * newest first, so a tester can read a sign-in code (the page /dev/sms shows the same).
 * In every other case the route does not exist (404).
 */
const devInbox: FastifyPluginAsyncZod = async (app) => {
  if (!app.services.messages.developmentInbox) return
  app.get(
    '/dev/sms/',
    {
      schema: {
        tags: ['development'],
        summary: 'Development only: the SMS sent to a number',
        querystring: z.object({ to: z.string().regex(/^\d{8}$/, 'Give the 8-digit mobile number') }),
        response: {
          200: z.array(z.object({ to: z.string(), body: z.string(), at: z.string() })),
          ...refusals(400, 421),
        },
      },
      onRequest: app.requireLoopbackHost,
    },
    async (request) => {
      const messages = await app.services.messages.developmentSmsTo(request.query.to)
      return messages.map((m) => ({ ...m, at: m.at.toISOString() }))
    },
  )
}

export default devInbox
