import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import QRCode from 'qrcode'
import {
  WALLET_KEY_HEADER,
  WALLET_MESSAGES,
  ZWalletAuthenticationResponseSchema,
  ZWalletDataSchema,
  ZWalletPrefillResponseSchema,
  walletThreadId,
} from '@portal/domain/wallet'
import { ZWalletErrorResponseSchema } from '@portal/domain/error-body'
import { HttpError, asksForProofOfWork, noContent, refusals, walletErrorBody } from '../errors'
import { WalletProviderError } from '../wallet/provider'
import { interpretDelivery, presentationResult, rejectedDelivery } from '../wallet/webhook-payload'

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
    async (request, reply) => {
      // A QR code is a failure of the network that asks for it until the wallet proves who
      // scanned it: past the network's failures a proof of work, never a refusal (issue 31).
      const client = await request.client()
      await app.services.signIn.admitFromNetwork(client)
      try {
        const proof = await app.wallet.provider.requestProof()
        const browserKey = randomBytes(32).toString('base64url')
        await app.services.wallet.createThread({ threadId: proof.threadId, browserKey }, client.ip)
        const png = await QRCode.toBuffer(proof.proofUrl, { type: 'png', width: 320, margin: 2 })
        return {
          thread_id: proof.threadId,
          browser_key: browserKey,
          qr_code_image: png.toString('base64'),
          deep_link_url: proof.deepLink,
        }
      } catch (error) {
        if (!(error instanceof WalletProviderError)) throw error
        request.log.error({ err: error }, 'the wallet provider refused a proof request')
        return reply.code(502).send(walletErrorBody(WALLET_MESSAGES.qrGenerateFailed))
      }
    },
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
      if (!app.services.wallet.presentsSecret(request.headers.authorization, app.wallet.webhookSecret))
        throw new HttpError(401, 'Unauthorized')
      const outcome = interpretDelivery(request.body, app.wallet.attributes)
      if (outcome.kind !== 'ignored' && (await app.services.wallet.settleThread(outcome))) {
        app.wallet.provider
          .forgetThread(outcome.threadId)
          .catch((error: Error) => request.log.warn({ err: error }, 'could not unsubscribe a wallet thread'))
      }
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
    async (request) => {
      const key = app.services.wallet.keyOf({
        thread_id: request.params.thread_id,
        browser_key: request.headers[WALLET_KEY_HEADER],
      })
      const shared = await app.services.wallet.verifiedData(key)
      if (!shared) throw new HttpError(404, WALLET_MESSAGES.threadExpired)
      return { ...shared, ...(await app.services.divisions.placeIdsByName(shared.dzongkhag, shared.gewog)) }
    },
  )

  if (app.services.wallet.simulated) registerSimulator(app)
}

/** The simulator's share and reject: the very deliveries a provider would post to the webhook. */
function registerSimulator(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const deliver = async (threadId: string, delivery: unknown) => {
    if (!(await app.services.wallet.isWaiting(threadId)))
      throw new HttpError(409, WALLET_MESSAGES.threadExpired)
    const response = await app.inject({
      method: 'POST',
      url: '/api/ndi/webhook/',
      headers: { authorization: `Bearer ${app.wallet.webhookSecret}` },
      payload: delivery as object,
    })
    if (response.statusCode !== 202) throw new Error(`the webhook answered ${response.statusCode}`)
  }

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
      const { thread_id: threadId } = request.params
      await deliver(threadId, presentationResult(threadId, request.body, app.wallet.attributes))
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
      await deliver(request.params.thread_id, rejectedDelivery(request.params.thread_id))
      return reply.code(202).send(null)
    },
  )
}

export default wallet
