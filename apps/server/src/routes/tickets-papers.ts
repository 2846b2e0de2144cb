import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { documentBody, refusals } from '../errors'
import { applicationIdParams } from '../route-params'

/** /tickets/{id}/download/ and /receipt/: a customer's papers, the decision letter and the receipt of filing (the public check is verify.ts). */
const ticketsPapers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tickets/:id/download/',
    {
      schema: {
        tags: ['tickets'],
        summary: "Download a decided application's letter (PDF)",
        params: applicationIdParams,
        response: {
          200: documentBody('The decision letter, application/pdf'),
          ...refusals(400, 401, 404, 409, 429),
        },
      },
      onRequest: app.requireCustomer,
      config: app.perCustomer('letters', app.services.papers.downloads),
    },
    async (request, reply) =>
      app.sendPaper(reply, await app.services.papers.letter(request.customerCid, request.params.id)),
  )

  app.get(
    '/tickets/:id/receipt/',
    {
      schema: {
        tags: ['tickets'],
        summary: "Download an application's receipt of filing (PDF)",
        params: applicationIdParams,
        response: {
          200: documentBody('The filing receipt, application/pdf'),
          ...refusals(400, 401, 404, 429),
        },
      },
      onRequest: app.requireCustomer,
      config: app.perCustomer('receipts', app.services.papers.downloads),
    },
    async (request, reply) =>
      app.sendPaper(reply, await app.services.papers.receipt(request.customerCid, request.params.id)),
  )
}

export default ticketsPapers
