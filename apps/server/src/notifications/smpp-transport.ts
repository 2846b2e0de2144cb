import { randomInt } from 'node:crypto'
import smpp from 'smpp'
import type { TDelivery } from '../db/schema'
import { PermanentFailure } from './permanent-failure'
import type { OutgoingMessage, SentMessage } from './message'
import { numberAs, type TNumberFormat } from './number-format'
import { smsParts } from './sms-parts'

export interface SmppSettings {
  /** smpp://host:port, or smpps:// for TLS. */
  url: string
  /**
   * smpps://: the CA certificates (PEM) the SMSC's certificate must chain to, instead of the
   * system's. The certificate is always checked, and its name against the URL's host, unless
   * `rejectUnauthorized` is false (which production refuses).
   */
  ca?: string
  rejectUnauthorized?: boolean
  systemId: string
  password: string
  /** Who the SMS come from: a short code (digits) or a name such as BPC. */
  sourceAddr: string
  /** The operator's throughput: parts submitted per second, at most. */
  messagesPerSecond: number
  /** How often an idle bind is checked with enquire_link. */
  enquireLinkMs: number
  /** How the SMSC wants numbers: 975 and the 8 digits when unset. */
  numberFormat?: TNumberFormat
  /** How long the SMSC has to answer a bind, a submit or an enquire_link. */
  answerWithinMs?: number
  /** The first pause before a dropped bind is made again (1 s); it doubles up to a minute. */
  firstRebindPauseMs?: number
  /** How long a bind stays up before that pause starts again from the first (a minute). */
  steadyBindMs?: number
  log?: SmppLog
  /** Records a delivery receipt; the SMSC is told to send it again if this throws. */
  onReceipt?: (receipt: DeliveryReceipt) => Promise<void>
}

export interface DeliveryReceipt {
  smscMessageId: string
  delivery: TDelivery
}

/** What the client says about its bind; never a number, a text or a credential. */
export type SmppLog = (event: string, detail?: Record<string, unknown>) => void

const statusName = (status: number) =>
  Object.entries(smpp.errors).find(([, code]) => code === status)?.[0] ?? `0x${status.toString(16)}`

const TON = { unknown: 0, international: 1, national: 2, alphanumeric: 5 }
const NPI = { unknown: 0, isdn: 1 }

/** message_state (SMPP 3.4 §5.2.28) and a receipt text's stat: what settles a delivery. */
const DELIVERY_OF_STATE: Record<string, TDelivery> = {
  2: 'delivered',
  DELIVRD: 'delivered',
  3: 'not_delivered',
  EXPIRED: 'not_delivered',
  4: 'not_delivered',
  DELETED: 'not_delivered',
  5: 'not_delivered',
  UNDELIV: 'not_delivered',
  8: 'not_delivered',
  REJECTD: 'not_delivered',
}
/** OpenSSL's and Node's codes for a certificate that TLS verification refused. */
const CERTIFICATE_REFUSAL = /CERT|SIGNATURE|ISSUER|ALTNAME|HOSTNAME_MISMATCH|INVALID_CA|INVALID_PURPOSE/

/** How long after the SMSC last accepted a submit its ESME_RINVDSTADR is believed. */
const INVALID_NUMBER_TRUSTED_FOR_MS = 60 * 60_000

/** How long a connection the client closed may wait for the SMSC to close its side. */
const HALF_CLOSED_FOR_MS = 1_000

/** How long a bind stays up before the pause before the next rebind starts again from the first. */
const BIND_STEADY_AFTER_MS = 60_000

/** esm_class's message type bits, and the value that marks an SMSC delivery receipt. */
const MESSAGE_TYPE_BITS = 0x3c
const DELIVERY_RECEIPT = 0x04

/**
 * A deliver_sm or data_sm that is a delivery receipt, read from its TLVs (receipted_message_id,
 * message_state) or else from the text every SMSC writes (`id:… stat:DELIVRD …`), in
 * short_message or a data_sm's message_payload. Undefined for anything else, and for a state
 * that settles nothing yet (ENROUTE, ACCEPTD, UNKNOWN).
 */
