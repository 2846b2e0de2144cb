import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import websocket from '@fastify/websocket'
import { WALLET_THREAD_WAIT_MINUTES, ZWalletSubscribeSchema } from '@portal/domain/wallet'
import type { Notifications } from '../db/notifications'
import { ThreadHub } from '../wallet/thread-hub'
import { networkOf } from '../services/sign-in/address-failures'
import { clientAddressOf } from '../services/sign-in/client-address'

/** A socket is closed once its QR code can no longer be used. */
const SOCKET_LIFETIME_MS = (WALLET_THREAD_WAIT_MINUTES + 1) * 60_000
/** A socket that has not asked for its thread by then never will. */
const SUBSCRIBE_WITHIN_MS = 10_000
/**
 * Sockets of one network not yet subscribed to a thread, on this instance. A browser subscribes
 * at once, so a carrier's thousands rarely hold more than a few; a subscribed socket holds a
 * QR code's thread, which its network paid for (issue 31), and is no longer counted here.
 */
export const UNSUBSCRIBED_SOCKETS_PER_NETWORK = 20
const FOREIGN_ORIGIN = "The wallet sign-in opens only from the portal's own pages."
const TOO_MANY_SOCKETS = 'Too many wallet sign-ins are open from this device. Close some and try again.'

/**
 * The wallet provider, the webhook's secret and the socket `/ws/socket-server/`: a client
 * sends `{type: "subscribe", thread_id, browser_key}` and receives that thread's result, and
 * no other — nothing at all without the key of the browser that asked for the thread, and
 * nothing to a page of another site (its Origin).
 */
export default fp(async function wallet(app: FastifyInstance, options: { notifications: Notifications }) {
  // The webhook's secret read (or made) and the provider connected, before the first request.
  await app.services.wallet.start()

  const hub = new ThreadHub(app.db, app.log)
  await hub.start(options.notifications)
  app.addHook('onClose', () => hub.stop())

  await app.register(websocket, { options: { maxPayload: 1_024 } })
  // Open sockets by client, on this instance (sockets are this instance's memory). Counted
  // in the handler, where the check and the count are one synchronous step, so a burst gets
  // exactly the allowance; the hook before the upgrade spares the rest a handshake.
  const openSockets = new Map<string, number>()
  const full = (client: string) => (openSockets.get(client) ?? 0) >= UNSUBSCRIBED_SOCKETS_PER_NETWORK
  const release = (client: string) => {
    const open = (openSockets.get(client) ?? 1) - 1
    if (open > 0) openSockets.set(client, open)
    else openSockets.delete(client)
  }

  app.get(
    '/ws/socket-server/',
    {
      websocket: true,
      schema: { hide: true },
      onRequest: async (request, reply) => {
        // A browser names the page that opens a socket: only the portal's own may (issue 46).
        const origin = request.headers.origin
        if (origin !== undefined && !app.isOwnOrigin(request, origin))
          return reply.code(403).send({ detail: FOREIGN_ORIGIN })
        if (full(networkOf(clientAddressOf(request))))
          return reply.code(429).send({ detail: TOO_MANY_SOCKETS })
      },
    },
    (socket, request) => {
      const client = networkOf(clientAddressOf(request))
      if (full(client)) return socket.close(1008, TOO_MANY_SOCKETS)
      openSockets.set(client, (openSockets.get(client) ?? 0) + 1)
      let counted = true
      const uncount = () => {
        if (counted) release(client)
        counted = false
      }
      socket.once('close', uncount)

      let threadId: string | undefined
      const lifetime = setTimeout(() => socket.close(1000, 'expired'), SOCKET_LIFETIME_MS)
      const idle = setTimeout(() => socket.close(1008, 'subscribe first'), SUBSCRIBE_WITHIN_MS)
      socket.on('message', (raw) => {
        const subscription = ZWalletSubscribeSchema.safeParse(parseJson(raw.toString()))
        // One thread per socket: a second subscription is as wrong as a malformed one.
        if (!subscription.success || threadId)
          return socket.close(1008, 'expected one {type: "subscribe", thread_id, browser_key}')
        clearTimeout(idle)
        threadId = subscription.data.thread_id
        const key = { threadId, browserKey: subscription.data.browser_key }
        hub
          .subscribe(key, socket)
          // Held for a thread of its own from now on; a key that opens none closes the socket.
          .then((subscribed) => (subscribed ? uncount() : socket.close(1008, 'no such thread')))
          .catch((error: Error) => {
            app.log.error({ err: error }, 'could not subscribe a wallet socket')
          })
      })
      socket.on('close', () => {
        clearTimeout(lifetime)
        clearTimeout(idle)
        if (threadId) hub.unsubscribe(threadId, socket)
      })
    },
  )
})

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
