import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGN_IN_CODE_MESSAGES, type TCodeChallenge } from '@portal/domain/sign-in-codes'
import { registerCustomer } from './helpers/customers'
import { codeSentTo, messageCount, testApp } from './helpers/test-app'
import { outboxRepository } from '../src/repositories/outbox'
import { deliverDueMessages } from '../src/notifications/outbox-worker'

/** The outbox's lanes (issue 45): a code never waits behind notifications or another network's burst. */
let portal: Awaited<ReturnType<typeof testApp>>
/** Numbers the gateway does not take an SMS for: their codes stay in the outbox. */
const stalled = new Set<string>()
beforeAll(async () => {
  portal = await testApp(
    {},
    {
      transports: {
        sms: async (message) => {
          if (stalled.has(message.recipient)) throw new Error('the gateway did not answer')
          return undefined
        },
        email: async () => undefined,
      },
    },
  )
})
afterAll(() => portal.close())

const login = (customer: { cid: string; mobile: string }, remoteAddress: string) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: { username: customer.cid, password: customer.mobile },
    remoteAddress,
  })

describe('the outbox', () => {
  it("sends a code before notifications, and one network's code between another's burst", async () => {
    await portal.app.deliverOutbox()
    const code = (recipient: string, network: string) => ({
      channel: 'sms' as const,
      recipient,
      body: 'Your code',
      sensitive: true,
      code_challenge: `challenge-of-${recipient}`,
      network,
      expires_at: new Date(Date.now() + 5 * 60_000),
    })
    // A backlog, oldest first: notifications, then a network's burst of codes, then one code.
    const emails = Array.from({ length: 30 }, (_, i) => ({
      channel: 'email' as const,
      recipient: `someone${i}@example.bt`,
      body: 'A decision',
    }))
    const burst = Array.from({ length: 6 }, (_, i) => code(`1790000${i}`, '203.0.113.66'))
    for (const rows of [emails, burst, [code('17900099', '198.51.100.7')]])
      await portal.db.insertInto('outbox').values(rows).execute()

    const claimed = await outboxRepository(portal.db).claimDue(3, 300)
    const recipients = claimed.map((message) => message.recipient)
    // The first code of each network, then the burst's second: no email, however old.
    expect(recipients.slice(0, 2).sort()).toEqual(['17900000', '17900099'])
    expect(recipients[2]).toBe('17900001')
    const rest = await outboxRepository(portal.db).claimDue(100, 300)
    expect(rest.slice(0, 4).every((message) => message.channel === 'sms')).toBe(true)
    expect(rest.slice(4).every((message) => message.channel === 'email')).toBe(true)
    await portal.db.deleteFrom('outbox').where('sent_at', 'is', null).execute()
  })

  it("sends emails beside SMS: codes the SMSC's rate holds back do not hold them", async () => {
    await portal.db.deleteFrom('outbox').where('sent_at', 'is', null).execute()
    // A morning's codes, more than a batch, before a decision's email.
    const codes = Array.from({ length: 30 }, (_, i) => ({
      channel: 'sms' as const,
      recipient: `1792${String(i).padStart(4, '0')}`,
      body: 'Your code',
      sensitive: true,
      code_challenge: `lane-challenge-${i}`,
      network: `203.0.113.${i}`,
      expires_at: new Date(Date.now() + 5 * 60_000),
    }))
    await portal.db.insertInto('outbox').values(codes).execute()
    await portal.db
      .insertInto('outbox')
      .values({ channel: 'email', recipient: 'decided@example.bt', body: 'A decision' })
      .execute()
    const from = messageCount(portal.app)
    await portal.app.deliverOutbox()
    const sent = portal.sent.slice(from)
    expect(sent.filter((message) => message.channel === 'sms')).toHaveLength(20)
    expect(sent.filter((message) => message.channel === 'email').map((message) => message.recipient)).toEqual(
      ['decided@example.bt'],
    )
    await portal.db.deleteFrom('outbox').where('sent_at', 'is', null).execute()
  })

  it('sends a backlog of many batches in one go, not a batch at each poll', async () => {
    await portal.db.deleteFrom('outbox').where('sent_at', 'is', null).execute()
    // Decisions' emails ask for no send of their own: they wait for the poll, then all go.
    const emails = Array.from({ length: 45 }, (_, i) => ({
      channel: 'email' as const,
      recipient: `backlog${i}@example.bt`,
      body: 'A decision',
    }))
    await portal.db.insertInto('outbox').values(emails).execute()
    const from = messageCount(portal.app)
    // The tests' portal has no poll: one run, as the poll starts it.
    portal.app.sendOutboxSoon()
    await expect.poll(() => messageCount(portal.app) - from).toBe(45)
  })

  it('starts no run once the portal closes: a stopping instance leaves no message claimed', async () => {
    const stopping = await testApp()
    const emails = Array.from({ length: 45 }, (_, i) => ({
      channel: 'email' as const,
      recipient: `stopping${i}@example.bt`,
      body: 'A decision',
    }))
    await stopping.db.insertInto('outbox').values(emails).execute()
    stopping.app.sendOutboxSoon()
    await stopping.app.close()
    const sentByClose = messageCount(stopping.app)
    await new Promise((resolve) => setTimeout(resolve, 500))
    // A run begun after the close would claim a batch for its lease and never send it.
    const claimed = await stopping.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('sent_at', 'is', null)
      .where('attempts', '>', 0)
      .executeTakeFirstOrThrow()
    expect(messageCount(stopping.app)).toBe(sentByClose)
    expect(Number(claimed.count)).toBe(0)
    await stopping.close()
  })

  it('holds its claim while a slow send goes on, so no other instance sends its batch again', async () => {
    await portal.db.deleteFrom('outbox').where('sent_at', 'is', null).execute()
    const recipients = ['17800001', '17800002', '17800003']
    const rows = await portal.db
      .insertInto('outbox')
      .values(recipients.map((recipient) => ({ channel: 'sms' as const, recipient, body: 'A decision' })))
      .returning('id')
      .execute()
    let answer = () => {}
    const smscAnswers = new Promise<void>((resolve) => (answer = resolve))
    const sentBy = { slow: [] as string[], other: [] as string[] }
    const email = async () => undefined
    // The SMSC is slow to take the first: three times the lease passes before it answers.
    const slow = deliverDueMessages(
      portal.db,
      {
        sms: async (message) => {
          sentBy.slow.push(message.recipient)
          if (sentBy.slow.length === 1) await smscAnswers
          return undefined
        },
        email,
      },
      { leaseSeconds: 1 },
    )
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await deliverDueMessages(
      portal.db,
      { sms: async (message) => void sentBy.other.push(message.recipient), email },
      { leaseSeconds: 1 },
    )
    answer()
    await slow
    expect(sentBy).toEqual({ slow: recipients, other: [] })
    const attempts = await portal.db
      .selectFrom('outbox')
      .select('attempts')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute()
    expect(attempts.map((row) => row.attempts)).toEqual([1, 1, 1])
  })

  it('never hands one message to two claims at once (instances, or a send beside the poll)', async () => {
    await portal.db.deleteFrom('outbox').where('sent_at', 'is', null).execute()
    const rows = Array.from({ length: 40 }, (_, i) => ({
      channel: 'sms' as const,
      recipient: `1791${String(i).padStart(4, '0')}`,
      body: 'Your code',
      code_challenge: `challenge-${i}`,
      network: `203.0.113.${i % 4}`,
      expires_at: new Date(Date.now() + 5 * 60_000),
    }))
    await portal.db.insertInto('outbox').values(rows).execute()
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => outboxRepository(portal.db).claimDue(10, 300)),
    )
    const ids = claims.flat().map((message) => message.id)
    expect(new Set(ids).size).toBe(ids.length)
    await portal.db.deleteFrom('outbox').where('sent_at', 'is', null).execute()
  })

  it('does not send a code that could no longer be read before it expires, and its challenge says it has ended', async () => {
    const customer = await registerCustomer(portal.app)
    // A gateway that stalls for this number: its code is still unsent 4½ minutes later.
    stalled.add(customer.mobile)
    const started = await login(customer, '198.51.100.8')
    expect(started.statusCode).toBe(202)
    const { challenge } = started.json<TCodeChallenge>()
    // Its first send has failed (in the background, or here) before the gateway is back.
    await expect
      .poll(async () => {
        await portal.app.deliverOutbox()
        const row = await portal.db
          .selectFrom('outbox')
          .select('last_error')
          .where('recipient', '=', customer.mobile)
          .where('sent_at', 'is', null)
          .executeTakeFirst()
        return row?.last_error
      })
      .toBe('Error: the gateway did not answer')
    stalled.delete(customer.mobile)
    // Due again and about to expire in one statement: an outbox run in the background (a code
    // request asks for one) must not find it due with its old expiry and send it between the two.
    await sql`UPDATE outbox SET next_attempt_at = now(), expires_at = now() + interval '30 seconds' WHERE recipient = ${customer.mobile} AND sent_at IS NULL`.execute(
      portal.db,
    )
    const from = messageCount(portal.app)
    await portal.app.deliverOutbox()
    expect(portal.sent.slice(from).filter((m) => m.recipient === customer.mobile)).toEqual([])
    const tried = await portal.app.inject({
      method: 'POST',
      url: '/api/accounts/login/verify/',
      payload: { challenge, code: '000000' },
    })
    expect(tried.json()).toEqual({ detail: SIGN_IN_CODE_MESSAGES.challengeEnded, code: 'code_ended' })
    // Asked again, a new code goes: the one never sent is not taken for one on the phone.
    const again = await login(customer, '198.51.100.8')
    expect(again.json<TCodeChallenge>().new_code).toBe(true)
    await codeSentTo(portal.app, customer.mobile, from)
    const metrics = (await portal.app.inject({ url: '/metrics' })).body
    expect(metrics).toContain('portal_messages_total{channel="sms",outcome="too_late"} 1')
  })
})
