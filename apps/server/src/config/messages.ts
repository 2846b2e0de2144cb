import { X509Certificate } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * How the operator wants a customer's mobile written (decision 061): the 8 digits the portal
 * keeps (`local`), or in international form behind Bhutan's country code, with or without the
 * plus. The SMSC took 975 and the HTTP gateway the 8 digits before the setting; they still do
 * when it is unset.
 */
export const NUMBER_FORMATS = ['local', '975', '+975'] as const
export type TNumberFormat = (typeof NUMBER_FORMATS)[number]

/**
 * What is sent and how: SMS to the operator's SMSC (SMPP) or an HTTP gateway, emails over SMTP,
 * and the outbox that sends both. The gateway's templates are the gateway's to read
 * (notifications/http-gateway.ts): here they are text.
 */
export const messageSettings = {
  SMS_TRANSPORT: z
    .enum(['http', 'smpp'])
    .optional()
    .describe(
      "`smpp`: SMS go to the operator's SMSC over SMPP 3.4; `http`: to SMS_GATEWAY_URL (the default when it is set)",
    ),
  SMPP_URL: z
    .url()
    .refine((url) => /^smpps?:\/\//.test(url), 'must be smpp://host:port, or smpps:// for TLS')
    .optional()
    .describe('the SMSC: `smpp://host:port`, or `smpps://` for TLS; required with SMS_TRANSPORT=smpp'),
  SMPP_CA_FILE: z
    .string()
    .min(1)
    .optional()
    .describe(
      "with smpps://, the PEM file of the CA that signed the SMSC's certificate, read at start and trusted instead of the system's CAs",
    ),
  SMPP_TLS_REJECT_UNAUTHORIZED: z
    .stringbool()
    .default(true)
    .describe("`false` skips the check of the SMSC's certificate, for a trial against a self-signed SMSC"),
  // SMPP 3.4 carries a system id of 15 characters and a password of 8 at most: a longer one
  // would be cut short and refused by the SMSC, so it stops the start instead.
  SMPP_SYSTEM_ID: z
    .string()
    .min(1)
    .max(15, 'SMPP 3.4 carries at most 15 characters')
    .optional()
    .describe('the account the operator gave, 15 characters at most; required with SMS_TRANSPORT=smpp'),
  SMPP_PASSWORD: z
    .string()
    .min(1)
    .max(8, 'SMPP 3.4 carries at most 8 characters')
    .optional()
    .describe("the account's password, 8 characters at most; required with SMS_TRANSPORT=smpp"),
  SMPP_SOURCE_ADDR: z
    .string()
    .regex(
      /^(\d{1,20}|[A-Za-z0-9 ]{1,11})$/,
      'must be a short code of digits, or a sender name of 11 letters or digits at most',
    )
    .optional()
    .describe('the short code or sender name the SMS come from; required with SMS_TRANSPORT=smpp'),
  SMPP_MESSAGES_PER_SECOND: z.coerce
    .number()
    .positive()
    .default(10)
    .describe(
      "SMS parts each instance submits a second, at most (each has its own bind): N instances send up to N times this, which the operator's throughput must allow",
    ),
  SMPP_ENQUIRE_LINK_SECONDS: z.coerce
    .number()
    .positive()
    .default(30)
    .describe('how often an idle bind is checked with enquire_link; a bind that drops is made again'),
  SMS_DELIVERY_TIMEOUT_MINUTES: z
    .union([z.literal('off'), z.coerce.number().positive()])
    .default(30)
    .describe(
      'with SMPP, how long an SMS waits for its delivery receipt before it is sent again, once; `off` for an SMSC that gives none',
    ),
  SMS_NUMBER_FORMAT: z
    .enum(NUMBER_FORMATS)
    .optional()
    .describe(
      'how the SMSC or gateway wants a number: `local` (17123456), `975` (97517123456) or `+975`; unset, 975 over SMPP and local over HTTP',
    ),
  SMS_GATEWAY_URL: z
    .string()
    .min(1)
    .optional()
    .describe(
      "an HTTP SMS gateway; for an operator's API, a template placing {to}, {message} and the placeholders below (decision 061)",
    ),
  SMS_GATEWAY_TOKEN: z
    .string()
    .optional()
    .describe('`{token}`; placed by no template, sent as `Authorization: Bearer`'),
  SMS_GATEWAY_METHOD: z
    .enum(['GET', 'POST'])
    .default('POST')
    .describe('`GET` (everything in the address) or `POST`'),
  SMS_GATEWAY_BODY: z
    .string()
    .min(1)
    .optional()
    .describe('a POST\'s body with the same placeholders; `{"to":"{to}","message":"{message}"}` when unset'),
  SMS_GATEWAY_CONTENT_TYPE: z
    .enum(['json', 'form'])
    .default('json')
    .describe('how the body is written: `json` (placeholders inside its strings), or `form` (a=b&c=d)'),
  SMS_GATEWAY_ACCEPTED_STATUSES: z
    .string()
    .default('2xx')
    .describe(
      'the statuses that mean the gateway took the message (`200`, `200-202`, `2xx`, commas between); any other is tried again later',
    ),
  SMS_GATEWAY_SENDER: z
    .string()
    .min(1)
    .optional()
    .describe('`{sender}`: the sender name or short code the operator gave'),
  SMS_GATEWAY_USERNAME: z
    .string()
    .min(1)
    .optional()
    .describe('`{username}`; with the password and placed by no template, sent as `Authorization: Basic`'),
  SMS_GATEWAY_PASSWORD: z.string().min(1).optional().describe("`{password}`, or Basic's password as above"),
  SMTP_URL: z
    .url()
    .refine(
      (url) => ['smtp:', 'smtps:'].includes(new URL(url).protocol),
      'must be smtp://host:port, or smtps:// for TLS from the start',
    )
    .optional()
    .describe(
      'the mail server: `smtps://` (TLS from the start), or `smtp://` (STARTTLS; `?requireTLS=true` insists); the development inbox when unset',
    ),
  MAIL_FROM: z
    .string()
    .default('Bhutan Power Corporation <no-reply@bpc.bt>')
    .describe('who the emails come from'),
  MAIL_REPLY_TO: z
    .string()
    .min(1)
    .optional()
    .describe("where a customer's reply to an email goes (the utility's desk): MAIL_FROM takes none"),
  OUTBOX_POLL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5_000)
    .describe('how often the outbox looks for messages due, in milliseconds'),
}

