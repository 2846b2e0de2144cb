import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZCustomerRegistrationSchema, ZCustomerUpdateSchema } from '@portal/domain/customer'
import { MESSAGES } from '@portal/domain/messages'
import { HttpError, notFound } from '../errors'
import { assertAddressesExist, toApiCustomer, toCustomerColumns } from '../services/customers'

const customers: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/',
    { schema: { tags: ['customers'], summary: 'Register', body: ZCustomerRegistrationSchema } },
    async (request, reply) => {
      const registration = request.body
      await assertAddressesExist(app.db, registration)
      const row = await app.db
        .insertInto('customers')
        .values({
          cid: registration.cid,
          fixed_line: registration.fixed_line,
          ...toCustomerColumns(registration),
        })
        .onConflict((conflict) => conflict.column('cid').doNothing())
        .returningAll()
        .executeTakeFirst()
      if (!row) throw new HttpError(409, MESSAGES.cidAlreadyRegistered)
      return reply.code(201).send(toApiCustomer(row))
    },
  )

  app.get(
    '/customers/profile/',
    { schema: { tags: ['customers'], summary: 'The signed-in customer' }, onRequest: app.requireCustomer },
    async (request) => {
      const row = await app.db
        .selectFrom('customers')
        .selectAll()
        .where('cid', '=', request.customerCid)
        .executeTakeFirst()
      if (!row) throw notFound()
      return toApiCustomer(row)
    },
  )

  app.patch(
    '/customers/:cid/',
    {
      schema: {
        tags: ['customers'],
        summary: 'Update the signed-in customer (own CID only)',
        params: z.object({ cid: z.string().max(20) }),
        body: ZCustomerUpdateSchema,
      },
      onRequest: app.requireCustomer,
    },
    async (request) => {
      // Another customer's CID reads as absent: never say whose it is.
      if (request.params.cid !== request.customerCid) throw notFound()
      await assertAddressesExist(app.db, request.body)
      const row = await app.db
        .updateTable('customers')
        .set({ ...toCustomerColumns(request.body), updated_at: new Date() })
        .where('cid', '=', request.customerCid)
        .returningAll()
        .executeTakeFirst()
      if (!row) throw notFound()
      return toApiCustomer(row)
    },
  )
}

export default customers
