import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZNotificationListResponseSchema } from '@portal/domain/notifications'
import { noContent, refusals } from '../errors'
import { idParams } from '../route-params'

const tags = ['notifications']

/** The message centre (DESIGN.md §7): each customer reads, and marks read, only their own. */
const notifications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/',
    {
      schema: {
        tags,
        summary: 'Every SMS and email the portal sent the customer, newest first',
        response: { 200: ZNotificationListResponseSchema, ...refusals(401) },
      },
      onRequest: app.requireCustomer,
    },
    (request) => app.services.messages.newestOf(request.customerCid),
  )

  app.post(
    '/notifications/:id/read/',
    {
      schema: {
        tags,
        summary: "Mark one of the customer's messages read",
        params: idParams,
        response: { 204: noContent('Marked read.'), ...refusals(400, 401, 404) },
      },
      onRequest: app.requireCustomer,
    },
    async (request, reply) => {
      await app.services.messages.markRead(request.customerCid, request.params.id)
      return reply.code(204).send(null)
    },
  )
}

export default notifications
