import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZTicketListResponseSchema, ZTicketResponseSchema } from '@portal/domain/tickets'
import { ZWithdrawalRequestSchema } from '@portal/domain/lifecycle'
import { refusals } from '../errors'
import { applicationIdParams } from '../route-params'

/** Tickets: the customer's applications by Application ID, with their history. */
const tickets: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tickets/',
    {
      schema: {
        tags: ['tickets'],
        summary: "The customer's applications, newest first",
        response: { 200: ZTicketListResponseSchema, ...refusals(401) },
      },
      onRequest: app.requireCustomer,
    },
    async (request) => {
      return app.services.tickets.list(request.customerCid)
    },
  )

  app.get(
    '/tickets/:id/',
    {
      schema: {
        tags: ['tickets'],
        summary: "One of the customer's applications, with its history",
        params: applicationIdParams,
        response: { 200: ZTicketResponseSchema, ...refusals(400, 401, 404) },
      },
      onRequest: app.requireCustomer,
    },
    (request) => app.services.tickets.ticket(request.customerCid, request.params.id),
  )

  app.post(
    '/tickets/:id/withdraw/',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Withdraw an application that is not decided',
        params: applicationIdParams,
        body: ZWithdrawalRequestSchema,
        response: { 200: ZTicketResponseSchema, ...refusals(400, 401, 404, 409) },
      },
      onRequest: app.requireCustomer,
    },
    (request) =>
      app.services.tickets.withdraw({
        customerCid: request.customerCid,
        id: request.params.id,
        ...request.body,
      }),
  )
}

export default tickets
