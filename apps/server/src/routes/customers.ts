import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import {
  ZCustomerRegistrationSchema,
  ZCustomerUpdateSchema,
  type TCustomerRegistration,
} from '@portal/domain/customer'
import { WALLET_KEY_HEADER, WALLET_MESSAGES } from '@portal/domain/wallet'
import type { Database } from '../db/schema'
import { verifiedThreadData, walletKeyOr404 } from '../wallet/threads'
import { MESSAGES } from '@portal/domain/messages'
import { HttpError, notFound } from '../errors'
import { assertAddressesExist, toApiCustomer, toCustomerColumns } from '../services/customers'

/** A registration that names a wallet thread is for the CID and mobile that the wallet shared. */
async function assertWalletVouchesFor(db: Kysely<Database>, registration: TCustomerRegistration) {
  const shared = await verifiedThreadData(db, walletKeyOr404(registration))
  if (!shared) throw new HttpError(404, WALLET_MESSAGES.threadExpired)
  if (shared.cid_no !== registration.cid || shared.mobile_no !== registration.mobile)
    throw new HttpError(400, WALLET_MESSAGES.threadNotForCid)
}

const customers: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/',
    { schema: { tags: ['customers'], summary: 'Register', body: ZCustomerRegistrationSchema } },
    async (request, reply) => {
      const registration = request.body
      const walletVerified = registration.thread_id !== undefined
      if (walletVerified) await assertWalletVouchesFor(app.db, registration)
      await assertAddressesExist(app.db, registration)
      const row = await app.db
        .insertInto('customers')
        .values({
          cid: registration.cid,
          fixed_line: registration.fixed_line,
          wallet_verified: walletVerified,
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
    '/customers/check-cid/',
    {
      schema: {
        tags: ['customers'],
        summary: 'Whether the CID a wallet thread verified is registered (header X-Wallet-Key)',
        querystring: z.object({ cid: z.string().max(20), thread_id: z.string().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      const { cid, thread_id } = request.query
      const key = walletKeyOr404({ thread_id, browser_key: request.headers[WALLET_KEY_HEADER] })
      // Only the wallet's own CID: otherwise anyone could probe who is a customer.
      const shared = await verifiedThreadData(app.db, key)
      if (!shared) throw new HttpError(404, WALLET_MESSAGES.threadExpired)
      if (shared.cid_no !== cid) throw new HttpError(403, WALLET_MESSAGES.threadNotForCid)
      const customer = await app.db
        .selectFrom('customers')
        .select(['mobile', 'wallet_verified'])
        .where('cid', '=', cid)
        .executeTakeFirst()
      // A wallet-verified account keeps its mobile; any other is reclaimed on sign-in.
      // The contract's body here is {error}; the page shows it as it is.
      if (customer?.wallet_verified && customer.mobile !== shared.mobile_no)
        return reply.code(409).send({ error: WALLET_MESSAGES.mobileDiffers })
      return { registered: customer !== undefined }
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
