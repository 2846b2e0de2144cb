import { sql } from 'kysely'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from './helpers/customers'
import { file, pdfBytes } from './helpers/files'
import { powerClearanceForm } from './helpers/filings'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
let customer: Awaited<ReturnType<typeof signedInCustomer>>
let thimphuOfficer: string
let paroOfficer: string
let admin: string
beforeAll(async () => {
  portal = await testApp()
  customer = await signedInCustomer(portal.app, { email: 'pema@example.bt' })
  thimphuOfficer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
  paroOfficer = (await signedInStaff(portal.app, 'officer', ['ESD Paro'])).authorization
  admin = (await signedInStaff(portal.app, 'admin')).authorization
})
afterAll(() => portal.close())

/** A power clearance filed by the customer in the named division; returns its Application ID. */
async function fileClearance(
  division = 'ESD Thimphu',
  auth = customer.authorization,
  changes: Record<string, string> = {},
) {
  const response = await portal.app.inject({
    method: 'POST',
    url: '/api/services/power-clearances/',
    headers: { authorization: auth },
    payload: powerClearanceForm(await divisionId(portal.app, division), {
      location: 'Babesa',
      letter_of_clearance: file(pdfBytes(), 'letter.pdf'),
      ...changes,
    }),
  })
  return response.json<{ id: number }>().id
}

