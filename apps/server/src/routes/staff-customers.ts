import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZCustomerAllowancesChangeSchema,
  ZCustomerAllowancesResponseSchema,
} from '@portal/domain/customer-allowances'
import { cidField } from '@portal/domain/person-fields'
import { refusals } from '../errors'

/** The registration's CID rule and message (MESSAGES.cidDigits), from the domain. */
const cidParams = z.object({ cid: cidField })
const tags = ['admin']

/** /api/staff/customers/{cid}/…: what an admin may change of one customer (issue 31). */
const staffCustomers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/customers/:cid/allowances/',
    {
      schema: {
        tags,
        summary: "One customer's filing allowance and storage quota, with every change made to them",
        params: cidParams,
        response: { 200: ZCustomerAllowancesResponseSchema, ...refusals(400, 401, 403, 404) },
      },
      onRequest: app.requireAdmin,
    },
    (request) => app.services.filings.allowancesOf(request.params.cid),
  )

  app.put(
    '/staff/customers/:cid/allowances/',
    {
      schema: {
        tags,
        summary:
          "Raise (or give back to the default) one customer's allowances; the change and its reason are kept",
        params: cidParams,
        body: ZCustomerAllowancesChangeSchema,
        response: { 200: ZCustomerAllowancesResponseSchema, ...refusals(400, 401, 403, 404) },
      },
      onRequest: app.requireAdmin,
    },
    (request) =>
      app.services.filings.changeAllowances(request.params.cid, request.body, request.staff.username),
  )
}

export default staffCustomers
