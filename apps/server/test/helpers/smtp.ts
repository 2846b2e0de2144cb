import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { TEST_SMSC_CA_FILE, TEST_SMSC_KEY_FILE } from './smsc'

export interface ReceivedMail {
  /** The message as it crossed the wire, headers and all. */
  raw: string
  parsed: ParsedMail
  /** Whether the session had been upgraded to TLS (STARTTLS) when the message came. */
  secure: boolean
}

/**
 * A real SMTP server on 127.0.0.1 and a port of its own, for the portal's mailer to talk to.
 * It offers STARTTLS with smtp-server's own certificate for localhost (`url()` tells the mailer
 * not to check it), or (`testCertificate`) the tests' self-signed one for 127.0.0.1, unless
 * `offerStartTls` is false. It refuses the first `refusals` messages with a 451, with
 * `refuseRecipients` every recipient with that code (550 5.1.1 no such mailbox, 554 5.7.1 relay
 * refused, 450 for now), quoting the address, and with `refuseSender` the MAIL FROM with
 * 530 5.7.0 (a server that wants a password first).
 */
export async function testSmtpServer({
  offerStartTls = true,
  refusals = 0,
  testCertificate = false,
  refuseRecipients = undefined as 450 | 550 | 554 | undefined,
  refuseSender = false,
  /** A port of its own unless told (the stage's mail server listens where the portal is told). */
  port: wantedPort = 0,
  /** Certificate and key files for STARTTLS, over `testCertificate` (the stage makes its own). */
  certificate = undefined as { cert: string; key: string } | undefined,
  /** Called with each message as it is accepted (the stage writes it to a mailbox file). */
  onMail = (_mail: ReceivedMail) => {},
  /** Whether `received` keeps each message: the stage, which runs for hours, writes them out instead. */
  keep = true,
} = {}) {
  const received: ReceivedMail[] = []
  let refusalsLeft = refusals
  const server = new SMTPServer({
    authOptional: true,
    // Hidden is not enough: a client that insists would still be answered.
    disabledCommands: offerStartTls ? [] : ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refuseSender) return callback()
      callback(Object.assign(new Error('5.7.0 Authentication required'), { responseCode: 530 }))
    },
    // As a real server refuses a mailbox it does not have, a relay it will not make, or
    // greylists: the enhanced status first, then the address quoted.
    onRcptTo(address, _session, callback) {
      if (!refuseRecipients) return callback()
      const reason = {
        450: ['4.7.1', 'Greylisted, try again'],
        550: ['5.1.1', 'User unknown'],
        554: ['5.7.1', 'Relay access denied'],
      }[refuseRecipients]
      callback(
        Object.assign(new Error(`${reason[0]} <${address.address}>: ${reason[1]}`), {
          responseCode: refuseRecipients,
        }),
      )
    },
    ...(testCertificate && { key: readFileSync(TEST_SMSC_KEY_FILE), cert: readFileSync(TEST_SMSC_CA_FILE) }),
    ...(certificate && { key: readFileSync(certificate.key), cert: readFileSync(certificate.cert) }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusalsLeft > 0) {
          refusalsLeft--
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        }
        const raw = Buffer.concat(chunks)
        simpleParser(raw).then(
          (parsed) => {
            const mail = { raw: raw.toString('latin1'), parsed, secure: session.secure }
            if (keep) received.push(mail)
            onMail(mail)
            callback()
          },
          (error: Error) => callback(error),
        )
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(wantedPort, '127.0.0.1', resolve)
  })
  const { port } = server.server.address() as AddressInfo
  return {
    received,
    /** For SMTP_URL: the test certificate is not checked, which production refuses. */
    url: (query = '') => `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false${query}`,
    /** For SMTP_URL, the certificate checked as production checks it. */
    checkedUrl: () => `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
