import { smsTransportOf, type TSettings } from '../config'
import type { OutgoingMessage, Transport } from './message'

/**
 * An operator's HTTP SMS API, described by templates (decision 061): the address, and for a
 * POST its body as JSON or as a form, with placeholders each filled in with the encoding of
 * where it lands. With no templates it is the plain gateway: POST {"to", "message"} as JSON
 * with a bearer token.
 */
export const PLACEHOLDERS = ['to', 'message', 'sender', 'username', 'password', 'token'] as const
export type TPlaceholder = (typeof PLACEHOLDERS)[number]

/** The settings a placeholder other than {to} and {message} takes its value from. */
const SETTING_OF = {
  sender: 'SMS_GATEWAY_SENDER',
  username: 'SMS_GATEWAY_USERNAME',
  password: 'SMS_GATEWAY_PASSWORD',
  token: 'SMS_GATEWAY_TOKEN',
} as const

export interface HttpGatewaySettings {
  method: 'GET' | 'POST'
  /** The address, placeholders in its path and query; the plain gateway's address has none. */
  url: string
  /** A POST's body; the plain gateway's when unset. */
  body?: string
  contentType: 'json' | 'form'
  /** Statuses (inclusive ranges) that mean the gateway took the message. */
  accepted: [number, number][]
  sender?: string
  username?: string
  password?: string
  token?: string
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g
const DEFAULT_BODY = { json: '{"to":"{to}","message":"{message}"}', form: 'to={to}&message={message}' }

const placeholdersIn = (template: string) => [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!)

const bodyOf = (settings: HttpGatewaySettings) =>
  settings.method === 'GET' ? undefined : (settings.body ?? DEFAULT_BODY[settings.contentType])

/**
 * `2xx`, `200`, `200-202`, separated by commas, as inclusive ranges; undefined when one is not
 * a status.
 */
export function statusRanges(text: string): [number, number][] | undefined {
  const ranges = text.split(',').map((entry): [number, number] | undefined => {
    const item = entry.trim().toLowerCase()
    const family = /^([1-5])xx$/.exec(item)
    if (family) return [Number(family[1]) * 100, Number(family[1]) * 100 + 99]
    const range = /^(\d{3})(?:-(\d{3}))?$/.exec(item)
    if (!range) return undefined
    const [from, to] = [Number(range[1]), Number(range[2] ?? range[1])]
    return from >= 100 && to <= 599 && from <= to ? [from, to] : undefined
  })
  return ranges.every((range) => range !== undefined) ? (ranges as [number, number][]) : undefined
}

/** The HTTP gateway's request, from the SMS_GATEWAY_ settings (decision 061). */
export const httpGatewaySettingsOf = (config: TSettings): HttpGatewaySettings => ({
  method: config.SMS_GATEWAY_METHOD,
  url: config.SMS_GATEWAY_URL ?? '',
  body: config.SMS_GATEWAY_BODY,
  contentType: config.SMS_GATEWAY_CONTENT_TYPE,
  // Refused at start when they are not statuses (smsGatewayProblems).
  accepted: statusRanges(config.SMS_GATEWAY_ACCEPTED_STATUSES) ?? [],
  sender: config.SMS_GATEWAY_SENDER,
  username: config.SMS_GATEWAY_USERNAME,
  password: config.SMS_GATEWAY_PASSWORD,
  // An empty token, as an env file may leave it, is none.
  token: config.SMS_GATEWAY_TOKEN || undefined,
})

/**
 * What the gateway's settings stop the start with, in any mode: statuses that are not, and,
 * while SMS go over HTTP, templates the gateway could not be sent (gatewayTemplateProblems).
 * The configuration does not read the gateway's syntax: main.ts gives it this check, and
 * transportsFor runs it where the transport is built.
 */
export function smsGatewayProblems(config: TSettings): string[] {
  if (!statusRanges(config.SMS_GATEWAY_ACCEPTED_STATUSES))
    return ['SMS_GATEWAY_ACCEPTED_STATUSES: must be statuses such as 2xx, 200 or 200-202, commas between']
  if (smsTransportOf(config) !== 'http' || !config.SMS_GATEWAY_URL) return []
  return gatewayTemplateProblems(httpGatewaySettingsOf(config))
}

/** Fills every placeholder of `template`, each value encoded by `encode`. */
const fill = (template: string, values: Record<TPlaceholder, string>, encode: (value: string) => string) =>
  template.replace(PLACEHOLDER, (_, name: TPlaceholder) => encode(values[name]))

/** A JSON template with its strings filled in: the values are escaped by JSON.stringify, never pasted. */
function filledJson(node: unknown, values: Record<TPlaceholder, string>): unknown {
  if (typeof node === 'string') return fill(node, values, (value) => value)
  if (Array.isArray(node)) return node.map((item) => filledJson(item, values))
  if (node && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [fill(key, values, (v) => v), filledJson(value, values)]),
    )
  return node
}

/** A form template's names and values filled in, then encoded as a form is (UTF-8, + for a space). */
const filledForm = (template: string, values: Record<TPlaceholder, string>) =>
  new URLSearchParams(
    [...new URLSearchParams(template)].map(([name, value]): [string, string] => [
      fill(name, values, (v) => v),
      fill(value, values, (v) => v),
    ]),
  ).toString()

