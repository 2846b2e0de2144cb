import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZCustomerRegistrationSchema,
  ZCustomerResponseSchema,
  ZCustomerUpdateSchema,
  ZRegisteredCustomerResponseSchema,
} from '@portal/domain/customer'
import { WALLET_KEY_HEADER, WALLET_MESSAGES } from '@portal/domain/wallet'
import { MESSAGES } from '@portal/domain/messages'
import { HttpError, notFound, refusals, asksForProofOfWork } from '../errors'
import { ZCodeChallengeResponseSchema, ZCustomerCodeVerificationSchema } from '@portal/domain/sign-in-codes'

const customers: FastifyPluginAsyncZod = async (app) => {
  const { customers, signIn } = app.services
  const insertCustomer = customers.register
  const toApiCustomer = customers.asApi

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
      const { thread_id, browser_key: _key, ...registration } = request.body
      // A refused registration, or one whose code never comes back, is the network's failure.
      const client = await request.client()
      const network = await app.services.signIn.admitFromNetwork(client)
      // The wallet proved CID and mobile: registered at once.
      if (thread_id !== undefined) {
        await app.services.customers.assertWalletVouchesFor(request.body)
        await app.services.customers.assertAddressesExist(registration)
        const customer = await insertCustomer(registration, true)
        await network.honest()
        return reply.code(201).send(toApiCustomer(customer))
      }
      await app.services.customers.assertAddressesExist(registration)
      if (!signIn.codesOn) {
        const customer = await insertCustomer(registration, false)
        await network.honest()
        return reply.code(201).send(toApiCustomer(customer))
      }
      if (await customers.find(registration.cid)) throw new HttpError(409, MESSAGES.cidAlreadyRegistered)
      // From here the code's challenge is the failure, until the code comes back.
      await network.honest()
      // The customer exists only once the code proves the mobile is theirs.
      const challenge = await app.services.signIn.issueCode({
        purpose: 'registration',
        cid: registration.cid,
        mobile: registration.mobile,
        payload: registration,
        language: registration.language,
        client,
      })
      app.sendOutboxSoon()
      return reply.code(202).send(challenge)
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
      const network = await app.services.signIn.admitFromNetwork(await request.client())
      const { current_code: currentCode, ...verification } = request.body
      const checked = await app.services.signIn.checkCode(verification, [
        'registration',
        'mobile-change',
        'email-change',
      ])
      const leaving = await app.services.customers.checkLeavingNumberCode(checked, currentCode)
      // Both codes are used together, or neither: a wrong one leaves the other to try again.
      const [redeemed] = await app.services.signIn.useCodes([checked, ...leaving])
      if (!redeemed) throw notFound()
      await network.honest()
      if (redeemed.purpose === 'registration') {
        const registration = ZCustomerRegistrationSchema.parse(redeemed.payload)
        const row = await insertCustomer(registration, false)
        const token = await customers.newSession(row.cid)
        return reply.code(201).send(reply.withSession('customer', { ...toApiCustomer(row), token }))
      }
      if (redeemed.purpose === 'email-change') {
        const { email } = z.object({ email: z.string() }).parse(redeemed.payload)
        const changed = await app.services.customers.setProvedEmail(redeemed.cid, redeemed.mobile, email)
        if (!changed) throw notFound()
        app.sendOutboxSoon()
        return toApiCustomer(changed)
      }
      const { keep_token_hash: keepTokenHash, email } = z
        .object({ keep_token_hash: z.string(), email: z.string().optional() })
        .parse(redeemed.payload)
      const moved = await app.services.customers.moveToProvedMobile(
        redeemed.cid,
        redeemed.mobile,
        keepTokenHash,
        email,
      )
      if (!moved) throw notFound()
      return toApiCustomer(moved)
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
      const key = app.services.wallet.keyOf({ thread_id, browser_key: request.headers[WALLET_KEY_HEADER] })
      // Only the wallet's own CID: otherwise anyone could probe who is a customer.
      const shared = await app.services.wallet.verifiedData(key)
      if (!shared) throw new HttpError(404, WALLET_MESSAGES.threadExpired)
      if (shared.cid_no !== cid) throw new HttpError(403, WALLET_MESSAGES.threadNotForCid)
      // An account with another mobile is its owner's all the same: the sign-in moves it.
      return { registered: (await customers.find(cid)) !== undefined }
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
    async (request) => {
      const row = await customers.find(request.customerCid)
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
      // Another customer's CID reads as absent: never say whose it is.
      if (request.params.cid !== request.customerCid) throw notFound()
      await app.services.customers.assertAddressesExist(request.body)
      // Other fields change at once; a new mobile or email only once the codes come back.
      const codesOff = !signIn.codesOn
      const profile = await customers.updateProfile(request.customerCid, request.body)
      if (!profile) throw notFound()
      const { current, updated: row } = profile
      const newMobile = request.body.mobile !== current.mobile ? request.body.mobile : undefined
      const newEmail = request.body.email !== row.email ? request.body.email : undefined
      if (row.email !== current.email) app.sendOutboxSoon()
      if (newMobile === undefined) {
        if (newEmail === undefined) return toApiCustomer(row)
        // The code goes to the account's mobile: a session alone cannot move its mail.
        const challenge = await app.services.customers.askForEmailChange({
          customer: row,
          newEmail,
          client: await request.client(),
        })
        app.sendOutboxSoon()
        return reply.code(202).send(challenge)
      }
      const token = request.sessionToken
      if (codesOff) {
        // No codes to prove it: still, the other sessions end and the number it leaves is told.
        const moved = await customers.moveToProvedMobile(row.cid, newMobile, signIn.tokenHash(token))
        app.sendOutboxSoon()
        return toApiCustomer(moved ?? row)
      }
      const challenge = await app.services.customers.askForMobileChange({
        customer: row,
        newMobile,
        token,
        newEmail,
        client: await request.client(),
      })
      app.sendOutboxSoon()
      return reply.code(202).send(challenge)
    },
  )
}

export default customers
