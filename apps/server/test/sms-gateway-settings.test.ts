import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import {
  gatewayRequest,
  httpGatewaySettingsOf,
  smsGatewayProblems,
  statusRanges,
} from '../src/notifications/http-gateway'
import { configRefusal } from './helpers/config'

/** The HTTP gateway's settings (decision 061): what the portal refuses to start with, in any mode. */

const gateway = { SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: 'gw-token' }

describe("the HTTP gateway's templates", () => {
  it('start as the plain JSON gateway when nothing else is set', () => {
    const request = gatewayRequest(httpGatewaySettingsOf(loadConfig(gateway)), '17123456', 'BPC: "hi"')
    expect(request).toEqual({
      method: 'POST',
      url: 'https://sms.example/send',
      headers: { 'content-type': 'application/json', authorization: 'Bearer gw-token' },
      body: '{"to":"17123456","message":"BPC: \\"hi\\""}',
    })
  })

  it.each([
    [
      'the address',
      { SMS_GATEWAY_URL: 'https://sms.example/send?to={to}&text={message}&id={msgid}' },
      'SMS_GATEWAY_URL',
      '{msgid}',
    ],
    [
      'the body',
      { SMS_GATEWAY_BODY: '{"to":"{to}","text":"{message}","from":"{from}"}' },
      'SMS_GATEWAY_BODY',
      '{from}',
    ],
  ])('refuse an unknown placeholder in %s, naming it', (_where, change, setting, placeholder) => {
    expect(configRefusal({ ...gateway, ...change })).toBe(
      `Invalid configuration — ${setting} has an unknown placeholder ${placeholder}: use {to}, {message}, {sender}, {username}, {password}, {token}`,
    )
  })

  it.each([
    [
      'a JSON body that is not JSON (a placeholder outside a string)',
      { SMS_GATEWAY_BODY: '{"to":{to},"text":"{message}"}' },
      /SMS_GATEWAY_BODY is not JSON \(SMS_GATEWAY_CONTENT_TYPE=json\)/,
    ],
    [
      'a body on a GET',
      {
        SMS_GATEWAY_METHOD: 'GET',
        SMS_GATEWAY_URL: 'https://sms.example/send?to={to}&text={message}',
        SMS_GATEWAY_BODY: 'x={to}',
      },
      /SMS_GATEWAY_BODY is set, but SMS_GATEWAY_METHOD=GET sends no body/,
    ],
    [
      'a GET that places no text',
      { SMS_GATEWAY_METHOD: 'GET', SMS_GATEWAY_URL: 'https://sms.example/send?to={to}' },
      /Neither SMS_GATEWAY_URL nor SMS_GATEWAY_BODY places \{message\}/,
    ],
    [
      'a body that places no number',
      { SMS_GATEWAY_BODY: '{"text":"{message}"}' },
      /Neither SMS_GATEWAY_URL nor SMS_GATEWAY_BODY places \{to\}/,
    ],
    [
      'a placeholder in the host',
      { SMS_GATEWAY_URL: 'https://{username}.sms.example/send', SMS_GATEWAY_USERNAME: 'bpc' },
      /SMS_GATEWAY_URL has a placeholder in its scheme or host/,
    ],
    [
      'an address that is not one',
      { SMS_GATEWAY_URL: 'sms.example/send' },
      /SMS_GATEWAY_URL is not an http:\/\/ or https:\/\/ address/,
    ],
    [
      'a user and password in the address',
      { SMS_GATEWAY_URL: 'https://bpc:secret@sms.example/send' },
      /SMS_GATEWAY_URL holds a user or password/,
    ],
    [
      'a placeholder whose setting is unset',
      { SMS_GATEWAY_BODY: '{"to":"{to}","text":"{message}","from":"{sender}"}' },
      /\{sender\} is placed in the gateway's request, but SMS_GATEWAY_SENDER is unset/,
    ],
    [
      'a sender no template places',
      { SMS_GATEWAY_SENDER: 'BPC' },
      /SMS_GATEWAY_SENDER is set, but no template places \{sender\}/,
    ],
    [
      'a password with no user, placed nowhere',
      { SMS_GATEWAY_PASSWORD: 'secret' },
      /SMS_GATEWAY_PASSWORD is set, but no template places \{password\}/,
    ],
    [
      'a bearer token and a Basic user at once',
      { SMS_GATEWAY_USERNAME: 'bpc', SMS_GATEWAY_PASSWORD: 'secret' },
      /would each take the Authorization header/,
    ],
    [
      'accepted statuses that are not statuses',
      { SMS_GATEWAY_ACCEPTED_STATUSES: '2xx,OK' },
      /SMS_GATEWAY_ACCEPTED_STATUSES: must be statuses/,
    ],
    ['a method other than GET or POST', { SMS_GATEWAY_METHOD: 'PUT' }, /SMS_GATEWAY_METHOD/],
  ])('refuse %s, in development too', (_what, change, problem) => {
    const message = configRefusal({ ...gateway, ...change })
    expect(message).toMatch(/^Invalid configuration — /)
    expect(message).toMatch(problem)
  })

  it('never repeat a template or a credential in a refusal', () => {
    const message = configRefusal({
      SMS_GATEWAY_URL: 'https://sms.example/send?key=a-key-in-the-address&to={to}&text={message}&x={nope}',
      SMS_GATEWAY_TOKEN: 'gw-token-secret',
    })
    expect(message).toMatch(/\{nope\}/)
    expect(message).not.toMatch(/a-key-in-the-address|gw-token-secret|sms\.example/)
  })

  it('are not read while SMS go over SMPP', () => {
    const smpp = {
      SMS_TRANSPORT: 'smpp',
      SMPP_URL: 'smpp://127.0.0.1:2775',
      SMPP_SYSTEM_ID: 'bpc',
      SMPP_PASSWORD: 'secret',
      SMPP_SOURCE_ADDR: 'BPC',
    }
    expect(
      loadConfig({ ...smpp, SMS_GATEWAY_URL: 'https://sms.example/{nope}' }, [smsGatewayProblems])
        .SMS_TRANSPORT,
    ).toBe('smpp')
  })

  it('send a user and password no template places as Basic', () => {
    const config = loadConfig({
      SMS_GATEWAY_URL: gateway.SMS_GATEWAY_URL,
      SMS_GATEWAY_USERNAME: 'bpc',
      SMS_GATEWAY_PASSWORD: 'pa:ss',
    })
    expect(gatewayRequest(httpGatewaySettingsOf(config), '17123456', 'x').headers.authorization).toBe(
      `Basic ${Buffer.from('bpc:pa:ss').toString('base64')}`,
    )
  })

  it('read accepted statuses as families, single statuses and ranges', () => {
    expect(statusRanges('2xx')).toEqual([[200, 299]])
    expect(statusRanges('200, 202-204')).toEqual([
      [200, 200],
      [202, 204],
    ])
    for (const wrong of ['', '2XX0', '600', '204-200', '099', 'ok'])
      expect(statusRanges(wrong)).toBeUndefined()
  })
})