/** A UTF-16 surrogate without its pair, which UTF-8 (and encodeURIComponent) cannot carry. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** The request for one message: what the tests' gateway checks, and what the transport sends. */
export function gatewayRequest(settings: HttpGatewaySettings, to: string, message: string) {
  const values: Record<TPlaceholder, string> = {
    to,
    // Typed text (an officer's remarks) may hold half a character: it goes as U+FFFD, as a form
    // would send it, rather than make every try throw.
    message: message.replace(LONE_SURROGATE, '\uFFFD'),
    sender: settings.sender ?? '',
    username: settings.username ?? '',
    password: settings.password ?? '',
    token: settings.token ?? '',
  }
  const template = bodyOf(settings)
  const placed = new Set([settings.url, template ?? ''].flatMap(placeholdersIn))
  const headers: Record<string, string> = {}
  // A credential no template places goes in the Authorization header (the checks at start allow one).
  if (settings.token && !placed.has('token')) headers.authorization = `Bearer ${settings.token}`
  if (settings.username && settings.password && !placed.has('username') && !placed.has('password'))
    headers.authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString('base64')}`
  let body: string | undefined
  if (template !== undefined) {
    const json = settings.contentType === 'json'
    headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded;charset=UTF-8'
    body = json ? JSON.stringify(filledJson(JSON.parse(template), values)) : filledForm(template, values)
  }
  return { method: settings.method, url: fill(settings.url, values, encodeURIComponent), headers, body }
}

/**
 * What stops the portal from starting with these templates, in any mode; a problem never
 * repeats a template, which may hold a key.
 */
export function gatewayTemplateProblems(settings: HttpGatewaySettings): string[] {
  const problems: string[] = []
  const body = bodyOf(settings)
  const templates = [
    ['SMS_GATEWAY_URL', settings.url],
    ['SMS_GATEWAY_BODY', body ?? ''],
  ] as const
  for (const [name, template] of templates) {
    const unknown = placeholdersIn(template).filter((p) => !(PLACEHOLDERS as readonly string[]).includes(p))
    for (const placeholder of new Set(unknown))
      problems.push(
        `${name} has an unknown placeholder {${placeholder}}: use ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
      )
  }
  if (problems.length > 0) return problems
  if (settings.method === 'GET' && settings.body)
    problems.push(
      'SMS_GATEWAY_BODY is set, but SMS_GATEWAY_METHOD=GET sends no body: use POST, or place it all in SMS_GATEWAY_URL',
    )
  problems.push(...urlProblems(settings.url))
  if (body !== undefined && settings.contentType === 'json') {
    try {
      JSON.parse(body)
    } catch {
      problems.push(
        'SMS_GATEWAY_BODY is not JSON (SMS_GATEWAY_CONTENT_TYPE=json): write the JSON the gateway takes, placeholders inside its strings ("{message}")',
      )
    }
  }
  const placed = new Set([settings.url, body ?? ''].flatMap(placeholdersIn))
  for (const needed of ['to', 'message'] as const)
    if (!placed.has(needed))
      problems.push(
        `Neither SMS_GATEWAY_URL nor SMS_GATEWAY_BODY places {${needed}}, so the gateway would not know it`,
      )
  for (const [placeholder, setting] of Object.entries(SETTING_OF) as [keyof typeof SETTING_OF, string][])
    if (placed.has(placeholder) && !settings[placeholder])
      problems.push(`{${placeholder}} is placed in the gateway's request, but ${setting} is unset`)
  return [...problems, ...unsentCredentials(settings, placed)]
}

/** Placeholders only in the path and query: the scheme and host stay what the checks saw. */
function urlProblems(template: string): string[] {
  const sample = (value: string) =>
    fill(
      template,
      { to: value, message: value, sender: value, username: value, password: value, token: value },
      encodeURIComponent,
    )
  if (!URL.canParse(sample('a')) || !/^https?:$/.test(new URL(sample('a')).protocol))
    return ['SMS_GATEWAY_URL is not an http:// or https:// address once its placeholders are filled in']
  const url = new URL(sample('a'))
  if (url.origin !== new URL(sample('b')).origin)
    return ['SMS_GATEWAY_URL has a placeholder in its scheme or host: place them in the path or the query']
  if (url.username || url.password)
    return [
      'SMS_GATEWAY_URL holds a user or password, which fetch will not send: give SMS_GATEWAY_USERNAME and SMS_GATEWAY_PASSWORD',
    ]
  return []
}

/** A credential given but neither placed by a template nor sent in the Authorization header. */
function unsentCredentials(settings: HttpGatewaySettings, placed: Set<string>): string[] {
  const basic = !placed.has('username') && !placed.has('password')
  if (basic && settings.username && settings.password)
    return settings.token && !placed.has('token')
      ? [
          'SMS_GATEWAY_TOKEN and SMS_GATEWAY_USERNAME with SMS_GATEWAY_PASSWORD would each take the Authorization header: place one with a template',
        ]
      : []
  return (['sender', 'username', 'password'] as const)
    .filter((placeholder) => settings[placeholder] && !placed.has(placeholder))
    .map(
      (placeholder) =>
        `${SETTING_OF[placeholder]} is set, but no template places {${placeholder}}, so the gateway would never receive it`,
    )
}

/**
 * Sends each SMS as the templates say. A status the settings do not count as accepted, or no
 * answer, throws, and the outbox tries the message again later; the error names the status or
 * the network's code only, never the number, the text or a credential.
 */
export const httpGatewayTransport =
  (
    settings: HttpGatewaySettings,
    numberFor: (recipient: string) => string = (recipient) => recipient,
  ): Transport =>
  async (message: OutgoingMessage) => {
    const request = gatewayRequest(settings, numberFor(message.recipient), message.body)
    let response: Response
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        // A redirect is the gateway's answer, not a place to send a credential on to.
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause
      // The cause is left behind on purpose: fetch's own errors may quote the address, and with
      // it a number or a key placed in the query.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(`The SMS gateway was not reached: ${cause?.code ?? (error as Error).name}`)
    }
    await response.body?.cancel()
    if (!settings.accepted.some(([from, to]) => response.status >= from && response.status <= to))
      throw new Error(`SMS gateway answered ${response.status}`)
  }
