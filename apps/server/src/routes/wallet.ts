import { z } from 'zod'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  WALLET_KEY_HEADER,
  ZWalletAuthenticationResponseSchema,
  ZWalletDataSchema,
  ZWalletPrefillResponseSchema,
  walletThreadId,
} from '@portal/domain/wallet'
import { ZWalletErrorResponseSchema } from '@portal/domain/error-body'
import { asksForProofOfWork, noContent, refusals } from '../errors'

const ZThreadParams = z.object({ thread_id: walletThreadId })

const wallet: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ndi/authenticate-ndi/',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Start a wallet sign-in: QR code, deep link and thread',
        response: {
          200: ZWalletAuthenticationResponseSchema,
          ...asksForProofOfWork,
          502: ZWalletErrorResponseSchema.describe('The wallet provider refused to start a proof request.'),
          ...refusals(413, 415),
        },
      },
    },
    async (request) =>
      app.services.wallet.startSignIn(await request.client(), (error) =>
        request.log.error({ err: error }, 'the wallet provider refused a proof request'),
      ),
  )

  app.post(
    '/ndi/webhook/',
    {
      schema: {
        tags: ['wallet'],
        summary: "The wallet provider's deliveries (shared secret)",
        response: {
          202: noContent('Taken: a delivery of no known thread is ignored.'),
          ...refusals(400, 401, 413, 415),
        },
      },
    },
    async (request, reply) => {
      await app.services.wallet.takeDelivery(request.headers.authorization, request.body, (error) =>
        request.log.warn({ err: error }, 'could not unsubscribe a wallet thread'),
      )
      return reply.code(202).send(null)
    },
  )

  app.get(
    '/ndi/threads/:thread_id/',
    {
      schema: {
        tags: ['wallet'],
        summary: 'What the wallet shared, to prefill registration (header X-Wallet-Key)',
        params: ZThreadParams,
        response: { 200: ZWalletPrefillResponseSchema, ...refusals(400, 404) },
      },
    },
    (request) =>
      app.services.wallet.prefill({
        thread_id: request.params.thread_id,
        browser_key: request.headers[WALLET_KEY_HEADER],
      }),
  )

  if (app.services.wallet.simulated) registerSimulator(app)
}

/** The simulator's share and reject: the very deliveries a provider would post to the webhook. */
function registerSimulator(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const unsubscribeFailed = (request: FastifyRequest) => (error: Error) =>
    request.log.warn({ err: error }, 'could not unsubscribe a wallet thread')

  app.post(
    '/ndi/simulator/:thread_id/share/',
    {
      schema: {
        tags: ['wallet simulator'],
        summary: 'Simulator only: share this identity on the thread',
        params: ZThreadParams,
        body: ZWalletDataSchema,
        response: { 202: noContent('Shared, as a wallet would.'), ...refusals(400, 409, 421) },
      },
      onRequest: app.requireLoopbackHost,
    },
    async (request, reply) => {
      await app.services.wallet.simulateShare(
        request.params.thread_id,
        request.body,
        unsubscribeFailed(request),
      )
      return reply.code(202).send(null)
    },
  )

  app.post(
    '/ndi/simulator/:thread_id/reject/',
    {
      schema: {
        tags: ['wallet simulator'],
        summary: 'Simulator only: refuse to share',
        params: ZThreadParams,
        response: { 202: noContent('Refused, as a wallet would.'), ...refusals(400, 409, 413, 415, 421) },
      },
      onRequest: app.requireLoopbackHost,
    },
    async (request, reply) => {
      await app.services.wallet.simulateRefusal(request.params.thread_id, unsubscribeFailed(request))
      return reply.code(202).send(null)
    },
  )
}

export default wallet
