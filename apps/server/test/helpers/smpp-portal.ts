import { sql } from 'kysely'
import type { TConfig } from '../../src/config'
import { smppClient, type SmppSettings } from '../../src/notifications/smpp-transport'
import { testSmsc } from './smsc'
import { testApp } from './test-app'

export type Portal = Awaited<ReturnType<typeof testApp>>
type Smsc = Awaited<ReturnType<typeof testSmsc>>

/**
 * Test SMSCs and portals that send to them, each stopped by `cleanUp()` (in afterEach), last
 * started first.
 */
export function smppPortals() {
  const cleanUps: (() => Promise<void>)[] = []
  return {
    async cleanUp() {
      for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp()
    },
    /** Something else for cleanUp() to stop. */
    alsoStop: (stop: () => Promise<void>) => void cleanUps.push(stop),

    async smsc(options?: Parameters<typeof testSmsc>[0]) {
      const server = await testSmsc(options)
      cleanUps.push(server.close)
      return server
    },

    /** A portal (with `config`) whose SMS go to the SMSC over SMPP and whose receipts it records; emails are dropped. */
    async portalWithSmsc(server: Smsc, changes: Partial<SmppSettings> = {}, config: Partial<TConfig> = {}) {
      // The client is made first: its receipts go to the portal made with it.
      const receivedBy: { portal?: Portal } = {}
      const client = smppClient({
        url: server.url,
        systemId: server.systemId,
        password: server.password,
        sourceAddr: 'BPC',
        messagesPerSecond: 1_000,
        enquireLinkMs: 60_000,
        onReceipt: (receipt) => receivedBy.portal!.app.recordDeliveryReceipt(receipt),
        ...changes,
      })
      const portal = await testApp(config, { transports: { sms: client.send, email: async () => {} } })
      receivedBy.portal = portal
      cleanUps.push(client.close, portal.close)
      return { portal, client }
    },
  }
}

/** An SMS queued for `mobile`, as the portal queues one. */
export async function queuedSms(portal: Portal, mobile: string, body: string) {
  const { id } = await portal.db
    .insertInto('outbox')
    .values({ channel: 'sms', recipient: mobile, body })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** An SMS queued for a new number and the outbox sent at once: its id, and the number. */
export async function sentNow(portal: Portal, body: string) {
  const mobile = aMobile()
  const id = await queuedSms(portal, mobile, body)
  await portal.app.deliverOutbox()
  return { id, mobile }
}

export const outboxRow = (portal: Portal, id: number) =>
  portal.db
    .selectFrom('outbox')
    .select(['sent_at', 'attempts', 'last_error', 'delivery', 'resent_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

/** The outbox's retry, made due now instead of after its backoff. */
export const retryNow = (portal: Portal, id: number) =>
  sql`UPDATE outbox SET next_attempt_at = now() WHERE id = ${id}`.execute(portal.db)

/** portal_messages_total for SMS with this outcome, as /metrics shows it. */
export async function countedSms(portal: Portal, outcome: string) {
  const text = (await portal.app.inject({ url: '/metrics' })).body
  const line = new RegExp(`^portal_messages_total\\{channel="sms",outcome="${outcome}"\\} (\\d+)$`, 'm')
  return Number(line.exec(text)?.[1])
}

/** portal_sms_receipts_total with this outcome (matched, unmatched), as /metrics shows it. */
export async function countedReceipts(portal: Portal, outcome: 'matched' | 'unmatched') {
  const text = (await portal.app.inject({ url: '/metrics' })).body
  return Number(
    new RegExp(`^portal_sms_receipts_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1],
  )
}

let nextMobile = 77_300_000
/** A mobile no other test uses. */
export const aMobile = () => String(nextMobile++)
