import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { TConfig } from '../config'

export interface OutgoingMessage {
  channel: 'sms' | 'email'
  recipient: string
  subject: string
  body: string
}

/** Delivers one message or throws; the outbox worker retries what throws. */
export type Transport = (message: OutgoingMessage) => Promise<void>

export interface Transports {
  sms: Transport
  email: Transport
}

/** Writes the message to the log: the default, so that nothing leaves a test machine. */
const logTransport =
  (log: FastifyBaseLogger): Transport =>
  async (message) => {
    log.info({ notification: message }, `${message.channel} to ${message.recipient}`)
  }

/** A plain HTTP SMS gateway: POST {to, message} as JSON with a bearer token. */
const httpSmsTransport =
  (url: string, token?: string): Transport =>
  async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: message.recipient, message: message.body }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
  }

const smtpTransport = (url: string, from: string): Transport => {
  const mailer = nodemailer.createTransport(url)
  return async (message) => {
    await mailer.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body })
  }
}

export function transportsFor(config: TConfig, log: FastifyBaseLogger): Transports {
  return {
    sms: config.SMS_GATEWAY_URL
      ? httpSmsTransport(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN)
      : logTransport(log),
    email: config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : logTransport(log),
  }
}
