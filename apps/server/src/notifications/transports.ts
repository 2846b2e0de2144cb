import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import { numberFormatOf, smsTransportOf, type TConfig } from '../config'
import type { Database } from '../db/schema'
import { outboxRepository } from '../repositories/outbox'
import { httpGatewaySettingsOf, httpGatewayTransport, smsGatewayProblems } from './http-gateway'
import type { Transport, Transports } from './message'
import { numberAs } from './number-format'
import { PermanentFailure } from './permanent-failure'
import { smppClient, type SmppSettings } from './smpp-transport'

export type { OutgoingMessage, SentMessage, Transport, Transports } from './message'

/**
 * Development without a gateway: the message is kept for a tester to read at /dev/sms, and
 * goes nowhere else — never to the log, which must not carry numbers, addresses or codes.
 */
const devInboxTransport =
  (db: Kysely<Database>): Transport =>
  async (message) => {
    await outboxRepository(db).keepForDevelopment(message)
  }

/** Whether SMS land in the development inbox (and /api/dev/sms/ exists). */
export const usesDevSmsInbox = (config: Pick<TConfig, 'PORTAL_ENV' | 'SMS_TRANSPORT' | 'SMS_GATEWAY_URL'>) =>
  config.PORTAL_ENV === 'development' && smsTransportOf(config) === 'development inbox'

/**
 * Email over SMTP. nodemailer encodes a Dzongkha subject as UTF-8 encoded-words and upgrades to
 * STARTTLS whenever the server offers it (production insists: config/production.ts). The timeouts keep a
 * silent server from holding the outbox; the URL's own query may still set them. The server's
 * certificate is checked even when NODE_TLS_REJECT_UNAUTHORIZED=0 is in the environment (which
 * Node reads only when the option is unset); only the URL's tls.rejectUnauthorized=false, which
 * production refuses, turns the check off, since nodemailer puts the URL's options over these.
 */
export function smtpTransport(config: Pick<TConfig, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_REPLY_TO'>): Transport {
  const mailer = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    tls: { rejectUnauthorized: true },
  })
  return async (message) => {
    try {
      await mailer.sendMail({
        from: config.MAIL_FROM,
        ...(config.MAIL_REPLY_TO ? { replyTo: config.MAIL_REPLY_TO } : {}),
        to: message.recipient,
        subject: message.subject,
        text: message.body,
      })
    } catch (error) {
      // The cause is left behind on purpose: a server's answer often quotes the address.
      const failure = error as MailError
      throw new (refusedMailbox(failure) ? PermanentFailure : Error)(mailFailure(failure))
    }
  }
}

/** What nodemailer's errors carry besides a message, which may quote the server's answer. */
interface MailError extends Error {
  code?: string
  /** The TLS or network error's own code, under code ESOCKET. */
  originalCode?: string
  responseCode?: number
  /** The server's reply line(s), which often quote the address. */
  response?: string
  command?: string
}

/** A permanent reply whose enhanced status (RFC 3463) is 5.1.x: the mailbox itself is bad. */
const BAD_MAILBOX_REPLY = /^5\d\d[ -]5\.1\.\d+/

/**
 * Whether the server refused the recipient's mailbox for good: a 5xx to RCPT TO whose enhanced
 * status is 5.1.x (no such user, a bad address). Anything else is retried: a 5xx to MAIL FROM or
 * DATA, a policy or relay refusal (5.7.x), a 530 asking for a password, a 5xx with no enhanced
 * status. Those are the portal's settings or the server's, which someone may fix before the next
 * try. The reply is only read here, never kept: it quotes the address.
 */
function refusedMailbox(failure: MailError): boolean {
  return (
    failure.code === 'EENVELOPE' &&
    failure.command === 'RCPT TO' &&
    BAD_MAILBOX_REPLY.test(failure.response ?? '')
  )
}

/** OpenSSL's and Node's codes for a certificate that TLS verification refused. */
const CERTIFICATE_REFUSAL = /CERT|SIGNATURE|ISSUER|ALTNAME|HOSTNAME_MISMATCH|INVALID_CA|INVALID_PURPOSE/

/**
 * A mail failure for the outbox's last_error, as the HTTP gateway's: the server's reply code and
 * the command it answered, or the network's or TLS's code; never the server's words, which
 * often quote the customer's address.
 */
function mailFailure(error: MailError): string {
  if (error.responseCode)
    return `The mail server answered ${error.responseCode} to ${error.command ?? 'the portal'} (${error.code ?? 'no code'})`
  if (error.originalCode && CERTIFICATE_REFUSAL.test(error.originalCode))
    return `The mail server's certificate was refused (${error.originalCode})`
  return `The mail server was not reached: ${error.originalCode ?? error.code ?? error.name}`
}

/** The operator's SMSC over SMPP, from the SMPP_ settings (the configuration requires them all). */
export const smppSettingsOf = (config: TConfig): SmppSettings => ({
  url: config.SMPP_URL!,
  ca: config.smppCa,
  rejectUnauthorized: config.SMPP_TLS_REJECT_UNAUTHORIZED,
  systemId: config.SMPP_SYSTEM_ID!,
  password: config.SMPP_PASSWORD!,
  sourceAddr: config.SMPP_SOURCE_ADDR!,
  messagesPerSecond: config.SMPP_MESSAGES_PER_SECOND,
  enquireLinkMs: config.SMPP_ENQUIRE_LINK_SECONDS * 1000,
  numberFormat: numberFormatOf(config),
})

/** Production refuses to start without a gateway and a mail server (DESIGN.md §5). */
export function transportsFor(
  config: TConfig,
  db: Kysely<Database>,
  smpp: Pick<SmppSettings, 'log' | 'onReceipt'> = {},
): Transports {
  const email = config.SMTP_URL ? smtpTransport(config) : devInboxTransport(db)
  const kind = smsTransportOf(config)
  if (kind === 'smpp') {
    const smsc = smppClient({ ...smppSettingsOf(config), ...smpp })
    return { sms: smsc.send, email, close: smsc.close }
  }
  if (kind === 'http') {
    // main.ts has refused these settings already; a portal built otherwise (a test's) is too.
    const problems = smsGatewayProblems(config)
    if (problems.length > 0) throw new Error(`Invalid configuration — ${problems.join('; ')}`)
  }
  return {
    sms:
      kind === 'http'
        ? httpGatewayTransport(httpGatewaySettingsOf(config), (mobile) =>
            numberAs(numberFormatOf(config), mobile),
          )
        : devInboxTransport(db),
    email,
  }
}
