import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig, type TConfig } from '../src/config'
import { httpGatewaySettingsOf, httpGatewayTransport } from '../src/notifications/http-gateway'
import { messageCentreOf, signedInCustomer } from './helpers/customers'
import { approvedClearance } from './helpers/filings'
import { testSmsGateway } from './helpers/sms-gateway'
import { aMobile, countedSms, outboxRow, queuedSms, retryNow } from './helpers/smpp-portal'
import { testApp } from './helpers/test-app'

/** SMS through an operator's HTTP API (issue 37, decision 061), against a gateway the test starts. */
const cleanUps: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp()
})

const DZONGKHA = 'BPC: ཁྱེད་ཀྱི་ཞུ་ཡིག་ ༡༢༣ ལུ་གནང་བ་ཐོབ་ཡི། portal.bpc.bt'
/** What a naive template would break on: quotes, a backslash, an ampersand, a newline, +, %, #. */
const AWKWARD = 'BPC: "Approved" & \'sent\'\nC:\\bills 100% + #7 ?a=b'

async function gateway() {
  const server = await testSmsGateway()
  cleanUps.push(server.close)
  return server
}

/** A portal configured, as an operator would, from these SMS_GATEWAY_ settings. */
async function portalWith(env: Record<string, string>, options: { logLines?: string[] } = {}) {
  const config = loadConfig(env)
  const sms = Object.fromEntries(
    Object.entries(config).filter(([name]) => name.startsWith('SMS_')),
  ) as Partial<TConfig>
  const portal = await testApp(sms, { transports: 'configured', ...options })
  cleanUps.push(portal.close)
  return portal
}

type Portal = Awaited<ReturnType<typeof portalWith>>
type Gateway = Awaited<ReturnType<typeof gateway>>

/** Sends each text to one new number through the portal; each request the gateway received, with its text. */
async function sentThrough(portal: Portal, server: Gateway, texts: string[]) {
  const mobile = aMobile()
  for (const text of texts) await queuedSms(portal, mobile, text)
  await portal.app.deliverOutbox()
  expect(server.received).toHaveLength(texts.length)
  return { mobile, requests: texts.map((text, i) => [server.received[i]!, text] as const) }
}

