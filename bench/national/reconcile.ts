// The morning counted against the database: each customer's filings against the ids the portal
// answered them with, and every SMS and email of the outbox against what the SMSC and the mail
// server received (their records in .stage/records), recipient by recipient.
import { existsSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import type { CustomerRun } from './journey'
import { opensMessage, type SmsRecord } from './sms-record'

/** The outbox's reason for a code it chose not to send (repositories/outbox.ts, dropLateCodes). */
const LATE_CODE = 'not sent: the code would have expired%'

export interface FilingCount {
  rows: number
  /** A customer answered with an id the database does not hold, or filed with none held. */
  lost: number
  /** Rows past the first of one customer, or two ids answered to one customer. */
  doubled: number
  /** Filed, though the customer gave up before any answer said so. */
  untold: number
  examples: string[]
}

export interface MessageCount {
  outbox: number
  received: number
  lost: number
  doubled: number
  /** When each code the outbox chose not to send was made (ms since the epoch): it could no longer arrive in time. */
  lateCodes: number[]
  /** Late codes the SMSC had all the same: sent, the record of it lost with the database. */
  lateYetReceived: number
  examples: string[]
}

async function query<T>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

/** Waits until the outbox has nothing left to send; how many are still unsent when it stops. */
export async function untilOutboxEmpty(databaseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [row] = await query<{ unsent: number }>(
      databaseUrl,
      'SELECT count(*)::int AS unsent FROM outbox WHERE sent_at IS NULL AND attempts < 10',
    )
    const unsent = row?.unsent ?? 0
    if (unsent === 0 || Date.now() > deadline) return unsent
    await sleep(1_000)
  }
}

export async function countFilings(databaseUrl: string, runs: CustomerRun[]): Promise<FilingCount> {
  const rows = await query<{ customer_cid: string; ids: number[] }>(
    databaseUrl,
    'SELECT customer_cid, array_agg(id ORDER BY id) AS ids FROM applications GROUP BY customer_cid',
  )
  const held = new Map(rows.map((row) => [row.customer_cid, row.ids.map(Number)]))
  const count: FilingCount = { rows: 0, lost: 0, doubled: 0, untold: 0, examples: [] }
  for (const run of runs) {
    const ids = held.get(run.person.cid) ?? []
    const answered = [...run.filedIds]
    count.rows += ids.length
    const lost = answered.filter((id) => !ids.includes(id)).length
    const doubled = Math.max(0, ids.length - 1, answered.length - 1)
    const untold = answered.length === 0 && ids.length > 0 ? 1 : 0
    count.lost += lost
    count.doubled += doubled
    count.untold += untold
    if ((lost || doubled || untold) && count.examples.length < 5)
      count.examples.push(`customer ${run.index}: answered ids [${answered}], rows [${ids}]`)
  }
  return count
}

/** Each mail's To address in an mbox file ("From " opens a message; its headers end at a blank line). */
function mailboxRecipients(file: string): Map<string, number> {
  const counts = new Map<string, number>()
  if (!existsSync(file)) return counts
  for (const message of readFileSync(file, 'utf8')
    .split(/^From /m)
    .slice(1)) {
    const headers = message.slice(0, message.indexOf('\n\n'))
    const to = /^To:\s*(?:.*<)?([^<>\s]+@[^<>\s]+?)>?\s*$/im.exec(headers)?.[1]?.toLowerCase()
    if (to) counts.set(to, (counts.get(to) ?? 0) + 1)
  }
  return counts
}

interface OutboxRow {
  recipient: string
  /** What it meant to deliver: all but the late codes it dropped. */
  meant: number
  late: number
}

/** The outbox's messages of a channel by recipient. */
const outboxOf = (databaseUrl: string, channel: 'sms' | 'email') =>
  query<OutboxRow>(
    databaseUrl,
    `SELECT recipient,
       count(*) FILTER (WHERE sent_at IS NOT NULL OR last_error IS NULL OR last_error NOT LIKE '${LATE_CODE}')::int AS meant,
       count(*) FILTER (WHERE sent_at IS NULL AND last_error LIKE '${LATE_CODE}')::int AS late
     FROM outbox WHERE channel = '${channel}' GROUP BY recipient`,
  )

/**
 * Recipient by recipient: fewer received than meant is lost; more is doubled, but for late
 * codes the SMSC took all the same (their send's record lost with the database, then dropped).
 */
function compare(rows: OutboxRow[], received: Map<string, number>) {
  const count: MessageCount = {
    outbox: 0,
    received: 0,
    lost: 0,
    doubled: 0,
    lateCodes: [],
    lateYetReceived: 0,
    examples: [],
  }
  const byRecipient = new Map(rows.map((row) => [row.recipient.toLowerCase(), row]))
  for (const recipient of new Set([...byRecipient.keys(), ...received.keys()])) {
    const { meant, late } = byRecipient.get(recipient) ?? { meant: 0, late: 0 }
    const got = received.get(recipient) ?? 0
    const extra = Math.max(0, got - meant)
    count.outbox += meant
    count.received += got
    count.lost += Math.max(0, meant - got)
    count.lateYetReceived += Math.min(late, extra)
    count.doubled += Math.max(0, extra - late)
    if (got !== meant && count.examples.length < 5)
      count.examples.push(`${recipient}: outbox ${meant} (and ${late} late), received ${got}`)
  }
  return count
}

export async function countMessages(databaseUrl: string, sms: SmsRecord, mailbox: string) {
  const smsReceived = new Map(
    [...sms.all()].map(([mobile, parts]) => [mobile, parts.filter(opensMessage).length]),
  )
  const late = await query<{ at: number }>(
    databaseUrl,
    `SELECT extract(epoch FROM created_at) * 1000 AS at FROM outbox WHERE sent_at IS NULL AND last_error LIKE '${LATE_CODE}' ORDER BY id`,
  )
  return {
    sms: {
      ...compare(await outboxOf(databaseUrl, 'sms'), smsReceived),
      lateCodes: late.map((row) => Number(row.at)),
    },
    email: compare(await outboxOf(databaseUrl, 'email'), mailboxRecipients(mailbox)),
  }
}
