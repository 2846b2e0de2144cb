import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'
import smpp from 'smpp'

/**
 * The test SMSC's TLS certificate, self-signed for 127.0.0.1 and localhost, and its key: test-only
 * fixtures, which a portal trusts when given the certificate as its CA (SMPP_CA_FILE).
 */
export const TEST_SMSC_CA_FILE = new URL('../fixtures/test-smsc-tls.cert.pem', import.meta.url).pathname
export const TEST_SMSC_KEY_FILE = new URL('../fixtures/test-smsc-tls.key.pem', import.meta.url).pathname

export interface SubmittedPart {
  destination: string
  /** dest_addr_ton: 1 international, 2 national. */
  destinationTon: number
  source: string
  dataCoding: number
  esmClass: number
  /** The concatenation header's reference, count and number, when in parts. */
  concatenation?: { reference: number; count: number; number: number }
  /** The text as the library's decoder reads it (GSM 03.38 or UCS-2). */
  text: string
  at: number
  /** The id the SMSC answered with, which its delivery receipt names. */
  messageId: string
  /** The TLS version of the connection it came on (TLSv1.3), or null in plain text. */
  tls: string | null
}

/** How long after a part the SMSC's own receipt comes, with `receiptEach`. */
const RECEIPT_AFTER_MS = 1_000

/** message_state (SMPP 3.4 §5.2.28) of each receipt the test SMSC sends. */
const RECEIPT_STATES = { DELIVRD: 2, UNDELIV: 5, ENROUTE: 1 }

/** The receipt text every SMSC writes. */
const receiptText = (messageId: string, stat: keyof typeof RECEIPT_STATES) =>
  `id:${messageId} sub:001 dlvrd:${stat === 'DELIVRD' ? '001' : '000'} submit date:2611270300 done date:2611270301 stat:${stat} err:000 text:`

/**
 * An SMSC for the tests, on 127.0.0.1 and a port of its own: the `smpp` package's server side,
 * in plain text or (`tls`) over TLS with the test certificate (smpps://).
 * It binds the right system id and password, answers enquire_link, and records each submit_sm.
 * A test can make it refuse the next submits (throttled), drop every bind, drop the bind on the
 * next submit without answering, stop answering enquire_link, or take each bind away soon after
 * granting it.
 */
