import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import type { TApplicationStatus } from '@portal/domain/status'
import { ZTicketListResponseSchema, ZTicketResponseSchema } from '@portal/domain/tickets'
import { isOpen, ZWithdrawalRequestSchema, type TActionNeeded } from '@portal/domain/lifecycle'
import { HttpError, ownApplicationOr404, refusals } from '../errors'
import { idParams } from '../route-params'

type TicketRow = {
  id: number
  service: string
  request_type: string | null
  status: TApplicationStatus
  created_at: Date
  verify_code: string | null
  action_needed: TActionNeeded | null
  due_on: string | null
  name: string
}

const toTicket = (row: TicketRow) => ({
  id: row.id,
  service: row.service,
  service_id: row.id,
  request_type: row.request_type ?? undefined,
  name: row.name,
  created: row.created_at.toISOString(),
  status: row.status,
  // Once decided, the letter's public check (DESIGN.md §2). An absent field is undefined, which
  // JSON leaves out, rather than a spread of an object: a third of the map's time on the list.
  verify_url: row.verify_code ? `/verify/${row.verify_code}` : undefined,
  action_needed: row.action_needed ?? undefined,
  expected_by: row.due_on && isOpen(row.status) ? row.due_on : undefined,
})

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
      const rows = await app.services.tickets.list(request.customerCid)
      return rows.map(toTicket)
    },
  )

  app.get(
    '/tickets/:id/',
    {
      schema: {
        tags: ['tickets'],
        summary: "One of the customer's applications, with its history",
        params: z.object({ id: z.string().max(20) }),
        response: { 200: ZTicketResponseSchema, ...refusals(400, 401, 404) },
      },
      onRequest: app.requireCustomer,
    },
    async (request) => {
      const { id } = request.params
      const row = await ownApplicationOr404(id, (n) => app.services.tickets.find(request.customerCid, n))
      return ticketWithHistory(row)
    },
  )

  app.post(
    '/tickets/:id/withdraw/',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Withdraw an application that is not decided',
        params: idParams,
        body: ZWithdrawalRequestSchema,
        response: { 200: ZTicketResponseSchema, ...refusals(400, 401, 404, 409) },
      },
      onRequest: app.requireCustomer,
    },
    async (request) => {
      const { id } = request.params
      const withdrawn = await app.services.tickets.withdraw({
        customerCid: request.customerCid,
        id,
        ...request.body,
      })
      if (!withdrawn) throw new HttpError(404, M.applicationNotFound(id))
      return ticketWithHistory((await app.services.tickets.find(request.customerCid, id))!)
    },
  )

  async function ticketWithHistory(row: TicketRow) {
    return { ...toTicket(row), history: await app.services.tickets.historyOf(row.id) }
  }
}

export default tickets
