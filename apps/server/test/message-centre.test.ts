import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unreadNews } from '@portal/domain/notifications'
import { messageCentreOf, signedInCustomer, signIn } from './helpers/customers'
import { filedClearance } from './helpers/filings'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
let customer: Awaited<ReturnType<typeof signedInCustomer>>
let stranger: Awaited<ReturnType<typeof signedInCustomer>>
let officer: string
let thimphu: number
beforeAll(async () => {
  portal = await testApp()
  customer = await signedInCustomer(portal.app, { email: 'dechen@example.bt' })
  stranger = await signedInCustomer(portal.app)
  officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
  thimphu = await divisionId(portal.app, 'ESD Thimphu')
})
afterAll(() => portal.close())

const fileClearance = () => filedClearance(portal.app, customer.authorization, thimphu)

const asOfficer = (url: string, payload: object) =>
  portal.app.inject({ method: 'POST', url, headers: { authorization: officer }, payload })

const messagesOf = (authorization: string) => messageCentreOf(portal.app, authorization)

const markRead = (id: number, authorization: string) =>
  portal.app.inject({ method: 'POST', url: `/api/notifications/${id}/read/`, headers: { authorization } })

describe('the message centre', () => {
  it('keeps every SMS and email of a send-back and a decision, newest first, unread', async () => {
    const { id } = await fileClearance()
    expect(
      (
        await asOfficer(`/api/staff/applications/${id}/return/`, {
          message: 'Rescan the CID.',
          fields: ['cid_copy'],
        })
      ).statusCode,
    ).toBe(200)
    // The customer sends changes by filing them again; here the officer simply decides after.
    await portal.app.inject({
      method: 'POST',
      url: `/api/tickets/${id}/withdraw/`,
      headers: { authorization: customer.authorization },
      payload: { reason: 'Changed my plans' },
    })
    const second = await fileClearance()
    expect(
      (
        await asOfficer(`/api/staff/applications/${second.id}/decision/`, {
          decision: 'Approved',
          remarks: '',
        })
      ).statusCode,
    ).toBe(200)

    const messages = await messagesOf(customer.authorization)
    expect(messages.map((m) => [m.channel, m.subject])).toEqual([
      ['email', `Application ${second.id}: Delivered`],
      ['sms', `Application ${second.id}: Delivered`],
      ['email', `Application ${id}: Action needed`],
      ['sms', `Application ${id}: Action needed`],
    ])
    expect(messages.every((m) => !m.read)).toBe(true)
    // Two pieces of news, each by SMS and email, each about its application.
    expect(unreadNews(messages)).toBe(2)
    expect(messages.map((m) => m.application_id)).toEqual([second.id, second.id, id, id])
    expect(messages[3]!.body).toContain('Rescan the CID.')
    expect(messages[2]!.body).toMatch(/^Dear /)
    // What the centre shows is what the outbox sends.
    const sent = await portal.app.db.selectFrom('outbox').select('body').execute()
    for (const message of messages) expect(sent.map((s) => s.body)).toContain(message.body)
  })

  it('marks one read for its owner only, and says nothing of another customer’s', async () => {
    const [newest] = await messagesOf(customer.authorization)
    expect((await markRead(newest!.id, stranger.authorization)).statusCode).toBe(404)
    expect((await messagesOf(customer.authorization))[0]!.read).toBe(false)
    expect(await messagesOf(stranger.authorization)).toEqual([])

    expect((await markRead(newest!.id, customer.authorization)).statusCode).toBe(204)
    expect((await markRead(newest!.id, customer.authorization)).statusCode).toBe(204)
    // The SMS of the same news is read with its email.
    const after = await messagesOf(customer.authorization)
    expect(after.filter((m) => m.read).map((m) => [m.channel, m.subject])).toEqual([
      ['email', newest!.subject],
      ['sms', newest!.subject],
    ])
    expect(unreadNews(after)).toBe(1)

    expect((await markRead(987_654, customer.authorization)).statusCode).toBe(404)
    expect((await markRead(0, customer.authorization)).statusCode).toBe(400)
    expect((await portal.app.inject({ url: '/api/notifications/' })).statusCode).toBe(401)
  })

  it('never keeps a sign-in code', async () => {
    const before = await messagesOf(customer.authorization)
    const again = await signIn(portal.app, customer.registration)
    expect(await messagesOf(again)).toEqual(before)
  })
})
