import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { WebSocket } from 'ws'
import type { Notifications, Unlisten } from '../db/notifications'
import type { Database } from '../db/schema'
import { THREAD_SETTLED_CHANNEL } from '../repositories/wallet-threads'
import { threadMessage, threadOpensWith, type ThreadKey } from './thread-state'

/**
 * The sockets of this instance, by the thread each waits for. A thread's result reaches
 * own sockets only — those that presented the browser key — from whichever instance the webhook landed on (NOTIFY), or from
 * the database when the socket subscribes after the result came.
 */
export class ThreadHub {
  private readonly waiting = new Map<string, Set<WebSocket>>()
  /** One result per socket, though the subscribe-time read and a NOTIFY may both find it. */
  private readonly answered = new WeakSet<WebSocket>()
  private unlisten: Unlisten | undefined

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(notifications: Notifications) {
    this.unlisten = await notifications.listen(
      THREAD_SETTLED_CHANNEL,
      (threadId) => void this.deliver(threadId),
      () => {
        for (const threadId of this.waiting.keys()) void this.deliver(threadId)
      },
    )
  }

  async stop() {
    await this.unlisten?.()
  }

  /** A socket without the thread's key is never added: it waits for nothing and gets nothing. */
  async subscribe({ threadId, browserKey }: ThreadKey, socket: WebSocket): Promise<boolean> {
    if (!(await threadOpensWith(this.db, { threadId, browserKey }))) return false
    let sockets = this.waiting.get(threadId)
    if (!sockets) this.waiting.set(threadId, (sockets = new Set()))
    sockets.add(socket)
    await this.deliver(threadId)
    return true
  }

  unsubscribe(threadId: string, socket: WebSocket) {
    const sockets = this.waiting.get(threadId)
    sockets?.delete(socket)
    if (sockets?.size === 0) this.waiting.delete(threadId)
  }

  private async deliver(threadId: string) {
    if (!this.waiting.has(threadId)) return
    try {
      const message = await threadMessage(this.db, threadId)
      if (!message) return
      for (const socket of this.waiting.get(threadId) ?? []) {
        if (this.answered.has(socket)) continue
        this.answered.add(socket)
        socket.send(JSON.stringify(message))
      }
    } catch (error) {
      this.log.error({ err: error }, 'could not deliver a wallet result')
    }
  }
}
