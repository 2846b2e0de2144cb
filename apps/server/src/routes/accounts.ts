import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZSignInResponseSchema } from '@portal/domain/customer'
import { ZCodeChallengeResponseSchema, ZCodeVerificationSchema } from '@portal/domain/sign-in-codes'
import { noContent, refusals, asksForProofOfWork } from '../errors'

const accounts: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accounts/login/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with CID and mobile, or with a verified wallet thread',
        // Checked in the handler: Fastify's union errors would lose the fields' own messages.
        body: z
          .object({
            username: z.unknown(),
            password: z.unknown(),
            thread_id: z.unknown(),
            browser_key: z.unknown(),
          })
          .partial(),
        response: {
          200: ZSignInResponseSchema.describe('Signed in: the token and the customer.'),
          202: ZCodeChallengeResponseSchema.describe('Sign-in codes are on: the code went by SMS.'),
          ...refusals(400, 404, 409, 413, 429, 503),
          ...asksForProofOfWork,
        },
      },
    },
    async (request, reply) => {
      const signedIn = await app.services.customers.signIn(() => request.client(), request.body)
      if ('challenge' in signedIn) return reply.code(202).send(signedIn.challenge)
      return reply.withSession('customer', signedIn.done)
    },
  )

  app.post(
    '/accounts/login/verify/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Finish signing in with the code sent by SMS',
        body: ZCodeVerificationSchema,
        response: { 200: ZSignInResponseSchema, ...refusals(400), ...asksForProofOfWork },
      },
    },
    async (request, reply) => {
      const session = await app.services.customers.finishSignIn(await request.client(), request.body)
      return reply.withSession('customer', session)
    },
  )

  app.post(
    '/accounts/logout/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Revoke this session (its token or cookie) and clear the cookie',
        response: {
          204: noContent('Signed out: the token is revoked and the cookie cleared.'),
          ...refusals(401),
        },
      },
      onRequest: app.requireCustomer,
    },
    async (_request, reply) => {
      await reply.endSession('customer')
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/accounts/logout-all/',
    {
      schema: {
        tags: ['accounts'],
        summary: "Sign out every device: revoke all of the customer's tokens, this one too",
        response: { 204: noContent('Signed out everywhere: every token is revoked.'), ...refusals(401) },
      },
      onRequest: app.requireCustomer,
    },
    async (request, reply) => {
      await app.services.signIn.endCustomerSessions(request.customerCid)
      return reply.clearSessionCookie('customer').code(204).send(null)
    },
  )
}

export default accounts
