import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maskMobile, SIGN_IN_CODE_MESSAGES, type TCodeChallenge } from '@portal/domain/sign-in-codes'
import type { TSmsBlock, TSmsWatch } from '@portal/domain/sms-watch'
import { registerCustomer, registrationFor } from './helpers/customers'
import { signedInStaff } from './helpers/staff'
import { purgeEndedRecords } from '../src/repositories/ended-records'
import { codeSentTo, messageCount, testApp } from './helpers/test-app'

/**
 * The back office's view of the hour's code SMS, and an admin's blocks (issue 45): figures that
 * add up, blocks that stop codes to one number or from one network only, kept with who and why.
 */
type Portal = Awaited<ReturnType<typeof testApp>>
let portal: Portal
let admin: Awaited<ReturnType<typeof signedInStaff>>
const logLines: string[] = []

beforeAll(async () => {
  portal = await testApp({ SMS_PER_HOUR: 100 }, { logLines })
  admin = await signedInStaff(portal.app, 'admin', [], { username: 'karma.admin', name: 'Karma Admin' })
})
afterAll(() => portal.close())

let nextAddress = 0
const address = () => `198.18.10.${++nextAddress}`

const login = (customer: { cid: string; mobile: string }, from = address()) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: { username: customer.cid, password: customer.mobile },
    remoteAddress: from,
  })

async function signInWithCode(customer: { cid: string; mobile: string }) {
  const from = messageCount(portal.app)
  const started = await login(customer)
  expect(started.statusCode).toBe(202)
  const code = await codeSentTo(portal.app, customer.mobile, from)
  const verified = await portal.app.inject({
    method: 'POST',
    url: '/api/accounts/login/verify/',
    payload: { challenge: started.json<TCodeChallenge>().challenge, code },
    remoteAddress: address(),
  })
  expect(verified.statusCode).toBe(200)
}

const asAdmin = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  authorization = admin.authorization,
) => portal.app.inject({ method, url: `/api/staff/sms/${url}`, payload, headers: { authorization } })
const figures = async () => (await asAdmin('GET', '')).json<TSmsWatch>()
const block = (payload: object) => asAdmin('POST', 'blocks/', payload)
const smsTo = (mobile: string) =>
  portal.sent.filter((m) => m.channel === 'sms' && m.recipient === mobile).length
const tooManyCodes = new RegExp(
  `^${SIGN_IN_CODE_MESSAGES.tooManyCodes} Please try again in \\d+ minutes\\. ${SIGN_IN_CODE_MESSAGES.orUseWallet}$`,
)

describe('the figures', () => {
  it('are for admins only', async () => {
    const officer = await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])
    const as = officer.authorization
    expect((await asAdmin('GET', '', undefined, as)).statusCode).toBe(403)
    const blocking = { kind: 'network', target: '192.0.2.1', hours: 1, reason: 'A pump' }
    expect((await asAdmin('POST', 'blocks/', blocking, as)).statusCode).toBe(403)
    expect((await asAdmin('DELETE', 'blocks/1/', undefined, as)).statusCode).toBe(403)
    expect((await portal.app.inject({ url: '/api/staff/sms/' })).statusCode).toBe(401)
  })

  it('add up after some sign-ins: sent and come back by purpose, the shares, who spent most', async () => {
    const before = await figures()
    const sent = (watch: TSmsWatch, purpose: string) =>
      watch.purposes.find((p) => p.purpose === purpose) ?? { sent: 0, came_back: 0 }
    const honest = await registerCustomer(portal.app)
    await signInWithCode(honest)
    await signInWithCode(honest)
    // A stranger knowing a CID and a number asks three codes from one network and never has them.
    const victim = await registerCustomer(portal.app)
    const stranger = '198.18.99.7'
    for (let i = 0; i < 3; i++) expect((await login(victim, stranger)).statusCode).toBe(202)

    const after = await figures()
    expect(after.sms_per_hour).toBe(100)
    expect(sent(after, 'registration').sent - sent(before, 'registration').sent).toBe(2)
    expect(sent(after, 'registration').came_back - sent(before, 'registration').came_back).toBe(2)
    // Within the account's budget of three, each request sent an SMS of its own.
    expect(sent(after, 'sign-in').sent - sent(before, 'sign-in').sent).toBe(5)
    expect(sent(after, 'sign-in').came_back - sent(before, 'sign-in').came_back).toBe(2)
    expect(after.shares).toEqual([
      { share: 'accounts', outstanding: 3, size: 50 },
      { share: 'new-numbers', outstanding: 0, size: 50 },
    ])
    expect(after.networks[0]).toEqual({ network: stranger, not_back: 3 })
    expect(after.numbers[0]).toMatchObject({ number: maskMobile(victim.mobile), not_back: 3 })
    expect(after.numbers[0]!.ref).toMatch(/^[0-9a-f]{64}$/)
    // No row names a whole number.
    expect(JSON.stringify(after)).not.toContain(victim.mobile)
  })
})