export type TMessageSettings = z.infer<z.ZodObject<typeof messageSettings>>

/** Where SMS go: the operator's SMSC, an HTTP gateway, or (development) the inbox at /dev/sms. */
export const smsTransportOf = (
  config: Pick<TMessageSettings, 'SMS_TRANSPORT' | 'SMS_GATEWAY_URL'>,
): 'smpp' | 'http' | 'development inbox' =>
  config.SMS_TRANSPORT ?? (config.SMS_GATEWAY_URL ? 'http' : 'development inbox')

/** How numbers are written for the transport in use. */
export const numberFormatOf = (
  config: Pick<TMessageSettings, 'SMS_NUMBER_FORMAT' | 'SMS_TRANSPORT' | 'SMS_GATEWAY_URL'>,
): TNumberFormat => config.SMS_NUMBER_FORMAT ?? (smsTransportOf(config) === 'smpp' ? '975' : 'local')

const SMPP_REQUIRED = ['SMPP_URL', 'SMPP_SYSTEM_ID', 'SMPP_PASSWORD', 'SMPP_SOURCE_ADDR'] as const

export const smppSettingsMissing = (config: TMessageSettings) =>
  config.SMS_TRANSPORT === 'smpp' ? SMPP_REQUIRED.filter((name) => !config[name]) : []

/**
 * SMPP_CA_FILE's certificates, read once at start; or why they cannot be used (the file cannot
 * be read, or holds no certificate a TLS connection could check the SMSC's against).
 */
export function smppCaOf(
  config: Pick<TMessageSettings, 'SMPP_CA_FILE'>,
  base: string,
): { pem?: string; problem?: string } {
  if (!config.SMPP_CA_FILE) return {}
  const file = path.resolve(base, config.SMPP_CA_FILE)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    return {
      problem: `SMPP_CA_FILE (${file}) cannot be read (${reason}), so the SMSC's certificate could not be checked: give the PEM file of the CA that signed it`,
    }
  }
  const certificates = text.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? []
  const readable = certificates.every((pem) => {
    try {
      return Boolean(new X509Certificate(pem))
    } catch {
      return false
    }
  })
  if (certificates.length === 0 || !readable)
    return {
      problem: `SMPP_CA_FILE (${file}) holds no certificate that can be read, so the SMSC's certificate could not be checked: give the PEM file (-----BEGIN CERTIFICATE-----) of the CA that signed it`,
    }
  return { pem: certificates.join('\n') }
}
