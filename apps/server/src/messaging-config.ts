// The messaging settings (SMTP, SMPP, the HTTP SMS gateway) as config.ts reads them: what
// production refuses in them, the SMSC's CA, and which transport and number format they pick.
import { X509Certificate } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { TSettings } from './config'
import type { HttpGatewaySettings } from './notifications/http-gateway'
import type { TNumberFormat } from './notifications/number-format'

/**
 * Whether an address is this machine: localhost, 127.x.x.x, [::1] or 0.0.0.0 exactly, never a
 * name that merely starts so (127.smsc.example.com, localhost.example). The URL has lowercased
 * the name and written a short IPv4 form (127.1) out in full.
 */
export const isLoopback = (url: string) =>
  /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/.test(new URL(url).hostname)

/**
 * nodemailer's smtp:// only upgrades to TLS when the server offers it; smtps:// (TLS from the
 * start) or requireTLS insists. Read as nodemailer reads the URL: the scheme in any case, and a
 * secure= in the query over the scheme's.
 */
export function plainTextMail(config: TSettings): string[] {
  if (!config.SMTP_URL) return []
  const smtp = new URL(config.SMTP_URL)
  if (smtp.searchParams.get('requireTLS') === 'true') return []
  const secure = smtp.searchParams.get('secure')
  if (secure === null ? smtp.protocol === 'smtps:' : secure === 'true') return []
  return [
    secure === null
      ? 'SMTP_URL is smtp:// without ?requireTLS=true, so mail could be sent in plain text: use smtps:// or add ?requireTLS=true'
      : `SMTP_URL has secure=${secure} without ?requireTLS=true, so mail could be sent in plain text: remove secure=, and use smtps:// or add ?requireTLS=true`,
  ]
}

/**
 * SMTP and SMPP settings production cannot use. Plain SMPP is accepted to this machine only,
 * where a TLS tunnel to the SMSC (stunnel, a VPN's end) may listen; the address is not repeated.
 */
export function unusableMessageSettings(config: TSettings, base: string): string[] {
  const problems: string[] = []
  if (config.SMTP_URL) {
    const smtp = new URL(config.SMTP_URL)
    if (smtp.searchParams.get('tls.rejectUnauthorized') === 'false')
      problems.push(
        "SMTP_URL has tls.rejectUnauthorized=false, so the mail server's certificate is not checked and anyone on the path could read the mail: remove it",
      )
    if (smtp.username && !smtp.password)
      problems.push('SMTP_URL names a user without a password, so the mail server would refuse to take mail')
  }
  if (smsTransportOf(config) === 'http' && !config.SMS_GATEWAY_TOKEN && !config.SMS_GATEWAY_PASSWORD)
    problems.push(
      'SMS_GATEWAY_TOKEN and SMS_GATEWAY_PASSWORD are unset, so the SMS gateway would be asked to send without a credential: give the one the operator issued',
    )
  const missing = smppSettingsMissing(config)
  if (missing.length > 0)
    problems.push(`SMS_TRANSPORT=smpp needs ${missing.join(', ')}: the SMSC would refuse the bind`)
  if (config.SMS_TRANSPORT === 'smpp' && config.SMPP_URL) {
    const smsc = new URL(config.SMPP_URL)
    if (smsc.protocol === 'smpp:' && !isLoopback(config.SMPP_URL))
      problems.push(
        'SMPP_URL is smpp://, so sign-in codes and the SMSC password would cross the network in plain text: use smpps://, or a TLS tunnel to the SMSC on this machine (smpp://127.0.0.1:…)',
      )
  }
  if (!config.SMPP_TLS_REJECT_UNAUTHORIZED)
    problems.push(
      "SMPP_TLS_REJECT_UNAUTHORIZED=false, so the SMSC's certificate is not checked and anyone on the path could read sign-in codes and the SMSC password: remove it, and give SMPP_CA_FILE if the operator's CA is its own",
    )
  const ca = smppCaOf(config, base)
  if (ca.problem) problems.push(ca.problem)
  return problems
}

/**
 * SMPP_CA_FILE's certificates, read once at start; or why they cannot be used (the file cannot
 * be read, or holds no certificate a TLS connection could check the SMSC's against).
 */
export function smppCaOf(config: TSettings, base: string): { pem?: string; problem?: string } {
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

export const smppSettingsMissing = (config: TSettings) =>
  config.SMS_TRANSPORT === 'smpp' ? SMPP_REQUIRED.filter((name) => !config[name]) : []

const SMPP_REQUIRED = ['SMPP_URL', 'SMPP_SYSTEM_ID', 'SMPP_PASSWORD', 'SMPP_SOURCE_ADDR'] as const

/** The HTTP gateway's request, from the SMS_GATEWAY_ settings (decision 061). */
export const httpGatewaySettingsOf = (config: TSettings): HttpGatewaySettings => ({
  method: config.SMS_GATEWAY_METHOD,
  url: config.SMS_GATEWAY_URL ?? '',
  body: config.SMS_GATEWAY_BODY,
  contentType: config.SMS_GATEWAY_CONTENT_TYPE,
  accepted: config.SMS_GATEWAY_ACCEPTED_STATUSES,
  sender: config.SMS_GATEWAY_SENDER,
  username: config.SMS_GATEWAY_USERNAME,
  password: config.SMS_GATEWAY_PASSWORD,
  // An empty token, as an env file may leave it, is none.
  token: config.SMS_GATEWAY_TOKEN || undefined,
})

/** How numbers are written for the transport in use. */
export const numberFormatOf = (
  config: Pick<TSettings, 'SMS_NUMBER_FORMAT' | 'SMS_TRANSPORT' | 'SMS_GATEWAY_URL'>,
): TNumberFormat => config.SMS_NUMBER_FORMAT ?? (smsTransportOf(config) === 'smpp' ? '975' : 'local')

/** Where SMS go: the operator's SMSC, an HTTP gateway, or (development) the inbox at /dev/sms. */
export const smsTransportOf = (
  config: Pick<TSettings, 'SMS_TRANSPORT' | 'SMS_GATEWAY_URL'>,
): 'smpp' | 'http' | 'development inbox' =>
  config.SMS_TRANSPORT ?? (config.SMS_GATEWAY_URL ? 'http' : 'development inbox')
