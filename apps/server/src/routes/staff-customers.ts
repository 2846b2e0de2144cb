import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZCustomerAllowancesChangeSchema,
  ZCustomerAllowancesResponseSchema,
} from '@portal/domain/customer-allowances'
import { HttpError, refusals } from '../errors'

const cidParams = z.object({ cid: z.string().regex(/^\d{11}$/, 'CID number should be equal to 11 digits') })
const tags = ['admin']
const NO_SUCH_CUSTOMER = 'No customer is registered with this CID.'

/** /api/staff/customers/{cid}/…: what an admin may change of one customer (issue 31). */
const staffCustomers: FastifyPluginAsyncZod = async (app) => {
  const customerOr404 = async (cid: string) => {
    const customer = await app.services.customers.find(cid)
    if (!customer) throw new HttpError(404, NO_SUCH_CUSTOMER)
    return customer
  }

  /** The answer of both endpoints: the customer read once, by the caller, before any change. */
  const allowancesOf = async (cid: string, customer: { name: string }) => {
    const { filingsPerHour, storageQuotaMb, own, history } = await app.services.filings.allowancesOf(cid)
    return {
      cid,
      name: customer.name,
      filings_per_hour: filingsPerHour,
      storage_quota_mb: storageQuotaMb,
      own: { filings_per_hour: own.filingsPerHour, storage_quota_mb: own.storageQuotaMb },
      history: history.map((row) => ({
        at: row.at.toISOString(),
        by: row.changed_by.replace(/^staff:/, ''),
        filings_per_hour: row.filings_per_hour,
        storage_quota_mb: row.storage_quota_mb,
        reason: row.reason,
      })),
    }
  }

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
    async (request) => allowancesOf(request.params.cid, await customerOr404(request.params.cid)),
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
    async (request) => {
      const { cid } = request.params
      const customer = await customerOr404(cid)
      await app.services.filings.changeAllowances(cid, request.body, `staff:${request.staff.username}`)
      return allowancesOf(cid, customer)
    },
  )
}

export default staffCustomers