describe('a block', () => {
  it('stops codes to that number only, until lifted, and is kept with who and why', async () => {
    const blocked = await registerCustomer(portal.app)
    const other = await registerCustomer(portal.app)
    const made = await block({
      kind: 'number',
      target: blocked.mobile,
      hours: 2,
      reason: 'Owner asked: codes he never wanted',
    })
    expect(made.statusCode).toBe(201)
    const shown = made.json<TSmsBlock>()
    expect(shown).toMatchObject({ kind: 'number', target: maskMobile(blocked.mobile), by: 'karma.admin' })
    expect((await figures()).blocks.map((b) => b.id)).toContain(shown.id)

    const smsBefore = smsTo(blocked.mobile)
    const refused = await login(blocked)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().detail).toMatch(tooManyCodes)
    // A 2-hour block is told as an hour's budget is: it does not say it is a block.
    expect(Number(refused.headers['retry-after'])).toBe(3_600)
    expect(refused.json().detail).toContain('Please try again in 60 minutes.')
    // A registration to the blocked number is refused alike.
    const registering = await portal.app.inject({
      method: 'POST',
      url: '/api/customers/',
      payload: await registrationFor(portal.app, { mobile: blocked.mobile }),
      remoteAddress: address(),
    })
    expect(registering.statusCode).toBe(429)
    await portal.app.deliverOutbox()
    expect(smsTo(blocked.mobile)).toBe(smsBefore)
    // Everyone else still gets their code.
    await signInWithCode(other)

    expect((await asAdmin('DELETE', `blocks/${shown.id}/`)).statusCode).toBe(204)
    expect((await asAdmin('DELETE', `blocks/${shown.id}/`)).statusCode).toBe(404)
    expect((await figures()).blocks.map((b) => b.id)).not.toContain(shown.id)
    await signInWithCode(blocked)

    const kept = await portal.db
      .selectFrom('sms_blocks')
      .selectAll()
      .where('id', '=', shown.id)
      .executeTakeFirstOrThrow()
    expect(kept).toMatchObject({
      kind: 'number',
      target: blocked.mobile,
      reason: 'Owner asked: codes he never wanted',
      blocked_by: 'karma.admin',
      lifted_by: 'karma.admin',
    })
    expect(kept.until.getTime() - kept.blocked_at.getTime()).toBe(2 * 3_600_000)
    expect(kept.lifted_at).not.toBeNull()
  })

  it("stops a number by its row's ref, without the admin seeing the number", async () => {
    const target = await registerCustomer(portal.app)
    expect((await login(target, '198.18.98.1')).statusCode).toBe(202)
    const row = (await figures()).numbers.find((n) => n.number === maskMobile(target.mobile))!
    const made = await block({ kind: 'number', target: row.ref, hours: 1, reason: 'Spent most this hour' })
    expect(made.statusCode).toBe(201)
    expect((await login(target)).statusCode).toBe(429)
    expect((await asAdmin('DELETE', `blocks/${made.json<TSmsBlock>().id}/`)).statusCode).toBe(204)
  })

  it('stops codes from that network only, until lifted', async () => {
    const customer = await registerCustomer(portal.app)
    const pump = '198.18.77.5'
    const made = await block({ kind: 'network', target: pump, hours: 72, reason: 'Made-up registrations' })
    expect(made.statusCode).toBe(201)
    expect(made.json<TSmsBlock>().target).toBe(pump)
    expect((await login(customer, pump)).statusCode).toBe(429)
    const registering = await portal.app.inject({
      method: 'POST',
      url: '/api/customers/',
      payload: await registrationFor(portal.app),
      remoteAddress: pump,
    })
    expect(registering.statusCode).toBe(429)
    expect(registering.json().detail).toMatch(tooManyCodes)
    // The same customer from another network gets a code.
    expect((await login(customer, '198.18.77.6')).statusCode).toBe(202)
    expect((await asAdmin('DELETE', `blocks/${made.json<TSmsBlock>().id}/`)).statusCode).toBe(204)
    expect((await login(customer, pump)).statusCode).toBe(202)
  })

  it('blocks an IPv6 subscriber by its /64, whichever address of it asks', async () => {
    const customer = await registerCustomer(portal.app)
    const made = await block({ kind: 'network', target: '2001:db8:5:6::1', hours: 1, reason: 'A pump' })
    expect(made.json<TSmsBlock>().target).toBe('2001:db8:5:6::/64')
    expect((await login(customer, '2001:db8:5:6:aaaa::9')).statusCode).toBe(429)
    expect((await login(customer, '2001:db8:5:7::9')).statusCode).toBe(202)
    await asAdmin('DELETE', `blocks/${made.json<TSmsBlock>().id}/`)
  })

  it('needs a reason on one line, 1 to 72 hours, and a number or network it can read', async () => {
    const fieldOf = async (payload: object) => {
      const response = await block({
        kind: 'network',
        target: '192.0.2.9',
        hours: 1,
        reason: 'Why',
        ...payload,
      })
      expect(response.statusCode).toBe(400)
      return Object.keys(response.json().errors ?? {})
    }
    expect(await fieldOf({ reason: '' })).toEqual(['reason'])
    expect(await fieldOf({ reason: 'two\nlines' })).toEqual(['reason'])
    expect(await fieldOf({ hours: 0 })).toEqual(['hours'])
    expect(await fieldOf({ hours: 73 })).toEqual(['hours'])
    expect(await fieldOf({ target: 'not-an-address' })).toEqual(['target'])
    expect(await fieldOf({ kind: 'number', target: '12' })).toEqual(['target'])
    expect(await fieldOf({ kind: 'number', target: 'f'.repeat(64) })).toEqual(['target'])
  })

  it('is forgotten 90 days after it ended, and not before', async () => {
    const made = await block({ kind: 'number', target: '17999999', hours: 1, reason: 'Old' })
    const { id } = made.json<TSmsBlock>()
    const endedDaysAgo = (days: number) =>
      portal.db
        .updateTable('sms_blocks')
        .set({ lifted_at: new Date(Date.now() - days * 86_400_000), lifted_by: 'karma.admin' })
        .where('id', '=', id)
        .execute()
    const kept = async () =>
      (await portal.db.selectFrom('sms_blocks').select('id').where('id', '=', id).execute()).length
    await endedDaysAgo(89)
    await purgeEndedRecords(portal.db)
    expect(await kept()).toBe(1)
    await endedDaysAgo(91)
    await purgeEndedRecords(portal.db)
    expect(await kept()).toBe(0)
  })

  it('puts no phone number in a log line', () => {
    const numbers = portal.sent.filter((m) => m.channel === 'sms').map((m) => m.recipient)
    expect(numbers.length).toBeGreaterThan(0)
    for (const line of logLines) for (const number of numbers) expect(line).not.toContain(number)
  })
})
