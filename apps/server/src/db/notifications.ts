import { EventEmitter } from 'node:events'
import pg from 'pg'

/**
 * PostgreSQL LISTEN/NOTIFY, so that an event raised on one server instance (a wallet
 * result arriving at the webhook) reaches the instance holding the browser's socket.
 */
export interface Notifications {
  /**
   * Calls `onPayload` for each NOTIFY on `channel`. `onResume` runs after a lost
   * listening connection came back: what was raised meanwhile must be read again.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<Unlisten>
}
export type Unlisten = () => Promise<void>

const RECONNECT_MS = 1_000

function assertChannelName(channel: string) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`)
}

/** On a PostgreSQL server: one dedicated connection per listener, reconnecting when lost. */
export function serverNotifications(connectionString: string): Notifications {
  return {
    async listen(channel, onPayload, onResume) {
      assertChannelName(channel)
      let client: pg.Client | undefined
      let closed = false
      let retry: NodeJS.Timeout | undefined

      const connect = async () => {
        const candidate = new pg.Client({ connectionString })
        candidate.on('error', () => {}) // 'end' follows and reconnects
        try {
          await candidate.connect()
          await candidate.query(`LISTEN ${channel}`)
        } catch (error) {
          await candidate.end().catch(() => {})
          throw error
        }
        candidate.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) onPayload(n.payload)
        })
        candidate.once('end', () => {
          if (client !== candidate) return
          client = undefined
          reconnectLater()
        })
        client = candidate
      }
      const reconnectLater = () => {
        if (closed) return
        retry = setTimeout(() => void connect().then(() => onResume?.(), reconnectLater), RECONNECT_MS)
      }

      await connect()
      return async () => {
        closed = true
        clearTimeout(retry)
        const current = client
        client = undefined
        await current?.end()
      }
    },
  }
}

/**
 * On PGlite behind its socket: PGlite is one session, so a LISTEN holds for every
 * connection, and a NOTIFY comes back on the connection that committed it — the pool's.
 * The pool's clients are watched as they connect.
 */
export function embeddedNotifications(pool: pg.Pool): Notifications {
  const received = new EventEmitter()
  const channels = new Set<string>()
  pool.on('connect', (client) => {
    client.on('notification', (n) => received.emit(n.channel, n.payload ?? ''))
    for (const channel of channels) client.query(`LISTEN ${channel}`).catch(() => {})
  })
  return {
    async listen(channel, onPayload) {
      assertChannelName(channel)
      channels.add(channel)
      await pool.query(`LISTEN ${channel}`)
      received.on(channel, onPayload)
      return async () => void received.off(channel, onPayload)
    },
  }
}
