import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Selectable } from 'kysely'
import { z } from 'zod'
import { ZPasswordLoginSchema, ZSignInResponseSchema } from '@portal/domain/customer'
import type { CustomerTable } from '../db/schema'
import { ZCodeChallengeResponseSchema, ZCodeVerificationSchema } from '@portal/domain/sign-in-codes'
import { MESSAGES } from '@portal/domain/messages'
import { HttpError, noContent, parseOrFieldErrors, refusals, asksForProofOfWork } from '../errors'
import { toApiCustomer } from '../services/customers'
import { tokenFromHeader } from '../services/tokens'
import { walletKeyOr404 } from '../services/wallet-threads'

const accounts: FastifyPluginAsyncZod = async (app) => {
  /**
   * The specification's login body: the profile but CID and mobile, with a new token; one
   * from the wallet remembers it, since the wallet proved the CID.
   */
  const signedIn = async (customer: Selectable<CustomerTable>, throughWallet = false) => {
    const ttl = app.config.TOKEN_TTL_HOURS
    const token = throughWallet
      ? await app.services.issueWalletToken(customer.cid, ttl)
      : await app.services.issueToken('customer', customer.cid, ttl)
    const { cid: _cid, mobile: _mobile, ...profile } = toApiCustomer(customer)
    return { token, ...profile }
  }

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
      if (request.body.thread_id !== undefined)
        return signedIn(await app.services.signInWithWallet(walletKeyOr404(request.body)), true)
      const login = parseOrFieldErrors(ZPasswordLoginSchema, request.body)
      const client = await request.client()
      const customer = await app.services.signInWithPassword(client, login)
      if (app.config.SIGN_IN_CODES === 'off') return signedIn(customer)
      // CID and mobile are no secret: the code proves the phone is in hand.
      const challenge = await app.services.issueCode({
        purpose: 'sign-in',
        cid: customer.cid,
        mobile: customer.mobile,
        language: customer.language,
        client,
        smsPerHour: app.config.SMS_PER_HOUR,
      })
      app.sendOutboxSoon()
      return reply.code(202).send(challenge)
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
    async (request) => {
      const network = await app.services.admitFromNetwork(await request.client())
      const redeemed = await app.services.redeemCode(request.body, ['sign-in'])
      // The account must still have the number the code went to.
      const customer = await app.services.customerWith(redeemed.cid, redeemed.mobile)
      if (!customer) throw new HttpError(400, MESSAGES.loginFailed)
      await network.honest()
      return signedIn(customer)
    },
  )

  app.post(
    '/accounts/logout/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Revoke this token',
        response: { 204: noContent('Signed out: the token is revoked.'), ...refusals(401) },
      },
      onRequest: app.requireCustomer,
    },
    async (request, reply) => {
      const token = tokenFromHeader(request.headers.authorization)
      if (token) await app.services.revokeToken('customer', token)
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
      await app.services.endCustomerSessions(request.customerCid)
      return reply.code(204).send(null)
    },
  )
}

export default accounts
