import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import websocket from '@fastify/websocket'
import { WALLET_THREAD_WAIT_MINUTES, ZWalletSubscribeSchema } from '@portal/domain/wallet'
import type { Notifications } from '../db/notifications'
import { attributeNames, type AttributeNames } from '../wallet/attributes'
import { createWalletProvider } from '../wallet/create-provider'
import type { WalletProvider } from '../wallet/provider'
import { ThreadHub } from '../wallet/thread-hub'
import { webhookSecret } from '../wallet/webhook-secret'

declare module 'fastify' {
  interface FastifyInstance {
    wallet: {
      provider: WalletProvider
      attributes: AttributeNames
      webhookSecret: string
    }
  }
}

/** A socket is closed once its QR code can no longer be used. */
const SOCKET_LIFETIME_MS = (WALLET_THREAD_WAIT_MINUTES + 1) * 60_000

/**
 * The wallet provider, the webhook's secret and the socket `/ws/socket-server/`: a client
 * sends `{type: "subscribe", thread_id, browser_key}` and receives that thread's result, and
 * no other — nothing at all without the key of the browser that asked for the thread.
 */
export default fp(async function wallet(
  app: FastifyInstance,
  options: { notifications: Notifications; provider?: WalletProvider },
) {
  const secret = await webhookSecret(app.db, app.config.WALLET_WEBHOOK_SECRET)
  app.decorate('wallet', {
    provider: options.provider ?? createWalletProvider(app.config, secret),
    attributes: attributeNames(app.config),
    webhookSecret: secret,
  })

  const hub = new ThreadHub(app.db, app.log)
  await hub.start(options.notifications)
  app.addHook('onClose', () => hub.stop())

  await app.register(websocket, { options: { maxPayload: 1_024 } })
  app.get('/ws/socket-server/', { websocket: true, schema: { hide: true } }, (socket) => {
    let threadId: string | undefined
    const lifetime = setTimeout(() => socket.close(1000, 'expired'), SOCKET_LIFETIME_MS)
    socket.on('message', (raw) => {
      const subscription = ZWalletSubscribeSchema.safeParse(parseJson(raw.toString()))
      if (!subscription.success)
        return socket.close(1008, 'expected {type: "subscribe", thread_id, browser_key}')
      if (threadId) hub.unsubscribe(threadId, socket)
      threadId = subscription.data.thread_id
      const key = { threadId, browserKey: subscription.data.browser_key }
      hub.subscribe(key, socket).catch((error: Error) => {
        app.log.error({ err: error }, 'could not subscribe a wallet socket')
      })
    })
    socket.on('close', () => {
      clearTimeout(lifetime)
      if (threadId) hub.unsubscribe(threadId, socket)
    })
  })
})

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
