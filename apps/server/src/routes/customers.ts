import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZCustomerRegistrationSchema,
  ZCustomerResponseSchema,
  ZCustomerUpdateSchema,
  ZRegisteredCustomerResponseSchema,
} from '@portal/domain/customer'
import { WALLET_KEY_HEADER } from '@portal/domain/wallet'
import { refusals, asksForProofOfWork } from '../errors'
import { ZCodeChallengeResponseSchema, ZCustomerCodeVerificationSchema } from '@portal/domain/sign-in-codes'

/** /customers: registering, its codes and a change's, and the signed-in customer's profile (services/customers). */
const customers: FastifyPluginAsyncZod = async (app) => {
  const { customers } = app.services

  app.post(
    '/customers/',
    {
      schema: {
        tags: ['customers'],
        summary: 'Register',
        body: ZCustomerRegistrationSchema,
        response: {
          201: ZCustomerResponseSchema.describe('Registered: the customer.'),
          202: ZCodeChallengeResponseSchema.describe('Sign-in codes are on: the code went by SMS.'),
          ...refusals(400, 403, 404, 409, 413, 429, 503),
          ...asksForProofOfWork,
        },
      },
    },
    async (request, reply) => {
      const registered = await customers.register(await request.client(), request.body)
      if ('challenge' in registered) return reply.code(202).send(registered.challenge)
      return reply.code(201).send(registered.done)
    },
  )

  app.post(
    '/customers/verify/',
    {
      schema: {
        tags: ['customers'],
        summary:
          'Finish a registration (signed in at once), a change of mobile or a change of email with the codes sent by SMS (`current_code`: the one sent to the current number, for a change of mobile)',
        body: ZCustomerCodeVerificationSchema,
        response: {
          200: ZCustomerResponseSchema.describe(
            'The new mobile (with the email asked for with it), or the new email, is proved and saved: the customer.',
          ),
          201: ZRegisteredCustomerResponseSchema.describe(
            'Registered and signed in: the customer and a token.',
          ),
          ...refusals(400, 404, 409),
          ...asksForProofOfWork,
        },
      },
    },
    async (request, reply) => {
      const finished = await customers.finishWithCodes(await request.client(), request.body)
      if ('changed' in finished) return finished.changed
      return reply.code(201).send(reply.withSession('customer', finished.registered))
    },
  )

  app.get(
    '/customers/check-cid/',
    {
      schema: {
        tags: ['customers'],
        summary: 'Whether the CID a wallet thread verified is registered (header X-Wallet-Key)',
        querystring: z.object({ cid: z.string().max(20), thread_id: z.string().min(1).max(100) }),
        response: {
          200: z.object({ registered: z.boolean() }),
          ...refusals(400, 403, 404),
        },
      },
    },
    async (request) => {
      const { cid, thread_id } = request.query
      const browser_key = request.headers[WALLET_KEY_HEADER]
      return { registered: await customers.isRegistered(cid, { thread_id, browser_key }) }
    },
  )

  app.get(
    '/customers/profile/',
    {
      schema: {
        tags: ['customers'],
        summary: 'The signed-in customer',
        response: { 200: ZCustomerResponseSchema, ...refusals(401) },
      },
      onRequest: app.requireCustomer,
    },
    (request) => customers.profile(request.customerCid),
  )

  app.patch(
    '/customers/:cid/',
    {
      schema: {
        tags: ['customers'],
        summary: 'Update the signed-in customer (own CID only)',
        params: z.object({ cid: z.string().max(20) }),
        body: ZCustomerUpdateSchema,
        response: {
          200: ZCustomerResponseSchema.describe('Saved: the customer as they now are.'),
          202: ZCodeChallengeResponseSchema.describe(
            'A new mobile is changed once the codes sent to it and to the current number come back; a new email, once the code sent to the current number does (`/customers/verify/`). The other fields are saved.',
          ),
          ...refusals(400, 401, 404, 413, 429, 503),
        },
      },
      onRequest: app.requireCustomer,
    },
    async (request, reply) => {
      const session = {
        cid: request.customerCid,
        token: request.sessionToken,
        client: () => request.client(),
      }
      const changed = await customers.changeProfile(session, request.params.cid, request.body)
      if ('challenge' in changed) return reply.code(202).send(changed.challenge)
      return changed.done
    },
  )
}

export default customers