export async function testSmsc({
  systemId = 'portal',
  password = 'secret',
  tls = false,
  /** Keeps its side of a connection open when the ESME closes its own, as some SMSCs do. */
  halfOpen = false,
  /** A port of its own unless told (the stage's SMSC listens where the portal is told). */
  port: wantedPort = 0,
  /** The TLS certificate and key files: the test ones unless told. */
  certificate = { cert: TEST_SMSC_CA_FILE, key: TEST_SMSC_KEY_FILE },
  /** Called with each part as it is recorded (the stage writes it to a file). */
  onSubmit = (_part: SubmittedPart) => {},
  /**
   * Delivers every part at once: a DELIVRD receipt on the transceiver bind it came on, as an
   * operator's SMSC does, so that no SMS waits for its receipt and is sent again (the stage).
   */
  receiptEach = false,
  /** Whether `submitted` keeps each part: the stage, which runs for hours, writes them out instead. */
  keep = true,
} = {}) {
  const submitted: SubmittedPart[] = []
  const binds: string[] = []
  const enquireLinks: number[] = []
  const behaviour = {
    throttleNext: 0,
    dropOnNextSubmit: false,
    answerEnquireLink: true,
    /** Destinations refused as invalid (ESME_RINVDSTADR). */
    invalidDestinations: new Set<string>(),
    /**
     * Takes each bind away this long after granting it (an unbind), as an SMSC that allows one
     * bind per system_id does when another instance binds.
     */
    unbindAfterBindMs: undefined as number | undefined,
  }
  let nextId = 1
  /** The bind that receipts go back on. */
  let receiving: smpp.Session | undefined
  const unbinds = { count: 0 }

  /** The sessions bound as transceivers: those a receipt can go back on. */
  const transceivers = new WeakSet<smpp.Session>()
  /** Over TLS: each connection whose handshake failed, by OpenSSL's reason. */
  const handshakeFailures: string[] = []
  const onSession = (session: smpp.Session) => {
    session.on('error', () => session.destroy())
    const bindAs = (kind: string) => (pdu: smpp.PDU) => {
      if (pdu.system_id !== systemId || pdu.password !== password) {
        session.send(pdu.response({ command_status: smpp.ESME_RINVPASWD }))
        return
      }
      binds.push(kind)
      if (kind === 'transceiver') {
        receiving = session
        transceivers.add(session)
      }
      session.send(pdu.response({ system_id: 'test-smsc' }))
      const unbindAfter = behaviour.unbindAfterBindMs
      if (unbindAfter !== undefined) setTimeout(() => session.unbind({}), unbindAfter)
    }
    session.on('bind_transmitter', bindAs('transmitter'))
    session.on('bind_transceiver', bindAs('transceiver'))
    session.on('enquire_link', (pdu: smpp.PDU) => {
      enquireLinks.push(Date.now())
      if (behaviour.answerEnquireLink) session.send(pdu.response())
    })
    session.on('unbind', (pdu: smpp.PDU) => {
      unbinds.count++
      session.send(pdu.response())
      session.close()
    })
    session.on('submit_sm', (pdu: smpp.PDU) => {
      if (behaviour.dropOnNextSubmit) {
        behaviour.dropOnNextSubmit = false
        session.destroy()
        return
      }
      if (behaviour.invalidDestinations.has(pdu.destination_addr!)) {
        session.send(pdu.response({ command_status: smpp.ESME_RINVDSTADR }))
        return
      }
      if (behaviour.throttleNext > 0) {
        behaviour.throttleNext--
        session.send(pdu.response({ command_status: smpp.ESME_RTHROTTLED }))
        return
      }
      const messageId = `smsc-${nextId++}`
      const { udh, message } = pdu.short_message!
      const concatenation = udh?.find((element) => element[0] === 0x00)
      const part: SubmittedPart = {
        destination: pdu.destination_addr!,
        destinationTon: pdu.dest_addr_ton!,
        source: pdu.source_addr!,
        dataCoding: pdu.data_coding!,
        esmClass: pdu.esm_class!,
        ...(concatenation && {
          concatenation: {
            reference: concatenation[2]!,
            count: concatenation[3]!,
            number: concatenation[4]!,
          },
        }),
        text: String(message),
        at: Date.now(),
        messageId,
        tls: (session.socket as TLSSocket).encrypted ? (session.socket as TLSSocket).getProtocol() : null,
      }
      if (keep) submitted.push(part)
      onSubmit(part)
      session.send(pdu.response({ message_id: messageId }))
      // A second later, as a phone's network answers: never before the ESME has the message id.
      if (receiptEach && transceivers.has(session))
        // send() gives up by itself (false) on a connection that has closed meanwhile.
        setTimeout(() => {
          session.deliver_sm({
            source_addr: part.destination,
            destination_addr: part.source,
            esm_class: 0x04,
            short_message: receiptText(messageId, 'DELIVRD'),
          })
        }, RECEIPT_AFTER_MS)
    })
  }
  const server = tls
    ? smpp.createServer(
        {
          key: readFileSync(certificate.key),
          cert: readFileSync(certificate.cert),
          allowHalfOpen: halfOpen,
        },
        onSession,
      )
    : smpp.createServer({ allowHalfOpen: halfOpen }, onSession)
  server.on('tlsClientError', (error: NodeJS.ErrnoException) =>
    handshakeFailures.push(error.code ?? error.message),
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(wantedPort, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  /**
   * Asks the ESME something on its bind; resolves with its answer, or undefined when none comes
   * within 2 s or the bind ends first.
   */
  const ask = (session: smpp.Session, send: (onAnswer: (pdu: smpp.PDU) => void) => boolean) =>
    new Promise<smpp.PDU | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), 2_000)
      const answered = (pdu: smpp.PDU | undefined) => {
        clearTimeout(timer)
        resolve(pdu)
      }
      session.once('close', () => answered(undefined))
      if (!send(answered)) answered(undefined)
    })

  return {
    url: `${tls ? 'smpps' : 'smpp'}://127.0.0.1:${port}`,
    systemId,
    password,
    handshakeFailures,
    /** Connections that spoke plain SMPP to the TLS port: what is not a TLS record at all. */
    get plainTextConnections() {
      return handshakeFailures.filter((reason) => reason === 'ERR_SSL_WRONG_VERSION_NUMBER').length
    },
    submitted,
    binds,
    enquireLinks,
    behaviour,
    get unbinds() {
      return unbinds.count
    },
    /**
     * Sends the delivery receipt of a part on the transceiver bind, as the text every SMSC writes
     * or (`tlv`) with receipted_message_id and message_state too; resolves with the ESME's answer.
     */
    receipt(messageId: string, stat: 'DELIVRD' | 'UNDELIV' | 'ENROUTE', { tlv = false } = {}) {
      const text = receiptText(messageId, stat)
      return new Promise<number>((resolve, reject) => {
        const sent = receiving?.deliver_sm(
          {
            source_addr: '97517000000',
            destination_addr: 'BPC',
            esm_class: 0x04,
            short_message: text,
            ...(tlv && { receipted_message_id: messageId, message_state: RECEIPT_STATES[stat] }),
          },
          (answer) => resolve(answer.command_status),
        )
        if (!sent) reject(new Error('No transceiver bind to send the receipt on'))
      })
    },
    /**
     * Sends the delivery receipt of a part as a data_sm, as some SMSCs do: the text in
     * message_payload, or (`tlv`) receipted_message_id and message_state too. Resolves with the
     * ESME's answer, or undefined when none comes within 2 s.
     */
    dataSmReceipt(messageId: string, stat: 'DELIVRD' | 'UNDELIV' | 'ENROUTE', { tlv = false } = {}) {
      return ask(receiving!, (onAnswer) =>
        receiving!.data_sm(
          {
            source_addr: '97517000000',
            destination_addr: 'BPC',
            esm_class: 0x04,
            message_payload: receiptText(messageId, stat),
            ...(tlv && { receipted_message_id: messageId, message_state: RECEIPT_STATES[stat] }),
          },
          onAnswer,
        ),
      )
    },
    /** Numbers its message ids from 1 again, as an SMSC whose counter wrapped or restarted. */
    reuseIds: () => void (nextId = 1),
    /** Ends every bind from the SMSC's side, as an operator's restart would. */
    dropBinds: () => server.sessions.forEach((session) => session.destroy()),
    /** Ends every bind and stops listening: a connection is refused until `comeBack()`. */
    async goDown() {
      server.sessions.forEach((session) => session.destroy())
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
    /** Listens again on the same port. */
    comeBack: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    /** The SMSC's own enquire_link on the receiving bind: the ESME's answer. */
    enquireLink: () => ask(receiving!, (onAnswer) => receiving!.enquire_link({}, onAnswer)),
    /**
     * The SMSC's own unbind on the receiving bind, as before a maintenance: the ESME's answer,
     * and whether the ESME then closed the connection.
     */
    async unbind() {
      const session = receiving!
      const closed = new Promise<void>((resolve) => session.once('close', () => resolve()))
      const answer = await ask(session, (onAnswer) => session.unbind({}, onAnswer))
      return { answer, closed }
    },
    /** A command the ESME cannot know (0x00000999): its answer. */
    unknownCommand: () =>
      ask(receiving!, (onAnswer) => {
        const pdu = new smpp.PDU('enquire_link', {})
        pdu.command_id = 0x00000999
        return receiving!.send(pdu, onAnswer)
      }),
    /** The messages that arrived whole, each with its parts in order. */
    messagesTo(destination: string) {
      const parts = submitted.filter((part) => part.destination === destination)
      const byReference = new Map<number, SubmittedPart[]>()
      for (const part of parts.filter((p) => p.concatenation)) {
        const reference = part.concatenation!.reference
        byReference.set(reference, [...(byReference.get(reference) ?? []), part])
      }
      const inParts = [...byReference.values()]
        .filter((group) => group.length === group[0]!.concatenation!.count)
        .map((group) => group.toSorted((a, b) => a.concatenation!.number - b.concatenation!.number))
      return [...parts.filter((part) => !part.concatenation).map((part) => [part]), ...inParts]
        .toSorted((a, b) => a[0]!.at - b[0]!.at)
        .map((group) => ({ text: group.map((part) => part.text).join(''), parts: group }))
    },
    /** The texts of the messages that arrived whole, in order. */
    textsTo(destination: string) {
      return this.messagesTo(destination).map((message) => message.text)
    },
    async close() {
      server.sessions.forEach((session) => session.destroy())
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
