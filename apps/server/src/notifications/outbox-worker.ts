import type { Kysely } from 'kysely'
import type { Database, TDelivery } from '../db/schema'
import { outboxRepository } from '../repositories/outbox'
import { PermanentFailure } from './permanent-failure'
import type { OutgoingMessage, Transports } from './transports'

/**
 * A claimed message is not claimed again for this long, and its sender holds the claim again
 * a third of the way through while it works on the batch: a process that dies mid-batch leaves
 * its unsent messages to another within this long (a code in them still in time to be read).
 */
const LEASE_SECONDS = 30

/** A code is worth sending only with this long left to read and type it. */
const SECONDS_TO_READ_A_CODE = 60

/** Retry after 30 s, 1 min, 2 min … at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1))

/**
 * Sends what the outbox holds: gives up on codes that could no longer arrive in time, claims
 * due messages (codes first, networks taking turns; SKIP LOCKED, so instances share the
 * work), sends each outside any transaction, then marks it sent or schedules a retry (or, for
 * an address refused for good, gives it up). SMS and emails go side by side, each channel a
 * batch of its own: an email never waits behind SMS that the SMSC's rate holds back. How many
 * were claimed in all.
 * Delivery is at least once: nothing is lost if the process dies between commit and send.
 */
export async function deliverDueMessages(
  db: Kysely<Database>,
  transports: Transports,
  {
    batch = 20,
    onDelivery = (_delivery: TDelivery) => {},
    onDropped = (_count: number) => {},
    receiptWithinSeconds,
    leaseSeconds = LEASE_SECONDS,
  }: {
    batch?: number
    /** How long a claim holds without its sender holding it again (tests shorten it). */
    leaseSeconds?: number
    onDelivery?: (delivery: TDelivery) => void
    /** Codes given up on unsent: they could no longer arrive in time. */
    onDropped?: (count: number) => void
    receiptWithinSeconds?: number
  } = {},
) {
  const outbox = outboxRepository(db)
  const dropped = await outbox.dropLateCodes(SECONDS_TO_READ_A_CODE)
  if (dropped > 0) onDropped(dropped)
  const lane = async (channel: OutgoingMessage['channel']) => {
    const claimed = await outbox.claimDue(batch, leaseSeconds, channel)
    const unsent = new Set(claimed.map((message) => message.id))
    const holding = setInterval(
      () => void outbox.holdClaims([...unsent], leaseSeconds).catch(() => {}),
      (leaseSeconds * 1000) / 3,
    )
    holding.unref()
    try {
      for (const message of claimed) {
        try {
          const sent = await transports[channel](message).finally(() => unsent.delete(message.id))
          // Receipts that came before this line already know the delivery.
          const delivery = await outbox.markSent(message.id, sent?.smscMessageIds, receiptWithinSeconds)
          if (delivery) onDelivery(delivery)
        } catch (error) {
          if (error instanceof PermanentFailure) await outbox.giveUp(message.id, String(error).slice(0, 500))
          else
            await outbox.retryLater(message.id, String(error).slice(0, 500), backoffSeconds(message.attempts))
        }
      }
    } finally {
      clearInterval(holding)
    }
    return claimed.length
  }
  const [sms, email] = await Promise.all([lane('sms'), lane('email')])
  return sms + email
}

/**
 * An SMS whose receipt is overdue is sent again, once; when the second's is overdue too, it is
 * reported not delivered. Only a transport with receipts (SMPP) makes a receipt due. Runs before
 * each delivery, so the resend leaves in the same run.
 */
export async function chaseOverdueReceipts(
  db: Kysely<Database>,
  { batch = 100, onResent = (_count: number) => {}, onGivenUp = (_count: number) => {} } = {},
) {
  const outbox = outboxRepository(db)
  const resent = await outbox.resendOverdue(batch)
  if (resent.length > 0) onResent(resent.length)
  const givenUp = await outbox.giveUpOverdue(batch)
  if (givenUp.length > 0) onGivenUp(givenUp.length)
}
