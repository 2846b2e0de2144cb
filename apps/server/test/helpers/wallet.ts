import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'
import type {
  TWalletAuthentication,
  TWalletData,
  TWalletDataInput,
  TWalletSocketMessage,
} from '@portal/domain/wallet'

let nextClient = 0

/** The browser key of each thread the tests started, as the page that asked keeps it. */
const browserKeys = new Map<string, string>()
export const browserKeyOf = (threadId: string) => browserKeys.get(threadId) ?? 'A'.repeat(43)

/** Starts a wallet sign-in as the page does, each from its own client (see the per-client limit). */
export async function startThread(app: FastifyInstance): Promise<TWalletAuthentication> {
  const remoteAddress = `10.0.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`
  const response = await app.inject({ method: 'POST', url: '/api/ndi/authenticate-ndi/', remoteAddress })
  if (response.statusCode !== 200) throw new Error(`authenticate-ndi answered ${response.body}`)
  const started = response.json<TWalletAuthentication>()
  browserKeys.set(started.thread_id, started.browser_key)
  return started
}

/** Signs in with a thread and, unless told otherwise, its browser key. */
export const walletLogin = (app: FastifyInstance, threadId: string, browserKey = browserKeyOf(threadId)) =>
  app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: { thread_id: threadId, browser_key: browserKey },
  })

/** A read of a thread (check-cid, the prefill) with its key in the header, unless told otherwise. */
export const walletRead = (app: FastifyInstance, url: string, threadId: string, withKey = true) =>
  app.inject({ url, headers: withKey ? { 'x-wallet-key': browserKeyOf(threadId) } : {} })

/** Posts to the webhook as the provider does, with the portal's secret unless told otherwise. */
export function deliver(app: FastifyInstance, payload: object, secret = app.services.wallet.webhookSecret) {
  return app.inject({
    method: 'POST',
    url: '/api/ndi/webhook/',
    headers: { authorization: `Bearer ${secret}` },
    payload,
  })
}

/** The simulator's Share, as its page calls it. */
export function share(app: FastifyInstance, threadId: string, data: TWalletDataInput) {
  return app.inject({ method: 'POST', url: `/api/ndi/simulator/${threadId}/share/`, payload: data })
}

/** A socket subscribed to one thread, recording what it receives. */
export interface ThreadSocket {
  received: TWalletSocketMessage[]
  /** The next message, or a failure after `ms`. */
  next(ms?: number): Promise<TWalletSocketMessage>
  close(): void
}

export async function subscribe(
  socket: WebSocket,
  threadId: string,
  browserKey = browserKeyOf(threadId),
): Promise<ThreadSocket> {
  const received: TWalletSocketMessage[] = []
  const waiters: ((message: TWalletSocketMessage) => void)[] = []
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as TWalletSocketMessage
    received.push(message)
    waiters.shift()?.(message)
  })
  if (socket.readyState !== WebSocket.OPEN) await new Promise((resolve) => socket.once('open', resolve))
  socket.send(JSON.stringify({ type: 'subscribe', thread_id: threadId, browser_key: browserKey }))
  let read = 0
  return {
    received,
    next(ms = 5_000) {
      if (read < received.length) return Promise.resolve(received[read++]!)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no socket message within ${ms} ms`)), ms)
        waiters.push((message) => {
          clearTimeout(timer)
          read++
          resolve(message)
        })
      })
    },
    close: () => socket.close(),
  }
}

/** A socket on an app under test, without a listening port. */
export async function injectedSocket(app: FastifyInstance, threadId: string, browserKey?: string) {
  await app.ready()
  return subscribe(await app.injectWS('/ws/socket-server/'), threadId, browserKey)
}

export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms))

export const walletCitizen = (changes: Partial<TWalletData> = {}): TWalletData => ({
  cid_no: '11599900001',
  mobile_no: '17654321',
  full_name: 'Karma Choden',
  email_address: 'karma@example.bt',
  village: 'Changzamtog',
  gewog: 'Chang',
  dzongkhag: 'Thimphu',
  ...changes,
})