export function receiptOf(pdu: smpp.PDU): DeliveryReceipt | undefined {
  if (((pdu.esm_class ?? 0) & MESSAGE_TYPE_BITS) !== DELIVERY_RECEIPT) return undefined
  const text = String((pdu.short_message ?? pdu.message_payload)?.message ?? '')
  const smscMessageId = pdu.receipted_message_id || /\bid:(\S+)/i.exec(text)?.[1]
  const state = pdu.message_state ?? /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase()
  const delivery = state === undefined ? undefined : DELIVERY_OF_STATE[state]
  return smscMessageId && delivery ? { smscMessageId, delivery } : undefined
}

/**
 * An SMPP 3.4 client to the operator's SMSC: one bind as a transceiver (the delivery receipts
 * come back on it), kept alive with
 * enquire_link, bound again after a drop (at once when a message waits, else after a growing
 * pause), and parts submitted no faster than the operator allows. A send that fails throws, and
 * the outbox tries the message again later.
 */
export function smppClient(settings: SmppSettings) {
  const answerWithinMs = settings.answerWithinMs ?? 10_000
  const log = settings.log ?? (() => {})
  const address = new URL(settings.url)
  let bound: Promise<smpp.Session> | undefined
  /** The session once bound: only its drop calls for a new bind. */
  let current: smpp.Session | undefined
  let closing = false
  let rebindTimer: NodeJS.Timeout | undefined
  const firstRebindPauseMs = settings.firstRebindPauseMs ?? 1_000
  let rebindDelayMs = firstRebindPauseMs
  /**
   * Set the pause back to the first once a bind has stayed up a minute: an SMSC that takes a
   * bind away soon after granting it (it allows one bind per system_id, and another instance
   * has it) is bound again ever more slowly, not once a second for ever.
   */
  let steadyTimer: NodeJS.Timeout | undefined
  /** Requests whose answer is awaited, failed at once when their bind drops. */
  const awaiting = new Set<(error: Error) => void>()

  /** Sends a request and waits for its answer; a silent SMSC or a dropped bind fails it. */
  function request(session: smpp.Session, send: (onAnswer: (pdu: smpp.PDU) => void) => boolean) {
    return new Promise<smpp.PDU>((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer)
        awaiting.delete(fail)
        reject(error)
      }
      const timer = setTimeout(() => {
        fail(new Error(`The SMSC did not answer within ${answerWithinMs} ms`))
        session.destroy()
      }, answerWithinMs)
      awaiting.add(fail)
      const sent = send((pdu) => {
        clearTimeout(timer)
        awaiting.delete(fail)
        resolve(pdu)
      })
      if (!sent) {
        fail(new Error('The SMPP connection is closed'))
        // A connection closed on this side whose other side stays open never ends by itself:
        // ended here, the bind is dropped and made again.
        session.destroy()
      }
    })
  }

  function connect(): Promise<smpp.Session> {
    return new Promise((resolve, reject) => {
      const tls = address.protocol === 'smpps:'
      // The library hands these to tls.connect. rejectUnauthorized is given whatever it is, so
      // that NODE_TLS_REJECT_UNAUTHORIZED=0 in the environment cannot turn the check off.
      const session = smpp.connect({
        host: address.hostname,
        port: Number(address.port) || (tls ? 3550 : 2775),
        tls,
        ...(tls && {
          rejectUnauthorized: settings.rejectUnauthorized ?? true,
          ...(settings.ca && { ca: settings.ca }),
        }),
      })
      const timer = setTimeout(() => {
        session.destroy()
        reject(new Error(`No SMPP connection within ${answerWithinMs} ms`))
      }, answerWithinMs)
      session.once(tls ? 'secureConnect' : 'connect', () => {
        clearTimeout(timer)
        resolve(session)
      })
      session.on('error', (error: Error) => {
        clearTimeout(timer)
        const code = (error as NodeJS.ErrnoException).code ?? error.message
        log('smpp connection error', { code })
        reject(
          tls && CERTIFICATE_REFUSAL.test(code)
            ? new Error(
                `The SMSC's certificate was refused (${code}): it must chain to SMPP_CA_FILE, or the system's CAs, and name the host of SMPP_URL`,
              )
            : error,
        )
        session.destroy()
      })
    })
  }

  async function bind(): Promise<smpp.Session> {
    const session = await connect()
    session.on('close', () => dropped(session))
    // Some SMSCs send receipts as data_sm: read and answered as a deliver_sm is.
    session.on('deliver_sm', (pdu: smpp.PDU) => void received(session, pdu))
    session.on('data_sm', (pdu: smpp.PDU) => void received(session, pdu))
    // The library only reports the SMSC's own requests: each is answered here. An SMSC that hears
    // nothing back to its enquire_link drops the bind; one that unbinds is answered, and the bind
    // closed, then made again after the pause (dropped()). An SMSC that keeps its side of the
    // connection open would hold it half-closed for ever, and the bind would never be made again:
    // what has not closed a second later is destroyed.
    session.on('enquire_link', (pdu: smpp.PDU) => void session.send(pdu.response()))
    session.on('unbind', (pdu: smpp.PDU) => {
      log('smpp unbound by the SMSC')
      session.send(pdu.response(), () => {
        session.close()
        const timer = setTimeout(() => session.destroy(), HALF_CLOSED_FOR_MS)
        timer.unref()
        session.once('close', () => clearTimeout(timer))
      })
    })
    // A command the library does not know: generic_nack, ESME_RINVCMDID.
    session.on('unknown', (pdu: smpp.PDU) => void session.send(pdu.response()))
    const answer = await request(session, (onAnswer) =>
      session.bind_transceiver(
        { system_id: settings.systemId, password: settings.password, interface_version: 0x34 },
        onAnswer,
      ),
    )
    if (answer.command_status !== smpp.ESME_ROK) {
      session.destroy()
      throw new Error(`The SMSC refused the bind: ${statusName(answer.command_status)}`)
    }
    keepAlive(session)
    current = session
    clearTimeout(steadyTimer)
    steadyTimer = setTimeout(
      () => (rebindDelayMs = firstRebindPauseMs),
      settings.steadyBindMs ?? BIND_STEADY_AFTER_MS,
    )
    steadyTimer.unref()
    log('smpp bound')
    return session
  }

  /** A receipt is answered once recorded; a failure to record asks the SMSC to send it again. */
  async function received(session: smpp.Session, pdu: smpp.PDU) {
    const receipt = receiptOf(pdu)
    try {
      if (receipt) await settings.onReceipt?.(receipt)
      session.send(pdu.response())
    } catch {
      log('smpp receipt not recorded')
      session.send(pdu.response({ command_status: smpp.ESME_RX_T_APPN }))
    }
  }

  /** enquire_link while bound: an SMSC that does not answer is dropped, and bound again. */
  function keepAlive(session: smpp.Session) {
    const timer = setInterval(() => {
      request(session, (onAnswer) => session.enquire_link({}, onAnswer)).catch(() => {})
    }, settings.enquireLinkMs)
    timer.unref()
    session.once('close', () => clearInterval(timer))
  }

  function dropped(session: smpp.Session) {
    for (const fail of [...awaiting]) fail(new Error('The SMPP bind dropped'))
    // A bind the outbox's send asked for and that failed is tried again by the outbox's next
    // attempt, not hammered here; only a bind that was up is made again by the client.
    if (current !== session) return
    clearTimeout(steadyTimer)
    current = undefined
    bound = undefined
    if (closing) return
    log('smpp bind dropped')
    rebindLater()
  }

  /**
   * Binds again after the pause, which grows from 1 s to a minute while the SMSC cannot be
   * reached, refuses, or drops the bind within a minute of granting it; a bind made meanwhile (a
   * send found none) ends the chase.
   */
  function rebindLater() {
    clearTimeout(rebindTimer)
    rebindTimer = setTimeout(() => {
      rebindDelayMs = Math.min(rebindDelayMs * 2, 60_000)
      boundSession().catch(() => {
        if (!closing && !current) rebindLater()
      })
    }, rebindDelayMs)
    rebindTimer.unref()
  }

  /** The current bind, or a new one. */
  function boundSession() {
    if (closing) return Promise.reject(new Error('The SMPP client is closing'))
    bound ??= bind().catch((error: unknown) => {
      bound = undefined
      throw error
    })
    return bound
  }

  // Parts leave no faster than the operator's rate: each at least 1/rate after the one before,
  // in turn when several sends wait at once.
  let lastSubmit = Promise.resolve(0)
  function throttle() {
    const turn = lastSubmit.then(async (previousAt) => {
      const wait = previousAt + 1000 / settings.messagesPerSecond - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      return Date.now()
    })
    lastSubmit = turn
    return turn
  }

  /**
   * When the SMSC last accepted a submit: an ESME_RINVDSTADR says a number is invalid only while
   * other numbers go. Without one lately, every number may be refused (a wrong SMS_NUMBER_FORMAT,
   * an SMSC's own trouble), and the message is retried rather than given up.
   */
  let lastAcceptedAt = Number.NEGATIVE_INFINITY

  /** The concatenation reference of the next message in parts; this instance's own count. */
  let nextReference = randomInt(256)

  const numeric = /^\d+$/.test(settings.sourceAddr)
  const numberFormat = settings.numberFormat ?? '975'

  return {
    /**
     * Submits the message's parts, each asking for a delivery receipt; returns their message ids.
     * Throws if the bind fails or the SMSC refuses a part.
     */
    async send(message: OutgoingMessage): Promise<SentMessage> {
      const smscMessageIds: string[] = []
      const parts = smsParts(message.body, nextReference)
      // The next message in parts takes the next reference: 256 of them before one repeats,
      // where a random one would repeat within a few dozen (a phone joins parts by it).
      if (parts.length > 1) nextReference = (nextReference + 1) % 256
      for (const part of parts) {
        const session = await boundSession()
        await throttle()
        const answer = await request(session, (onAnswer) =>
          session.submit_sm(
            {
              source_addr: settings.sourceAddr,
              source_addr_ton: numeric ? TON.unknown : TON.alphanumeric,
              source_addr_npi: numeric ? NPI.isdn : NPI.unknown,
              destination_addr: numberAs(numberFormat, message.recipient),
              dest_addr_ton: numberFormat === 'local' ? TON.national : TON.international,
              dest_addr_npi: NPI.isdn,
              esm_class: part.esmClass,
              data_coding: part.dataCoding,
              short_message: part.shortMessage,
              registered_delivery: 1,
            },
            onAnswer,
          ),
        )
        if (answer.command_status !== smpp.ESME_ROK) {
          // An invalid number stays invalid: the outbox gives the message up at once, if the
          // SMSC has taken other numbers within the hour.
          const invalidNumber =
            answer.command_status === smpp.ESME_RINVDSTADR &&
            Date.now() - lastAcceptedAt < INVALID_NUMBER_TRUSTED_FOR_MS
          throw new (invalidNumber ? PermanentFailure : Error)(
            `The SMSC refused the message: ${statusName(answer.command_status)}`,
          )
        }
        lastAcceptedAt = Date.now()
        if (answer.message_id) smscMessageIds.push(answer.message_id)
      }
      return { smscMessageIds }
    },

    /** Unbinds and closes; nothing binds again. */
    async close() {
      closing = true
      clearTimeout(rebindTimer)
      clearTimeout(steadyTimer)
      const session = await bound?.catch(() => undefined)
      if (!session) return
      if (session.socket.destroyed) return
      await request(session, (onAnswer) => session.unbind({}, onAnswer)).catch(() => {})
      if (!session.socket.destroyed) await new Promise<void>((resolve) => session.close(resolve))
    },
  }
}

export type SmppClient = ReturnType<typeof smppClient>