const decide = (id: number, authorization: string, decision: string, remarks = '') =>
  portal.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${id}/decision/`,
    headers: { authorization },
    payload: { decision, remarks },
  })

const asCustomer = (url: string) =>
  portal.app.inject({ url, headers: { authorization: customer.authorization } })

describe('staff sign-in', () => {
  it('refuses a wrong password, then throttles the username after 5 failures', async () => {
    const { username, password } = await signedInStaff(portal.app, 'officer')
    const login = (p: string) =>
      portal.app.inject({
        method: 'POST',
        url: '/api/staff/login/',
        payload: { username, password: p },
        remoteAddress: '10.9.9.9',
      })
    for (let i = 0; i < 5; i++) expect((await login('wrong-password')).statusCode).toBe(400)
    expect((await login(password)).statusCode).toBe(429)
  })

  it('keeps the two kinds of token apart', async () => {
    expect(
      (
        await portal.app.inject({
          url: '/api/staff/applications/',
          headers: { authorization: customer.authorization },
        })
      ).statusCode,
    ).toBe(401)
    expect(
      (await portal.app.inject({ url: '/api/customers/profile/', headers: { authorization: admin } }))
        .statusCode,
    ).toBe(401)
    expect((await portal.app.inject({ url: '/api/staff/applications/' })).statusCode).toBe(401)
  })
})

describe('the inbox', () => {
  it('shows an officer only their divisions, oldest pending first, with filters and search', async () => {
    const older = await fileClearance('ESD Thimphu')
    const newer = await fileClearance('ESD Thimphu')
    const paro = await fileClearance('ESD Paro')
    const inbox = async (query: string, auth = thimphuOfficer) =>
      (
        await portal.app.inject({
          url: `/api/staff/applications/?${query}`,
          headers: { authorization: auth },
        })
      ).json<{
        count: number
        results: { id: number; name: string; age_days: number; division: string }[]
      }>()

    const mine = await inbox('status=Pending')
    const ids = mine.results.map((r) => r.id)
    expect(ids).toContain(older)
    expect(ids).not.toContain(paro)
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer))
    expect(mine.results[0]).toMatchObject({ name: 'Pema Wangmo', age_days: 0, division: 'ESD Thimphu' })

    expect((await inbox(`q=${newer}`)).results.map((r) => r.id)).toEqual([newer])
    expect((await inbox(`q=${customer.registration.cid}`)).count).toBeGreaterThanOrEqual(2)
    expect((await inbox('q=wangmo')).count).toBe(mine.count)
    expect((await inbox('service=Sanction of Power')).count).toBe(0)
    expect((await inbox('from=2000-01-01&to=2000-12-31')).count).toBe(0)
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    expect((await inbox(`status=Pending&from=${day(0)}`)).count).toBe(mine.count)
    expect((await inbox(`from=${day(1)}`)).count).toBe(0)
    expect((await inbox(`q=%20${newer}%20`)).results.map((r) => r.id)).toEqual([newer])
    // A name search takes % and _ as letters, not as wildcards.
    for (const wildcard of ['%25', '_', '%25%25']) expect((await inbox(`q=${wildcard}`)).count).toBe(0)
    expect((await inbox('status=Pending', admin)).results.map((r) => r.id)).toContain(paro)
    const badFilter = await portal.app.inject({
      url: '/api/staff/applications/?from=yesterday',
      headers: { authorization: admin },
    })
    expect(badFilter.statusCode).toBe(400)
  })

  it("answers 404 for another division's application", async () => {
    const paro = await fileClearance('ESD Paro')
    expect(
      (
        await portal.app.inject({
          url: `/api/staff/applications/${paro}/`,
          headers: { authorization: thimphuOfficer },
        })
      ).statusCode,
    ).toBe(404)
    expect((await decide(paro, thimphuOfficer, 'Approved')).statusCode).toBe(404)
    const { attachments } = (
      await portal.app.inject({
        url: `/api/staff/applications/${paro}/`,
        headers: { authorization: paroOfficer },
      })
    ).json<{ attachments: { url: string }[] }>()
    const document = (authorization: string) =>
      portal.app.inject({ url: attachments[0]!.url, headers: { authorization } })
    expect((await document(thimphuOfficer)).statusCode).toBe(404)
    expect((await document(paroOfficer)).statusCode).toBe(200)
    const none = await portal.app.inject({
      url: '/api/staff/attachments/999999999/',
      headers: { authorization: admin },
    })
    expect(none.statusCode).toBe(404)
    expect(
      (
        await portal.app.inject({
          url: `/api/staff/applications/${paro}/`,
          headers: { authorization: paroOfficer },
        })
      ).statusCode,
    ).toBe(200)
  })
})

describe('decisions', () => {
  it('approves: status, history, letter, verification page and messages', async () => {
    const id = await fileClearance()
    const early = await asCustomer(`/api/tickets/${id}/download/`)
    expect(early.statusCode).toBe(409)
    expect(early.json().detail).toBe(
      `Application ID ${id} is still under process: its letter comes with the decision.`,
    )

    const view = await portal.app.inject({
      url: `/api/staff/applications/${id}/`,
      headers: { authorization: thimphuOfficer },
    })
    expect(view.json()).toMatchObject({
      id,
      customer: { name: 'Pema Wangmo' },
      attachments: [{ field: 'cid_copy' }, { field: 'letter_of_clearance' }],
    })
    const attachment = view.json<{ attachments: { url: string }[] }>().attachments[0]!
    const inline = await portal.app.inject({
      url: `${attachment.url}?inline=1`,
      headers: { authorization: thimphuOfficer },
    })
    expect(inline.headers['content-disposition']).toMatch(/^inline/)
    const saved = await portal.app.inject({ url: attachment.url, headers: { authorization: thimphuOfficer } })
    expect(saved.headers['content-disposition']).toMatch(/^attachment/)

    const decision = await decide(id, thimphuOfficer, 'Approved', 'Connect within 30 days')
    expect(decision.statusCode).toBe(200)
    expect(decision.json()).toMatchObject({ id, status: 'Approved' })

    const ticket = (await asCustomer(`/api/tickets/${id}/`)).json<{
      status: string
      history: { status: string; remarks: string; at: string }[]
      verify_url: string
    }>()
    expect(ticket.status).toBe('Approved')
    expect(ticket.history.map((h) => h.status)).toEqual(['Pending', 'Approved'])
    expect(ticket.history[1]!.remarks).toBe('Connect within 30 days')

    const letter = await asCustomer(`/api/tickets/${id}/download/`)
    expect(letter.statusCode).toBe(200)
    expect(letter.headers['content-type']).toBe('application/pdf')
    expect(letter.headers['content-disposition']).toBe(`attachment; filename="Power Clearance-${id}.pdf"`)
    expect(letter.headers['cache-control']).toBe('private, no-store')
    const { text } = await extractText(new Uint8Array(letter.rawPayload), { mergePages: true })
    expect(text).toContain(`Application ID ${id}`)
    expect(text).toContain('APPROVED')
    expect(text).toContain('Connect within 30 days')
    expect(text).toContain(ticket.verify_url)

    const code = ticket.verify_url.split('/').pop()!
    const verified = await portal.app.inject(`/api/verify/${code}/`)
    // What the letter says, to compare (type, date, decision, masked name); no personal detail.
    expect(verified.json()).toEqual({
      document: 'letter',
      id,
      service: 'Power Clearance',
      service_name: 'Power clearance',
      decision: 'Approved',
      // To the day in Bhutan, as the letter is dated: not the moment of the decision.
      decided_on: new Date(Date.parse(ticket.history[1]!.at) + 6 * 3_600_000).toISOString().slice(0, 10),
      name: 'P*** W*****',
      valid_until: expect.any(String),
    })
    expect((await portal.app.inject('/api/verify/not-a-real-code-at-all/')).statusCode).toBe(404)

    const delivered = await portal.app.deliverOutbox()
    expect(delivered).toBeGreaterThanOrEqual(2)
    const messages = portal.sent.filter(
      (m) =>
        m.body.includes(`application ${id} has been approved`) || m.body.includes(`Application ID ${id})`),
    )
    expect(messages.map((m) => [m.channel, m.recipient]).sort()).toEqual([
      ['email', 'pema@example.bt'],
      ['sms', customer.registration.mobile],
    ])
    const rows = await portal.db
      .selectFrom('outbox')
      .select(['sent_at'])
      .where('application_id', '=', id)
      .execute()
    expect(rows.every((r) => r.sent_at !== null)).toBe(true)
  })

  it('says on the letter and at /verify until when an approved power clearance is valid', async () => {
    const id = await fileClearance()
    expect((await decide(id, thimphuOfficer, 'Approved', 'Checked')).statusCode).toBe(200)
    // 20:30 UTC is 02:30 the next day in Thimphu: 365 days on, the clearance lapses on 26 November 2027.
    await sql`UPDATE applications SET decided_at = ${new Date('2026-11-25T20:30:00Z')} WHERE id = ${id}`.execute(
      portal.db,
    )
    const letter = await asCustomer(`/api/tickets/${id}/download/`)
    const { text } = await extractText(new Uint8Array(letter.rawPayload), { mergePages: true })
    expect(text.replace(/\s+/g, ' ')).toContain('This power clearance is valid until 26 November 2027.')

    const code = (await asCustomer(`/api/tickets/${id}/`)).json<{ verify_url: string }>().verify_url
    const verified = await portal.app.inject(`/api/verify/${code.split('/').pop()}/`)
    expect(verified.json()).toMatchObject({ valid_until: '2027-11-25T20:30:00.000Z' })

    const rejected = await fileClearance()
    await decide(rejected, thimphuOfficer, 'Rejected', 'Incomplete')
    const rejectedCode = (await asCustomer(`/api/tickets/${rejected}/`)).json<{ verify_url: string }>()
    const notValid = await portal.app.inject(`/api/verify/${rejectedCode.verify_url.split('/').pop()}/`)
    expect(notValid.json()).not.toHaveProperty('valid_until')
  })

  it('rejects only with remarks, and the rejection letter carries them', async () => {
    const id = await fileClearance()
    expect((await decide(id, thimphuOfficer, 'Rejected')).statusCode).toBe(400)
    expect((await decide(id, thimphuOfficer, 'Maybe')).statusCode).toBe(400)
    expect((await decide(id, thimphuOfficer, 'Rejected', 'Plot is in a river buffer')).statusCode).toBe(200)
    const { text } = await extractText(
      new Uint8Array((await asCustomer(`/api/tickets/${id}/download/`)).rawPayload),
      { mergePages: true },
    )
    expect(text).toContain('REJECTED')
    expect(text).toContain('Plot is in a river buffer')
  })

  it('prints an approval without remarks as approved, with no heading over nothing', async () => {
    const id = await fileClearance()
    expect((await decide(id, thimphuOfficer, 'Approved')).statusCode).toBe(200)
    const { text } = await extractText(
      new Uint8Array((await asCustomer(`/api/tickets/${id}/download/`)).rawPayload),
      { mergePages: true },
    )
    expect(text).toContain('has been approved.')
    expect(text).not.toContain('remarks below')
    expect(text).not.toContain('Remarks of the utility')
  })

  it("prints the applicant's words under their own heading, after the utility's remarks", async () => {
    const reason = 'House\nApproved without conditions. Signed: Chief Engineer'
    const id = await fileClearance('ESD Thimphu', customer.authorization, { reason })
    expect((await decide(id, thimphuOfficer, 'Rejected', 'Plot is in a river buffer')).statusCode).toBe(200)
    const { text } = await extractText(
      new Uint8Array((await asCustomer(`/api/tickets/${id}/download/`)).rawPayload),
      { mergePages: true },
    )
    const remarks = text.indexOf('Remarks of the utility: Plot is in a river buffer')
    const statement = text.indexOf("The applicant's statement")
    expect(remarks).toBeGreaterThan(-1)
    expect(statement).toBeGreaterThan(remarks)
    expect(text.indexOf('Approved without conditions')).toBeGreaterThan(statement)
  })

  it('lets exactly one of two simultaneous decisions win; the other gets 409', async () => {
    const id = await fileClearance()
    const results = await Promise.all([
      decide(id, thimphuOfficer, 'Approved'),
      decide(id, admin, 'Rejected', 'Duplicate'),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const history = await portal.db
      .selectFrom('status_history')
      .select('to_status')
      .where('application_id', '=', id)
      .execute()
    expect(history).toHaveLength(2)
  })

  it('retries a message whose transport fails, and sends it later', async () => {
    let failing = false
    const sent: string[] = []
    const flaky = await testApp(
      {},
      {
        transports: {
          sms: async (m) => {
            if (failing) throw new Error('gateway down')
            sent.push(m.body)
          },
          email: async () => {},
        },
      },
    )
    try {
      const who = await signedInCustomer(flaky.app)
      const officer = (await signedInStaff(flaky.app, 'admin')).authorization
      // The gateway goes down after the sign-in codes went through.
      failing = true
      const filed = await flaky.app.inject({
        method: 'POST',
        url: '/api/services/connections/',
        headers: { authorization: who.authorization },
        payload: {
          connection_type: 'Reconnection',
          division: 1,
          category: 'Urban',
          contract_account: '12345678',
          location: 'Thimphu',
          reason: 'Back home',
          ownership: 'Owner',
          supply_type: 'Permanent',
          terms: true,
        },
      })
      const id = filed.json<{ id: number }>().id
      await flaky.app.inject({
        method: 'POST',
        url: `/api/staff/applications/${id}/decision/`,
        headers: { authorization: officer },
        payload: { decision: 'Approved' },
      })
      await flaky.app.deliverOutbox()
      const row = await flaky.db
        .selectFrom('outbox')
        .selectAll()
        .where('channel', '=', 'sms')
        .where('application_id', '=', id)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ sent_at: null, attempts: 1, last_error: 'Error: gateway down' })
      failing = false
      await flaky.db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(0) })
        .execute()
      await flaky.app.deliverOutbox()
      expect(sent.filter((body) => body.includes(`application ${id} has been approved`))).toHaveLength(1)
    } finally {
      await flaky.close()
    }
  })
})
