import { sql } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../src/config'
import { smtpTransport } from '../src/notifications/transports'
import { MAX_ATTEMPTS } from '../src/repositories/outbox'
import { messageCentreOf, signedInCustomer } from './helpers/customers'
import { approvedClearance } from './helpers/filings'
import { testSmtpServer } from './helpers/smtp'
import { testApp } from './helpers/test-app'

/** Email over SMTP (issue 37): the portal's mailer against a real SMTP server. */
const servers: Awaited<ReturnType<typeof testSmtpServer>>[] = []
const portals: Awaited<ReturnType<typeof testApp>>[] = []
afterEach(async () => {
  vi.unstubAllEnvs()
  await Promise.all(portals.splice(0).map((portal) => portal.close()))
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** A test SMTP server, closed after the test. */
async function smtpServer(options?: Parameters<typeof testSmtpServer>[0]) {
  const server = await testSmtpServer(options)
  servers.push(server)
  return server
}

const MAIL = {
  MAIL_FROM: 'Bhutan Power Corporation <no-reply@bpc.bt>',
  MAIL_REPLY_TO: 'BPC Customer Care <care@bpc.bt>',
}

/** A portal whose emails go to a test SMTP server at `smtpUrl`; SMS are only recorded. */
async function portalMailingTo(smtpUrl: string) {
  const email = smtpTransport(loadConfig({ SMTP_URL: smtpUrl, ...MAIL }))
  const portal = await testApp({}, { transports: { sms: async () => {}, email } })
  portals.push(portal)
  return portal
}

/** A Dzongkha-speaking customer's application, decided: its email waits in the outbox. */
async function dzongkhaDecision(portal: Awaited<ReturnType<typeof testApp>>) {
  const customer = await signedInCustomer(portal.app, { language: 'dz', email: 'karma@example.bt' })
  const id = await approvedClearance(portal.app, customer.authorization)
  const messages = await messageCentreOf(portal.app, customer.authorization)
  const email = messages.find((m) => m.channel === 'email')!
  return { id, email }
}

const emailRow = (portal: Awaited<ReturnType<typeof testApp>>, id: number) =>
  portal.db
    .selectFrom('outbox')
    .select(['sent_at', 'attempts', 'last_error'])
    .where('application_id', '=', id)
    .where('channel', '=', 'email')
    .executeTakeFirstOrThrow()

/** The header block of a raw message, folded lines joined. */
const headersOf = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')

describe('email over SMTP', () => {
  it('delivers a Dzongkha decision intact, from the utility and with its reply address, over STARTTLS', async () => {
    const server = await smtpServer()
    const portal = await portalMailingTo(server.url())
    const { id, email } = await dzongkhaDecision(portal)
    expect(email.subject).toMatch(/[\u0F00-\u0FFF]/)

    await vi.waitFor(async () => {
      await portal.app.deliverOutbox()
      expect(server.received).toHaveLength(1)
    })
    const [mail] = server.received
    expect(mail!.secure).toBe(true)
    expect(mail!.parsed.subject).toBe(email.subject)
    expect(mail!.parsed.text?.replace(/\n$/, '')).toBe(email.body)
    expect(mail!.parsed.from?.value).toEqual([
      { name: 'Bhutan Power Corporation', address: 'no-reply@bpc.bt' },
    ])
    expect(mail!.parsed.replyTo?.value).toEqual([{ name: 'BPC Customer Care', address: 'care@bpc.bt' }])
    expect(mail!.parsed.to).toMatchObject({ value: [{ address: 'karma@example.bt' }] })
    // Headers cross the wire as ASCII: the Dzongkha subject as UTF-8 encoded-words.
    const headers = headersOf(mail!.raw)
    expect(headers).toMatch(/^[\x20-\x7e\r\n\t]*$/)
    expect(headers).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im)
    expect(headers).toMatch(/^Content-Type: text\/plain; charset=utf-8/im)
    expect(await emailRow(portal, id)).toMatchObject({ attempts: 1, last_error: null })
    expect((await emailRow(portal, id)).sent_at).not.toBeNull()
  })

  it('keeps an email the server refused in the outbox, and sends it on the retry', async () => {
    const server = await smtpServer({ refusals: 1 })
    const portal = await portalMailingTo(server.url())
    const { id, email } = await dzongkhaDecision(portal)

    await portal.app.deliverOutbox()
    const refused = await emailRow(portal, id)
    expect(refused).toMatchObject({ sent_at: null, attempts: 1 })
    expect(refused.last_error).toBe('Error: The mail server answered 451 to DATA (EMESSAGE)')
    expect(server.received).toHaveLength(0)

    // The retry is due (the backoff has passed).
    await sql`UPDATE outbox SET next_attempt_at = now() WHERE application_id = ${id}`.execute(portal.db)
    await portal.app.deliverOutbox()
    expect(server.received.map((m) => m.parsed.subject)).toEqual([email.subject])
    expect(await emailRow(portal, id)).toMatchObject({ attempts: 2, last_error: null })
  })

  it('refuses a server whose certificate it cannot trust, even when NODE_TLS_REJECT_UNAUTHORIZED=0 is in the environment', async () => {
    vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0')
    const server = await smtpServer({ testCertificate: true })
    const portal = await portalMailingTo(server.checkedUrl())
    const { id } = await dzongkhaDecision(portal)

    await portal.app.deliverOutbox()
    expect(server.received).toHaveLength(0)
    const row = await emailRow(portal, id)
    expect(row).toMatchObject({ sent_at: null, attempts: 1 })
    expect(row.last_error).toBe(
      "Error: The mail server's certificate was refused (DEPTH_ZERO_SELF_SIGNED_CERT)",
    )
  })

  it('keeps in the error what the server answered, never what it said of the address', async () => {
    const server = await smtpServer({ refuseRecipients: 450 })
    const portal = await portalMailingTo(server.url())
    const { id } = await dzongkhaDecision(portal)

    await portal.app.deliverOutbox()
    expect(await emailRow(portal, id)).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: 'Error: The mail server answered 450 to RCPT TO (EENVELOPE)',
    })
  })

  it('gives up at once on an address the server refuses for good', async () => {
    const server = await smtpServer({ refuseRecipients: 550 })
    const portal = await portalMailingTo(server.url())
    const { id } = await dzongkhaDecision(portal)

    await portal.app.deliverOutbox()
    expect(await emailRow(portal, id)).toMatchObject({
      sent_at: null,
      attempts: MAX_ATTEMPTS,
      last_error: 'Error: The mail server answered 550 to RCPT TO (EENVELOPE)',
    })
    await sql`UPDATE outbox SET next_attempt_at = now() WHERE application_id = ${id}`.execute(portal.db)
    await portal.app.deliverOutbox()
    expect((await emailRow(portal, id)).attempts).toBe(MAX_ATTEMPTS)
  })

  it('retries a refusal of the portal rather than of the address: a password asked for at MAIL FROM, a relay refused at RCPT TO', async () => {
    for (const [refusal, error] of [
      [{ refuseSender: true }, 'Error: The mail server answered 530 to MAIL FROM (EENVELOPE)'],
      [{ refuseRecipients: 554 as const }, 'Error: The mail server answered 554 to RCPT TO (EENVELOPE)'],
    ] as const) {
      const server = await smtpServer(refusal)
      const portal = await portalMailingTo(server.url())
      const { id } = await dzongkhaDecision(portal)

      await portal.app.deliverOutbox()
      expect(await emailRow(portal, id)).toMatchObject({ sent_at: null, attempts: 1, last_error: error })
    }
  })

  it('sends nothing in plain text when TLS is required and the server does not offer it', async () => {
    const server = await smtpServer({ offerStartTls: false })
    const portal = await portalMailingTo(server.url('&requireTLS=true'))
    const { id } = await dzongkhaDecision(portal)

    await portal.app.deliverOutbox()
    expect(server.received).toHaveLength(0)
    const row = await emailRow(portal, id)
    expect(row).toMatchObject({ sent_at: null, attempts: 1 })
    expect(row.last_error).toBe('Error: The mail server answered 500 to STARTTLS (ETLS)')
  })
})
