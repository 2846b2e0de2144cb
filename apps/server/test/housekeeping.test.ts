import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { spend } from '../src/services/limits/rate-limits'
import { signedInCustomer } from './helpers/customers'
import { signedInStaff } from './helpers/staff'
import { startThread } from './helpers/wallet'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  portal = await testApp()
})
afterAll(() => portal.close())

const TABLES = [
  'rate_limits',
  'code_challenges',
  'wallet_threads',
  'customer_tokens',
  'staff_tokens',
  'dev_messages',
] as const

async function rowCounts() {
  const counts: Record<string, number> = {}
  for (const table of TABLES)
    counts[table] = Number(
      (
        await portal.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return counts
}

it('purges what has ended, and only that', async () => {
  const { db, app } = portal
  await spend(db, 'test:alive', { allowance: 5, windowSeconds: 900 })
  await spend(db, 'test:ended', { allowance: 5, windowSeconds: 900 })
  await signedInCustomer(app)
  const ended = await signedInCustomer(app)
  await signedInStaff(app, 'admin')
  await startThread(app)
  const oldThread = await startThread(app)
  await db.insertInto('dev_messages').values({ channel: 'sms', recipient: '17000000', body: 'new' }).execute()
  await db.insertInto('dev_messages').values({ channel: 'sms', recipient: '17000000', body: 'old' }).execute()
  const before = await rowCounts()

  // As if days had passed for one of each: the second customer's two sessions and two code
  // challenges (registration and sign-in), one limit window, one thread, one message.
  const { cid } = ended.registration
  await sql`UPDATE rate_limits SET window_ends = now() - interval '2 hours' WHERE key = 'test:ended'`.execute(
    db,
  )
  await sql`UPDATE customer_tokens SET expires_at = now() - interval '2 days' WHERE customer_cid = ${cid}`.execute(
    db,
  )
  await sql`UPDATE code_challenges SET expires_at = now() - interval '2 days' WHERE cid = ${cid}`.execute(db)
  await sql`UPDATE wallet_threads SET expires_at = now() - interval '2 days' WHERE id = ${oldThread.thread_id}`.execute(
    db,
  )
  await sql`UPDATE dev_messages SET at = now() - interval '8 days' WHERE body = 'old'`.execute(db)

  await app.keepHouse()

  expect(await rowCounts()).toEqual({
    ...before,
    rate_limits: before.rate_limits! - 1,
    customer_tokens: before.customer_tokens! - 2,
    code_challenges: before.code_challenges! - 2,
    wallet_threads: before.wallet_threads! - 1,
    dev_messages: before.dev_messages! - 1,
  })
})

it('purges the SMS parts no receipt will come for, and keeps those a receipt may still settle', async () => {
  const { db } = portal
  const message = async (
    delivery: 'delivered' | null,
    { sensitive = false, receiptDue = false, sent = true } = {},
  ) => {
    const { id } = await db
      .insertInto('outbox')
      .values({ channel: 'sms', recipient: '17000001', body: 'BPC: parts', sensitive })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('outbox')
      .set({
        delivery,
        sent_at: sent ? sql<Date>`now() - interval '31 days'` : null,
        receipt_due_at: receiptDue ? sql<Date>`now()` : null,
      })
      .where('id', '=', id)
      .execute()
    return Number(id)
  }
  const [settled, code, awaited, unawaited, toResend] = [
    await message('delivered'),
    await message(null, { sensitive: true }),
    await message(null, { receiptDue: true }),
    // Sent with SMS_DELIVERY_TIMEOUT_MINUTES=off: no receipt is awaited, none may ever come.
    await message(null),
    // Put back to be sent again: its first sending's receipt may still come.
    await message(null, { sent: false }),
  ]
  const parts = {
    'orphan-old': null,
    'orphan-new': null,
    'settled-old': settled,
    'settled-new': settled,
    'code-old': code,
    'awaited-old': awaited,
    'unawaited-old': unawaited,
    'unawaited-new': unawaited,
    'resend-old': toResend,
  }
  await db
    .insertInto('sms_parts')
    .values(Object.entries(parts).map(([smsc_message_id, outbox_id]) => ({ smsc_message_id, outbox_id })))
    .execute()
  await sql`UPDATE sms_parts SET updated_at = now() - interval '2 days' WHERE smsc_message_id = 'orphan-old'`.execute(
    db,
  )
  await sql`UPDATE sms_parts SET updated_at = now() - interval '31 days' WHERE smsc_message_id LIKE '%-old' AND outbox_id IS NOT NULL`.execute(
    db,
  )

  await portal.app.keepHouse()

  const left = await db
    .selectFrom('sms_parts')
    .select('smsc_message_id')
    .where('smsc_message_id', 'in', Object.keys(parts))
    .orderBy('smsc_message_id')
    .execute()
  expect(left.map((part) => part.smsc_message_id)).toEqual([
    'awaited-old',
    'orphan-new',
    'resend-old',
    'settled-new',
    'unawaited-new',
  ])
})
