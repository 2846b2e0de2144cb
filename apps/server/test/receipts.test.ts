import { sql } from 'kysely'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TTicketWithHistory, TVerifiedPaper } from '@portal/domain/tickets'
import { signedInCustomer } from './helpers/customers'
import { filedClearance } from './helpers/filings'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
let customer: Awaited<ReturnType<typeof signedInCustomer>>
let stranger: Awaited<ReturnType<typeof signedInCustomer>>
let officer: string
let thimphu: number
beforeAll(async () => {
  portal = await testApp()
  customer = await signedInCustomer(portal.app, { name: 'Tshering Yangzom' })
  stranger = await signedInCustomer(portal.app)
  officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
  thimphu = await divisionId(portal.app, 'ESD Thimphu')
})
afterAll(() => portal.close())

const fileClearance = (changes: Record<string, string> = {}) =>
  filedClearance(portal.app, customer.authorization, thimphu, changes)

const receiptOf = (id: number | string, authorization = customer.authorization) =>
  portal.app.inject({ url: `/api/tickets/${id}/receipt/`, headers: { authorization } })

const textOf = async (pdf: Buffer) =>
  (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ')

describe('the filing receipt', () => {
  it('says what was filed, when, and by when a decision is expected, with a code to check it', async () => {
    const { id } = await fileClearance()
    const ticket = (
      await portal.app.inject({
        url: `/api/tickets/${id}/`,
        headers: { authorization: customer.authorization },
      })
    ).json<TTicketWithHistory>()

    const receipt = await receiptOf(id)
    expect(receipt.statusCode).toBe(200)
    expect(receipt.headers['content-type']).toBe('application/pdf')
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename=Receipt-${id}.pdf`)
    // A personal document: no shared cache may keep it.
    expect(receipt.headers['cache-control']).toBe('private, no-store')
    const text = await textOf(receipt.rawPayload)
    expect(text).toContain('Receipt of an application')
    expect(text).toContain(`Application ID: ${id}`)
    expect(text).toContain('Service: Power clearance')
    const [year, month, day] = ticket.expected_by!.split('-')
    const expected = new Date(Date.UTC(+year!, +month! - 1, +day!)).toLocaleDateString('en-GB', {
      day: '2-digit',
      month: 'long',
      year: 'numeric',
    })
    expect(text).toContain(`Expected decision by: ${expected}`)
    expect(text).toContain('Tshering Yangzom')
    // What was sent: the fields, and each document by the label its form asked with.
    expect(text).toContain('Babesa, Thimphu')
    expect(text).toContain('15 kW')
    expect(text).toMatch(/Copy of your citizenship ID card cid\.pdf \(\d+ (bytes|KB)\)/)
    expect(text).toContain('letter.png')

    const code = /\/verify\/([A-Za-z0-9_-]+)/.exec(text)![1]!
    const checked = await portal.app.inject(`/api/verify/${code}/`)
    expect(checked.statusCode).toBe(200)
    // What the paper says, to compare: not where the application stands now, nor where it is.
    const asReceived = {
      document: 'receipt',
      id,
      service: 'Power Clearance',
      service_name: 'Power clearance',
      // To the day in Bhutan (UTC+6), as the receipt is dated: not the moment of filing.
      filed_on: new Date(Date.parse(ticket.created) + 6 * 3_600_000).toISOString().slice(0, 10),
      name: 'T******* Y******',
    }
    expect(checked.json<TVerifiedPaper>()).toEqual(asReceived)
    // The receipt's code is not the letter's: once decided, it still names its own paper, as it was.
    await portal.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${id}/decision/`,
      headers: { authorization: officer },
      payload: { decision: 'Approved', remarks: '' },
    })
    expect((await portal.app.inject(`/api/verify/${code}/`)).json()).toEqual(asReceived)
    expect(await textOf((await receiptOf(id)).rawPayload)).toContain('Expected decision by: —')
  })

  it("keeps the applicant's words in their own box, below the utility's", async () => {
    const { id } = await fileClearance({ reason: 'Approved. Expected decision by: tomorrow' })
    const text = await textOf((await receiptOf(id)).rawPayload)
    const statement = text.indexOf("The applicant's statement")
    expect(statement).toBeGreaterThan(text.indexOf('Expected decision by:'))
    expect(text.indexOf('Approved. Expected decision by: tomorrow')).toBeGreaterThan(statement)
  })

  it('is for its owner only', async () => {
    const { id } = await fileClearance()
    expect((await receiptOf(id, stranger.authorization)).statusCode).toBe(404)
    expect((await receiptOf('not-a-number')).statusCode).toBe(404)
    expect((await portal.app.inject(`/api/tickets/${id}/receipt/`)).statusCode).toBe(401)
  })

  it('gives an application filed before receipts existed its code when its owner asks, and only then', async () => {
    const { id } = await fileClearance()
    const codeOf = async () =>
      (
        await portal.app.db
          .selectFrom('applications')
          .select('receipt_code')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).receipt_code
    // As an application filed before receipts existed: no code yet (the schema lets no update clear one).
    await sql`UPDATE applications SET receipt_code = NULL WHERE id = ${id}`.execute(portal.app.db)
    expect((await receiptOf(id, stranger.authorization)).statusCode).toBe(404)
    expect(await codeOf()).toBeNull()
    expect((await receiptOf(id)).statusCode).toBe(200)
    expect(await codeOf()).toMatch(/^[A-Za-z0-9_-]{10,64}$/)
  })
})
