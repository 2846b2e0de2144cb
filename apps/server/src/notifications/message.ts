// What a transport is given and gives back: the shape every transport (SMTP, SMPP, the HTTP
// gateway, the development inbox) shares, and the outbox relies on.

export interface OutgoingMessage {
  channel: 'sms' | 'email'
  recipient: string
  subject: string
  body: string
}

/** What a transport learnt in sending: an SMSC's message ids of the parts, for their receipts. */
export interface SentMessage {
  smscMessageIds: string[]
}

/** Delivers one message or throws; the outbox worker retries what throws, but a PermanentFailure. */
export type Transport = (message: OutgoingMessage) => Promise<SentMessage | void>

export interface Transports {
  sms: Transport
  email: Transport
  /** Ends what a transport keeps open (an SMPP bind). */
  close?: () => Promise<void>
}