describe('SMS through an HTTP gateway', () => {
  it('posts the plain {to, message} JSON with the bearer token by default, Dzongkha intact', async () => {
    const server = await gateway()
    const portal = await portalWith({
      SMS_GATEWAY_URL: `${server.url}/send`,
      SMS_GATEWAY_TOKEN: 'gw-token-1',
    })
    const { mobile, requests } = await sentThrough(portal, server, [DZONGKHA, AWKWARD])
    for (const [request, text] of requests) {
      expect(request).toMatchObject({ method: 'POST', target: '/send' })
      expect(request.headers).toMatchObject({
        'content-type': 'application/json',
        authorization: 'Bearer gw-token-1',
      })
      expect(request.body).toBe(JSON.stringify({ to: mobile, message: text }))
      expect(JSON.parse(request.body)).toEqual({ to: mobile, message: text })
    }
    expect(await countedSms(portal, 'sent')).toBe(2)
  })

  it('sends a GET with everything in the query, each value URL-encoded in UTF-8', async () => {
    const server = await gateway()
    const portal = await portalWith({
      SMS_GATEWAY_METHOD: 'GET',
      SMS_GATEWAY_URL: `${server.url}/api/v1/send/{sender}?user={username}&pass={password}&to=975{to}&text={message}&type=unicode`,
      SMS_GATEWAY_SENDER: 'BPC Alerts',
      SMS_GATEWAY_USERNAME: 'bpc&portal',
      SMS_GATEWAY_PASSWORD: 'p@ss=w#rd 1',
    })
    const { mobile, requests } = await sentThrough(portal, server, [DZONGKHA, AWKWARD])
    for (const [request, text] of requests) {
      expect(request.method).toBe('GET')
      expect(request.body).toBe('')
      expect(request.headers['content-type']).toBeUndefined()
      // A credential the URL places is not also sent as a header.
      expect(request.headers.authorization).toBeUndefined()
      const url = new URL(request.target, server.url)
      expect(decodeURIComponent(url.pathname)).toBe('/api/v1/send/BPC Alerts')
      expect([...url.searchParams]).toEqual([
        ['user', 'bpc&portal'],
        ['pass', 'p@ss=w#rd 1'],
        ['to', `975${mobile}`],
        ['text', text],
        ['type', 'unicode'],
      ])
    }
  })

  it('sends a text with half a character (a lone surrogate) with U+FFFD in its place, in the query and in JSON', async () => {
    // The outbox's database already stores such a text with U+FFFD (PostgreSQL keeps UTF-8);
    // the transport is handed one directly, as a caller without the outbox would.
    const server = await gateway()
    const send = (env: Record<string, string>, body: string) =>
      httpGatewayTransport(httpGatewaySettingsOf(loadConfig(env)))({
        channel: 'sms',
        recipient: '17123456',
        subject: '',
        body,
      })
    await send(
      { SMS_GATEWAY_METHOD: 'GET', SMS_GATEWAY_URL: `${server.url}/send?to={to}&text={message}` },
      'BPC: remarks \uD83D end',
    )
    await send({ SMS_GATEWAY_URL: `${server.url}/send`, SMS_GATEWAY_TOKEN: 'a-token' }, 'BPC: \uDE00 start')

    expect(new URL(server.received[0]!.target, server.url).searchParams.get('text')).toBe(
      'BPC: remarks \uFFFD end',
    )
    expect(JSON.parse(server.received[1]!.body)).toEqual({ to: '17123456', message: 'BPC: \uFFFD start' })
  })

  it('posts a form, each value form-encoded in UTF-8, the token where the form places it', async () => {
    const server = await gateway()
    const portal = await portalWith({
      SMS_GATEWAY_URL: `${server.url}/sms/send`,
      SMS_GATEWAY_CONTENT_TYPE: 'form',
      SMS_GATEWAY_BODY: 'api_key={token}&from={sender}&msisdn={to}&sms={message}&unicode=1',
      SMS_GATEWAY_TOKEN: 'key+with/odd=chars',
      SMS_GATEWAY_SENDER: 'BPC',
    })
    const { mobile, requests } = await sentThrough(portal, server, [AWKWARD, DZONGKHA])
    for (const [request, text] of requests) {
      expect(request).toMatchObject({ method: 'POST', target: '/sms/send' })
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8')
      expect(request.headers.authorization).toBeUndefined()
      expect([...new URLSearchParams(request.body)]).toEqual([
        ['api_key', 'key+with/odd=chars'],
        ['from', 'BPC'],
        ['msisdn', mobile],
        ['sms', text],
        ['unicode', '1'],
      ])
    }
    // The ampersand, the equals sign and the newline are escaped, not pasted in.
    expect(server.received[0]!.body).toContain('%26')
    expect(server.received[0]!.body).not.toContain('\n')
  })

  it("posts the operator's own JSON, each value JSON-escaped where the template places it", async () => {
    const server = await gateway()
    const portal = await portalWith({
      SMS_GATEWAY_URL: `${server.url}/sms/2/text/advanced`,
      SMS_GATEWAY_BODY:
        '{"messages":[{"from":"{sender}","destinations":[{"to":"+975{to}"}],"text":"{message}","flash":false}]}',
      SMS_GATEWAY_TOKEN: 'gw-token-2',
      SMS_GATEWAY_SENDER: 'BPC',
    })
    const mobile = aMobile()
    await queuedSms(portal, mobile, AWKWARD)
    await portal.app.deliverOutbox()

    const [request] = server.received
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer gw-token-2',
    })
    expect(JSON.parse(request!.body)).toEqual({
      messages: [{ from: 'BPC', destinations: [{ to: `+975${mobile}` }], text: AWKWARD, flash: false }],
    })
  })

  it("delivers a Dzongkha decision as the message centre shows it, through the portal's own transport", async () => {
    const server = await gateway()
    const config = loadConfig({ SMS_GATEWAY_URL: `${server.url}/send`, SMS_GATEWAY_TOKEN: 'gw-token-3' })
    const portal = await testApp(
      {},
      { transports: { sms: httpGatewayTransport(httpGatewaySettingsOf(config)), email: async () => {} } },
    )
    cleanUps.push(portal.close)
    const customer = await signedInCustomer(portal.app, { language: 'dz', email: '' })
    const id = await approvedClearance(portal.app, customer.authorization)
    await portal.app.deliverOutbox()
    const notices = await messageCentreOf(portal.app, customer.authorization)
    const sms = notices.find((m) => m.channel === 'sms' && m.body.includes(`${id}`))!
    expect(sms.body).toMatch(/[\u0F00-\u0FFF]/)

    const arrived = server.received.map(
      (request) => JSON.parse(request.body) as { to: string; message: string },
    )
    expect(arrived).toContainEqual({ to: customer.registration.mobile, message: sms.body })
  })

  it('writes the number as the operator wants it, a plus encoded as one', async () => {
    const server = await gateway()
    const json = await portalWith({
      SMS_GATEWAY_URL: `${server.url}/send`,
      SMS_GATEWAY_TOKEN: 'gw-token-5',
      SMS_NUMBER_FORMAT: '975',
    })
    const get = await portalWith({
      SMS_GATEWAY_METHOD: 'GET',
      SMS_GATEWAY_URL: `${server.url}/get?to={to}&text={message}`,
      SMS_GATEWAY_TOKEN: 'gw-token-5',
      SMS_NUMBER_FORMAT: '+975',
    })
    const mobile = aMobile()
    await queuedSms(json, mobile, 'BPC: international')
    await json.app.deliverOutbox()
    await queuedSms(get, mobile, 'BPC: with a plus')
    await get.app.deliverOutbox()

    expect(JSON.parse(server.received[0]!.body)).toEqual({
      to: `975${mobile}`,
      message: 'BPC: international',
    })
    expect(server.received[1]!.target).toContain(`to=%2B975${mobile}&`)
    expect(new URL(server.received[1]!.target, server.url).searchParams.get('to')).toBe(`+975${mobile}`)
  })

  it('leaves a message the gateway refuses in the outbox, tries it again and counts both, logging none of it', async () => {
    const server = await gateway()
    const lines: string[] = []
    const portal = await portalWith(
      {
        SMS_GATEWAY_URL: `${server.url}/send?key={token}&to={to}&text={message}`,
        SMS_GATEWAY_METHOD: 'GET',
        SMS_GATEWAY_TOKEN: 'secret-gateway-key',
      },
      { logLines: lines },
    )
    const mobile = aMobile()
    server.answerNext(500)
    const id = await queuedSms(portal, mobile, 'BPC: 482913 is your code')
    await portal.app.deliverOutbox()
    expect(await outboxRow(portal, id)).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: 'Error: SMS gateway answered 500',
    })
    expect(await countedSms(portal, 'failed')).toBe(1)

    await retryNow(portal, id)
    await portal.app.deliverOutbox()
    expect(await outboxRow(portal, id)).toMatchObject({ attempts: 2, last_error: null })
    expect((await outboxRow(portal, id)).sent_at).not.toBeNull()
    // Both tries were the templated GET.
    expect(
      server.received.map((request) => new URL(request.target, server.url).searchParams.get('to')),
    ).toEqual([mobile, mobile])
    expect(await countedSms(portal, 'sent')).toBe(1)
    for (const secret of [mobile, '482913', 'secret-gateway-key'])
      expect(lines.filter((line) => line.includes(secret))).toEqual([])
  })

  it('counts as accepted only the statuses the settings name', async () => {
    const server = await gateway()
    const portal = await portalWith({
      SMS_GATEWAY_URL: `${server.url}/send`,
      SMS_GATEWAY_TOKEN: 'gw-token-4',
      SMS_GATEWAY_ACCEPTED_STATUSES: '202',
    })
    server.answerNext(200, 202)
    const id = await queuedSms(portal, aMobile(), 'BPC: accepted, not just OK')
    await portal.app.deliverOutbox()
    expect(await outboxRow(portal, id)).toMatchObject({
      sent_at: null,
      last_error: 'Error: SMS gateway answered 200',
    })
    await retryNow(portal, id)
    await portal.app.deliverOutbox()
    expect((await outboxRow(portal, id)).sent_at).not.toBeNull()
    expect(await countedSms(portal, 'failed')).toBe(1)
    expect(await countedSms(portal, 'sent')).toBe(1)
  })

  it('keeps a message for a gateway it cannot reach, the error naming neither the number nor the key', async () => {
    const server = await gateway()
    const address = server.url
    await server.close()
    const portal = await portalWith({
      SMS_GATEWAY_URL: `${address}/send?key={token}&to={to}&text={message}`,
      SMS_GATEWAY_METHOD: 'GET',
      SMS_GATEWAY_TOKEN: 'secret-gateway-key',
    })
    const mobile = aMobile()
    const id = await queuedSms(portal, mobile, 'BPC: unreachable')
    await portal.app.deliverOutbox()
    expect(await outboxRow(portal, id)).toMatchObject({
      sent_at: null,
      last_error: 'Error: The SMS gateway was not reached: ECONNREFUSED',
    })
  })
})
