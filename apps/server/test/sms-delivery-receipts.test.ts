import { afterEach, describe, expect, it } from 'vitest'
import smpp from 'smpp'
import { loadConfig } from '../src/config'
import type { TStaffApplication } from '@portal/domain/applications/responses'
import { messageCentreOf, signedInCustomer } from './helpers/customers'
import { approvedClearance, filedClearance } from './helpers/filings'
import {
  aMobile,
  countedReceipts,
  countedSms,
  outboxRow,
  queuedSms,
  smppPortals,
} from './helpers/smpp-portal'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'
import { outboxRepository } from '../src/repositories/outbox'

/** The SMSC's delivery receipts (issue 37): whether an SMS reached the phone. */
const portals = smppPortals()
afterEach(() => portals.cleanUp())

describe('delivery receipts', () => {
  it('mark an SMS in parts delivered once every part is, and count it once', async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server)
    const mobile = aMobile()
    const id = await queuedSms(portal, mobile, 'ཀ'.repeat(67 * 3))
    await portal.app.deliverOutbox()
    const [first, second, third] = server.messagesTo(`975${mobile}`)[0]!.parts.map((part) => part.messageId)

    expect(await server.receipt(first!, 'DELIVRD')).toBe(smpp.ESME_ROK)
    expect(await server.receipt(second!, 'ENROUTE')).toBe(smpp.ESME_ROK)
    expect((await outboxRow(portal, id)).delivery).toBeNull()
    await server.receipt(second!, 'DELIVRD', { tlv: true })
    expect((await outboxRow(portal, id)).delivery).toBeNull()
    await server.receipt(third!, 'DELIVRD')
    expect((await outboxRow(portal, id)).delivery).toBe('delivered')
    // The SMSC may send a receipt twice: the message is counted once.
    await server.receipt(third!, 'DELIVRD')
    expect(await countedSms(portal, 'delivered')).toBe(1)
    expect(await countedSms(portal, 'not_delivered')).toBe(0)
  })

  it('mark an SMS not delivered when a part is not, from the text or from the TLVs', async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server)
    const mobile = aMobile()
    const byText = await queuedSms(portal, mobile, 'BPC: switched off')
    const byTlv = await queuedSms(portal, mobile, 'BPC: no such number')
    await portal.app.deliverOutbox()
    const [textPart, tlvPart] = server.submitted.map((part) => part.messageId)

    await server.receipt(textPart!, 'UNDELIV')
    await server.receipt(tlvPart!, 'UNDELIV', { tlv: true })
    expect((await outboxRow(portal, byText)).delivery).toBe('not_delivered')
    expect((await outboxRow(portal, byTlv)).delivery).toBe('not_delivered')
    expect(await countedSms(portal, 'not_delivered')).toBe(2)
  })

  it('are read from a data_sm too, as some SMSCs send them, from the TLVs or the text, and answered', async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server)
    const mobile = aMobile()
    const byTlv = await queuedSms(portal, mobile, 'BPC: reached the phone')
    const byText = await queuedSms(portal, mobile, 'BPC: switched off')
    await portal.app.deliverOutbox()
    const [tlvPart, textPart] = server.submitted.map((part) => part.messageId)

    expect(await server.dataSmReceipt(tlvPart!, 'DELIVRD', { tlv: true })).toMatchObject({
      command: 'data_sm_resp',
      command_status: smpp.ESME_ROK,
    })
    expect(await server.dataSmReceipt(textPart!, 'UNDELIV')).toMatchObject({
      command: 'data_sm_resp',
      command_status: smpp.ESME_ROK,
    })
    expect((await outboxRow(portal, byTlv)).delivery).toBe('delivered')
    expect((await outboxRow(portal, byText)).delivery).toBe('not_delivered')
  })

  it('keep a receipt that comes before the sender wrote its part down', async () => {
    const portal = await testApp()
    portals.alsoStop(portal.close)
    const id = await queuedSms(portal, aMobile(), 'BPC: quick phone')
    expect(await outboxRepository(portal.db).recordReceipt('early-1', 'delivered')).toEqual({
      matched: false,
    })
    expect(await outboxRepository(portal.db).markSent(id, ['early-1'])).toBe('delivered')
    expect((await outboxRow(portal, id)).delivery).toBe('delivered')
  })

  it("of an old message do not settle a new one sent under the same id (an SMSC's counter wrapped)", async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server)
    const old = await queuedSms(portal, aMobile(), 'BPC: long ago')
    await portal.app.deliverOutbox()
    await server.receipt(server.submitted[0]!.messageId, 'DELIVRD')
    expect((await outboxRow(portal, old)).delivery).toBe('delivered')

    server.reuseIds()
    const fresh = await queuedSms(portal, aMobile(), 'BPC: today')
    await portal.app.deliverOutbox()
    expect(server.submitted[1]!.messageId).toBe(server.submitted[0]!.messageId)
    expect((await outboxRow(portal, fresh)).delivery).toBeNull()
    await server.receipt(server.submitted[1]!.messageId, 'UNDELIV')
    expect((await outboxRow(portal, fresh)).delivery).toBe('not_delivered')
    expect(await countedSms(portal, 'delivered')).toBe(1)
  })

  it('are acknowledged for a message the portal does not know, which changes nothing but is counted', async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server)
    await queuedSms(portal, aMobile(), 'BPC: bind first')
    await portal.app.deliverOutbox()
    expect(await countedReceipts(portal, 'unmatched')).toBe(0)
    expect(await server.receipt('from-another-system', 'DELIVRD')).toBe(smpp.ESME_ROK)
    expect(await countedSms(portal, 'delivered')).toBe(0)
    expect(await countedReceipts(portal, 'unmatched')).toBe(1)
    expect(await countedReceipts(portal, 'matched')).toBe(0)
    await server.receipt(server.submitted[0]!.messageId, 'ENROUTE')
    await server.receipt(server.submitted[0]!.messageId, 'DELIVRD')
    expect(await countedReceipts(portal, 'matched')).toBe(1)
  })

  it('are refused with a temporary error when they cannot be recorded, so the SMSC sends them again', async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server, {
      onReceipt: () => Promise.reject(new Error('database away')),
    })
    await queuedSms(portal, aMobile(), 'BPC: receipt lost')
    await portal.app.deliverOutbox()
    expect(await server.receipt(server.submitted[0]!.messageId, 'DELIVRD')).toBe(smpp.ESME_RX_T_APPN)
  })

  it('reach the outbox of a portal configured with SMS_TRANSPORT=smpp', async () => {
    const server = await portals.smsc()
    const { SMS_TRANSPORT, SMPP_URL, SMPP_SYSTEM_ID, SMPP_PASSWORD, SMPP_SOURCE_ADDR } = loadConfig({
      SMS_TRANSPORT: 'smpp',
      SMPP_URL: server.url,
      SMPP_SYSTEM_ID: server.systemId,
      SMPP_PASSWORD: server.password,
      SMPP_SOURCE_ADDR: 'BPC',
    })
    const portal = await testApp(
      { SMS_TRANSPORT, SMPP_URL, SMPP_SYSTEM_ID, SMPP_PASSWORD, SMPP_SOURCE_ADDR },
      { transports: 'configured' },
    )
    portals.alsoStop(portal.close)
    const id = await queuedSms(portal, aMobile(), 'BPC: configured')
    await portal.app.deliverOutbox()
    await server.receipt(server.submitted[0]!.messageId, 'DELIVRD')
    expect((await outboxRow(portal, id)).delivery).toBe('delivered')
    expect(await countedSms(portal, 'delivered')).toBe(1)
  })

  it("show in the customer's message centre whether each SMS reached the phone", async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server)
    const officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
    const customer = await signedInCustomer(portal.app)
    const thimphu = await divisionId(portal.app, 'ESD Thimphu')
    const decide = async (decision: 'Approved' | 'Rejected') => {
      const { id } = await filedClearance(portal.app, customer.authorization, thimphu)
      await portal.app.inject({
        method: 'POST',
        url: `/api/staff/applications/${id}/decision/`,
        headers: { authorization: officer },
        payload: { decision, remarks: 'Checked.' },
      })
      await portal.app.deliverOutbox()
      return server.messagesTo(`975${customer.registration.mobile}`).at(-1)!
    }
    const approved = await decide('Approved')
    const rejected = await decide('Rejected')
    for (const part of approved.parts) await server.receipt(part.messageId, 'DELIVRD')
    await server.receipt(rejected.parts[0]!.messageId, 'UNDELIV')

    const centre = await messageCentreOf(portal.app, customer.authorization)
    const messages = centre
    const sms = (text: string) => messages.find((m) => m.channel === 'sms' && m.body === text)!
    expect(sms(approved.text).delivery).toBe('delivered')
    expect(sms(rejected.text).delivery).toBe('not_delivered')
    expect(messages.filter((m) => m.channel === 'email').map((m) => m.delivery)).toEqual([null, null])
  })

  it("show in the officer's history whether each SMS about the application reached the phone", async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server)
    const officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
    const customer = await signedInCustomer(portal.app)
    const thimphu = await divisionId(portal.app, 'ESD Thimphu')
    const { id } = await filedClearance(portal.app, customer.authorization, thimphu)
    const staffView = async () =>
      (
        await portal.app.inject({
          url: `/api/staff/applications/${id}/`,
          headers: { authorization: officer },
        })
      ).json<TStaffApplication>()
    await portal.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${id}/decision/`,
      headers: { authorization: officer },
      payload: { decision: 'Approved', remarks: 'Checked.' },
    })
    const queued = {
      id: expect.any(Number),
      at: expect.any(String),
      subject: `Application ${id}: Delivered`,
      delivery: null,
      sent: false,
      receipt_expected: false,
    }
    // The sign-in code went to the same phone: it is about no application, and not listed.
    expect((await staffView()).sms).toEqual([queued])
    await portal.app.deliverOutbox()
    expect((await staffView()).sms).toEqual([{ ...queued, sent: true, receipt_expected: true }])

    const decision = server.messagesTo(`975${customer.registration.mobile}`).at(-1)!
    for (const part of decision.parts) await server.receipt(part.messageId, 'DELIVRD')
    expect((await staffView()).sms.map((sms) => sms.delivery)).toEqual(['delivered'])
  })

  it("show in the officer's history each email about the application too, under the subject the customer got, and never a code", async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server)
    const officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
    const customer = await signedInCustomer(portal.app, { language: 'dz' })
    const thimphu = await divisionId(portal.app, 'ESD Thimphu')
    const { id } = await filedClearance(portal.app, customer.authorization, thimphu)
    await portal.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${id}/decision/`,
      headers: { authorization: officer },
      payload: { decision: 'Approved', remarks: 'Checked.' },
    })
    // A code filed with the application by mistake is still never shown.
    await portal.db
      .insertInto('outbox')
      .values(
        (['sms', 'email'] as const).map((channel) => ({
          application_id: id,
          channel,
          recipient: channel === 'sms' ? customer.registration.mobile : customer.registration.email,
          subject: 'Your code 654321',
          body: 'BPC: 654321 is your code',
          sensitive: true,
        })),
      )
      .execute()
    const staffView = () =>
      portal.app.inject({ url: `/api/staff/applications/${id}/`, headers: { authorization: officer } })
    const queued = (await staffView()).json<TStaffApplication>()
    await portal.app.deliverOutbox()
    const view = await staffView()

    const centre = await messageCentreOf(portal.app, customer.authorization)
    const email = centre.find((m) => m.channel === 'email')!
    expect(email.subject).toBe(`ཞུ་ཡིག་ ${id} — གནང་བ་ཐོབ་ཡོདཔ།`)
    expect(queued.emails).toEqual([
      { id: expect.any(Number), at: expect.any(String), subject: email.subject, sent: false },
    ])
    expect(view.json<TStaffApplication>().emails).toEqual([{ ...queued.emails[0], sent: true }])
    expect(view.json<TStaffApplication>().sms.map((sms) => sms.subject)).toEqual([email.subject])
    expect(view.body).not.toContain('654321')
  })

  it("say in the officer's history that no receipt is awaited with SMS_DELIVERY_TIMEOUT_MINUTES=off, and show one that comes", async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server, {}, { SMS_DELIVERY_TIMEOUT_MINUTES: 'off' })
    const customer = await signedInCustomer(portal.app)
    const id = await approvedClearance(portal.app, customer.authorization)
    await portal.app.deliverOutbox()
    const officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
    const staffView = async () =>
      (
        await portal.app.inject({
          url: `/api/staff/applications/${id}/`,
          headers: { authorization: officer },
        })
      ).json<TStaffApplication>()
    expect((await staffView()).sms).toMatchObject([{ delivery: null, sent: true, receipt_expected: false }])

    const decision = server.messagesTo(`975${customer.registration.mobile}`).at(-1)!
    for (const part of decision.parts) await server.receipt(part.messageId, 'DELIVRD')
    expect((await staffView()).sms).toMatchObject([{ delivery: 'delivered', receipt_expected: false }])
  })

  it("say in the officer's history that no receipt comes from a gateway that gives none", async () => {
    const portal = await testApp()
    portals.alsoStop(portal.close)
    const customer = await signedInCustomer(portal.app)
    const id = await approvedClearance(portal.app, customer.authorization)
    await portal.app.deliverOutbox()
    const officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
    const view = await portal.app.inject({
      url: `/api/staff/applications/${id}/`,
      headers: { authorization: officer },
    })
    expect(view.json<TStaffApplication>().sms).toMatchObject([
      { delivery: null, sent: true, receipt_expected: false },
    ])
  })
})
