import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZSmsBlockResponseSchema, ZSmsBlockSchema, ZSmsWatchResponseSchema } from '@portal/domain/sms-watch'
import { noContent, refusals } from '../errors'
import { serialIdParams as idParams } from '../route-params'

const tags = ['admin']

/** /staff/sms, for admins: the hour's code SMS against the ceiling, and blocks (issue 45). */
const staffSms: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/sms/',
    {
      schema: {
        tags,
        summary:
          'Codes sent and come back this hour by purpose, each share against its size, the networks and (masked) numbers that spent most, and the blocks in force',
        response: { 200: ZSmsWatchResponseSchema, ...refusals(401, 403) },
      },
      onRequest: app.requireAdmin,
    },
    () => app.services.messages.smsHour(),
  )

  app.post(
    '/staff/sms/blocks/',
    {
      schema: {
        tags,
        summary:
          'Send no code to a number (typed, or a row of the figures by its ref) or from a network for 1 to 72 hours; kept with who and why',
        body: ZSmsBlockSchema,
        response: { 201: ZSmsBlockResponseSchema, ...refusals(400, 401, 403) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) =>
      reply.code(201).send(await app.services.messages.block(request.body, request.staff.username)),
  )

  app.delete(
    '/staff/sms/blocks/:id/',
    {
      schema: {
        tags,
        summary: 'Lift a block in force; who lifted it is kept',
        params: idParams,
        response: { 204: noContent('Lifted: codes go again.'), ...refusals(400, 401, 403, 404) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      await app.services.messages.liftBlock(request.params.id, request.staff.username)
      return reply.code(204).send(null)
    },
  )
}

export default staffSms
