import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../src/config'
import { aMobile, countedSms, outboxRow, queuedSms, smppPortals } from './helpers/smpp-portal'
import { outboxRepository } from '../src/repositories/outbox'

/**
 * Issue 37: an SMS whose delivery receipt does not come within SMS_DELIVERY_TIMEOUT_MINUTES is
 * sent again once, then reported not delivered. A timeout of a tenth of a second: the tests
 * deliver the outbox until the time has passed.
 */
const portals = smppPortals()
afterEach(() => portals.cleanUp())
const SHORT = { SMS_DELIVERY_TIMEOUT_MINUTES: 0.1 / 60 }

describe('an SMS whose receipt does not come', () => {
  it('is sent a second time, once only, then reported not delivered', async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server, {}, SHORT)
    const mobile = aMobile()
    const id = await queuedSms(portal, mobile, 'BPC: no answer from this phone')
    await portal.app.deliverOutbox()
    expect(server.textsTo(`975${mobile}`)).toHaveLength(1)

    await vi.waitFor(
      async () => {
        await portal.app.deliverOutbox()
        expect(server.textsTo(`975${mobile}`)).toHaveLength(2)
      },
      { timeout: 10_000 },
    )
    expect(await outboxRow(portal, id)).toMatchObject({ delivery: null, resent_at: expect.any(Date) })
    expect(await countedSms(portal, 'resent')).toBe(1)

    await vi.waitFor(
      async () => {
        await portal.app.deliverOutbox()
        expect((await outboxRow(portal, id)).delivery).toBe('not_delivered')
      },
      { timeout: 10_000 },
    )
    await portal.app.deliverOutbox()
    expect(server.textsTo(`975${mobile}`)).toEqual([
      'BPC: no answer from this phone',
      'BPC: no answer from this phone',
    ])
    expect(await countedSms(portal, 'resent')).toBe(1)
    expect(await countedSms(portal, 'no_receipt')).toBe(1)
  })

  it('is not sent again when its receipt came, nor when it said not delivered', async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server, {}, SHORT)
    const [delivered, refused, silent] = [aMobile(), aMobile(), aMobile()]
    await queuedSms(portal, delivered, 'BPC: reached the phone')
    await queuedSms(portal, refused, 'BPC: the SMSC gave up')
    await queuedSms(portal, silent, 'BPC: silence')
    await portal.app.deliverOutbox()
    const [first, second] = server.submitted.map((part) => part.messageId)
    await server.receipt(first!, 'DELIVRD')
    await server.receipt(second!, 'UNDELIV')

    // Sent at the same time: once the silent one is sent again, the others' time has passed too.
    await vi.waitFor(
      async () => {
        await portal.app.deliverOutbox()
        expect(server.textsTo(`975${silent}`)).toHaveLength(2)
      },
      { timeout: 10_000 },
    )
    expect(server.textsTo(`975${delivered}`)).toHaveLength(1)
    expect(server.textsTo(`975${refused}`)).toHaveLength(1)
    expect(await countedSms(portal, 'resent')).toBe(1)
  })

  it('is delivered by a late receipt for its first sending, and then not reported', async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server, {}, SHORT)
    const [late, silent] = [aMobile(), aMobile()]
    const id = await queuedSms(portal, late, 'BPC: a slow network')
    const other = await queuedSms(portal, silent, 'BPC: no network')
    await portal.app.deliverOutbox()
    const firstSending = server.submitted[0]!.messageId
    await vi.waitFor(
      async () => {
        await portal.app.deliverOutbox()
        expect(server.textsTo(`975${late}`)).toHaveLength(2)
      },
      { timeout: 10_000 },
    )
    await server.receipt(firstSending, 'DELIVRD')
    expect((await outboxRow(portal, id)).delivery).toBe('delivered')
    // Sent again together: once the other is reported, this one's second wait is over too.
    await vi.waitFor(
      async () => {
        await portal.app.deliverOutbox()
        expect((await outboxRow(portal, other)).delivery).toBe('not_delivered')
      },
      { timeout: 10_000 },
    )
    expect((await outboxRow(portal, id)).delivery).toBe('delivered')
    expect(server.textsTo(`975${late}`)).toHaveLength(2)
    expect(await countedSms(portal, 'no_receipt')).toBe(1)
    expect(await countedSms(portal, 'delivered')).toBe(1)
  })
})

describe('an SMS put back to be sent again', () => {
  it('is not sent again when a late receipt for its first sending delivers it before the resend leaves', async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server, {}, SHORT)
    const mobile = aMobile()
    const id = await queuedSms(portal, mobile, 'BPC: late but there')
    await portal.app.deliverOutbox()
    await vi.waitFor(
      async () => expect(await outboxRepository(portal.db).resendOverdue(100)).toEqual([Number(id)]),
      {
        timeout: 10_000,
      },
    )
    expect(await outboxRow(portal, id)).toMatchObject({ sent_at: null, resent_at: expect.any(Date) })

    await server.receipt(server.submitted[0]!.messageId, 'DELIVRD')
    await portal.app.deliverOutbox()
    expect(server.textsTo(`975${mobile}`)).toEqual(['BPC: late but there'])
    const row = await outboxRow(portal, id)
    expect(row).toMatchObject({ delivery: 'delivered', sent_at: expect.any(Date) })
  })
})

describe('an SMS to an SMSC that gives no receipts (SMS_DELIVERY_TIMEOUT_MINUTES=off)', () => {
  it('is sent once only, and a receipt that does come still settles it', async () => {
    const server = await portals.smsc()
    const { portal } = await portals.portalWithSmsc(server, {}, { SMS_DELIVERY_TIMEOUT_MINUTES: 'off' })
    const [silent, answered] = [aMobile(), aMobile()]
    const id = await queuedSms(portal, silent, 'BPC: no receipt comes')
    const other = await queuedSms(portal, answered, 'BPC: a receipt comes')
    await portal.app.deliverOutbox()
    // Far past the short timeout the other tests use.
    for (let run = 0; run < 5; run++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await portal.app.deliverOutbox()
    }
    expect(server.textsTo(`975${silent}`)).toEqual(['BPC: no receipt comes'])
    expect(await outboxRow(portal, id)).toMatchObject({ delivery: null, resent_at: null })
    expect(await countedSms(portal, 'resent')).toBe(0)
    await server.receipt(server.messagesTo(`975${answered}`)[0]!.parts[0]!.messageId, 'DELIVRD')
    expect((await outboxRow(portal, other)).delivery).toBe('delivered')
  })
})

describe('SMS_DELIVERY_TIMEOUT_MINUTES', () => {
  it('is 30 minutes unless set, and must be a positive number or off', () => {
    expect(loadConfig({}).SMS_DELIVERY_TIMEOUT_MINUTES).toBe(30)
    expect(loadConfig({ SMS_DELIVERY_TIMEOUT_MINUTES: '45' }).SMS_DELIVERY_TIMEOUT_MINUTES).toBe(45)
    expect(loadConfig({ SMS_DELIVERY_TIMEOUT_MINUTES: 'off' }).SMS_DELIVERY_TIMEOUT_MINUTES).toBe('off')
    for (const wrong of ['0', '-5', 'soon'])
      expect(() => loadConfig({ SMS_DELIVERY_TIMEOUT_MINUTES: wrong })).toThrow(
        /SMS_DELIVERY_TIMEOUT_MINUTES/,
      )
  })
})
