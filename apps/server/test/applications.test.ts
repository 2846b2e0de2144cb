import { sql } from 'kysely'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { signedInCustomer } from './helpers/customers'
import { powerClearanceForm } from './helpers/filings'
import { zipSync } from 'fflate'
import { docxBytes, executableBytes, fakeDocxBytes, file, jpegBytes, pdfBytes } from './helpers/files'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
let authorization: string
let divisionId: number
beforeAll(async () => {
  portal = await testApp()
  authorization = (await signedInCustomer(portal.app)).authorization
  divisionId = (await portal.db.selectFrom('divisions').select('id').orderBy('id').executeTakeFirstOrThrow())
    .id
})
afterAll(() => portal.close())

const post = (resource: string, payload: FormData | object, auth = authorization) =>
  portal.app.inject({
    method: 'POST',
    url: `/api/services/${resource}/`,
    headers: { authorization: auth },
    payload,
  })

const powerClearance = (changes: Record<string, string | File | undefined> = {}) =>
  powerClearanceForm(divisionId, changes)

const errorsOf = (response: { json: <T>() => T }) =>
  response.json<{ errors: Record<string, string[]> }>().errors

describe('filing a power clearance (multipart)', () => {
  it('answers 201 with the Application ID, which is also the ticket id, and one history row', async () => {
    const response = await post('power-clearances', powerClearance())
    expect(response.statusCode).toBe(201)
    const application = response.json<{
      id: number
      status: string
      attachments: { field: string; name: string }[]
    }>()
    expect(application).toMatchObject({
      service: 'Power Clearance',
      status: 'Pending',
      power_required: 15,
      location: 'Babesa, Thimphu',
    })
    expect(application.attachments.map((a) => [a.field, a.name])).toEqual([
      ['cid_copy', 'cid.pdf'],
      ['letter_of_clearance', 'letter.png'],
    ])

    const ticket = await portal.app.inject({
      url: `/api/tickets/${application.id}/`,
      headers: { authorization },
    })
    expect(ticket.json()).toMatchObject({
      id: application.id,
      service_id: application.id,
      status: 'Pending',
      history: [{ status: 'Pending' }],
    })
    const again = await portal.app.inject({
      url: `/api/services/power-clearances/${application.id}/`,
      headers: { authorization },
    })
    expect(again.json()).toMatchObject({
      id: application.id,
      attachments: [{ field: 'cid_copy' }, { field: 'letter_of_clearance' }],
    })
  })

  it.each([
    ['cid_copy', M.cidCopyRequired],
    ['letter_of_clearance', M.clearanceLetterRequired],
    ['location', M.required],
    ['thram', M.required],
    ['category', M.selectOne],
    ['construction_type', M.selectOne],
    ['division', M.divisionRequired],
    ['terms', M.termsAccepted],
  ])('refuses a filing without %s, with its message, and saves nothing', async (field, message) => {
    const before = await portal.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const response = await post('power-clearances', powerClearance({ [field]: undefined }))
    expect(response.statusCode).toBe(400)
    expect(errorsOf(response)[field]).toEqual([message])
    const after = await portal.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('refuses power 0 and accepts power 1', async () => {
    expect(
      errorsOf(await post('power-clearances', powerClearance({ power_required: '0' }))).power_required,
    ).toEqual([M.powerRequiredMin])
    expect((await post('power-clearances', powerClearance({ power_required: '1' }))).statusCode).toBe(201)
  })

  it('decides the type by the bytes as well as the name', async () => {
    const renamedPdf = await post(
      'power-clearances',
      powerClearance({ cid_copy: file(pdfBytes(), 'cid.png') }),
    )
    expect(renamedPdf.statusCode).toBe(415)
    expect(renamedPdf.json()).toEqual({
      detail: M.fileTypeNotSupported,
      errors: { cid_copy: [M.fileTypeNotSupported] },
    })
    const executable = await post(
      'power-clearances',
      powerClearance({ cid_copy: file(executableBytes(), 'cid.pdf') }),
    )
    expect(executable.statusCode).toBe(415)
    expect(
      (await post('power-clearances', powerClearance({ cid_copy: file(jpegBytes(), 'cid.jpg') }))).statusCode,
    ).toBe(201)
    expect(
      (await post('power-clearances', powerClearance({ cid_copy: file(docxBytes(), 'cid.docx') })))
        .statusCode,
    ).toBe(201)
  })

  it('opens a .docx: a fake zip, one without a document, and a zip bomb are refused with 415', async () => {
    // 40 MB of zeros compresses to about 40 KB: well under the upload limit.
    const bomb = docxBytes({ 'word/media/padding.bin': new Uint8Array(40 * 1024 * 1024) })
    expect(bomb.length).toBeLessThan(500_000)
    const withoutDocument = zipSync({
      '[Content_Types].xml': new Uint8Array(10),
      'word/document.xml.bak': new Uint8Array(10),
    })
    for (const bytes of [fakeDocxBytes(), withoutDocument, bomb]) {
      const response = await post('power-clearances', powerClearance({ cid_copy: file(bytes, 'cid.docx') }))
      expect(response.statusCode).toBe(415)
      expect(response.json()).toMatchObject({ errors: { cid_copy: [M.fileTypeNotSupported] } })
    }
  })

  it('refuses a file of 500000 bytes with 413 and takes one of 499999', async () => {
    const tooLarge = await post(
      'power-clearances',
      powerClearance({ cid_copy: file(pdfBytes(500_000), 'big.pdf') }),
    )
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json()).toMatchObject({ detail: M.fileTooLarge })
    expect(
      (await post('power-clearances', powerClearance({ cid_copy: file(pdfBytes(499_999), 'just.pdf') })))
        .statusCode,
    ).toBe(201)
  })

  it('needs a token: 401 without one, before reading the body', async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/services/power-clearances/',
      payload: powerClearance(),
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('ownership', () => {
  it("answers 404 for another customer's application, its ticket and its attachments", async () => {
    const mine = (await post('power-clearances', powerClearance())).json<{
      id: number
      attachments: { url: string }[]
    }>()
    const other = (await signedInCustomer(portal.app)).authorization
    const headers = { authorization: other }
    expect(
      (await portal.app.inject({ url: `/api/services/power-clearances/${mine.id}/`, headers })).statusCode,
    ).toBe(404)
    const ticket = await portal.app.inject({ url: `/api/tickets/${mine.id}/`, headers })
    expect(ticket.statusCode).toBe(404)
    expect(ticket.json()).toEqual({ detail: `Sorry, Application ID ${mine.id} doesn't exist.` })
    expect((await portal.app.inject({ url: mine.attachments[0]!.url, headers })).statusCode).toBe(404)
    const own = await portal.app.inject({ url: mine.attachments[0]!.url, headers: { authorization } })
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-disposition']).toBe('attachment; filename=cid.pdf')
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const shown = await portal.app.inject({
      url: `${mine.attachments[0]!.url}?inline=1`,
      headers: { authorization },
    })
    expect(shown.headers['content-disposition']).toBe('inline; filename=cid.pdf')
  })

  it('lists only the customer’s own applications of that type', async () => {
    const other = (await signedInCustomer(portal.app)).authorization
    await post('power-clearances', powerClearance(), other)
    const list = await portal.app.inject({
      url: '/api/services/power-clearances/',
      headers: { authorization: other },
    })
    expect(list.json<unknown[]>()).toHaveLength(1)
  })
})

describe('a request that dies midway', () => {
  it('leaves no application, and the sweep removes its file but no committed one', async () => {
    const failing = await testApp()
    try {
      const auth = (await signedInCustomer(failing.app)).authorization
      const kept = await failing.app.inject({
        method: 'POST',
        url: '/api/services/power-clearances/',
        headers: { authorization: auth },
        payload: powerClearance({ cid_copy: file(jpegBytes(), 'kept.jpg') }),
      })
      expect(kept.statusCode).toBe(201)
      // The database refuses the insert after the file is stored: the transaction rolls back.
      await sql`ALTER TABLE applications ADD CONSTRAINT fail_for_test CHECK (false) NOT VALID`.execute(
        failing.db,
      )
      const response = await failing.app.inject({
        method: 'POST',
        url: '/api/services/power-clearances/',
        headers: { authorization: auth },
        payload: powerClearance(),
      })
      expect(response.statusCode).toBe(500)
      expect(await failing.db.selectFrom('applications').select('id').execute()).toHaveLength(1)
      expect(await failing.db.selectFrom('attachments').select('id').execute()).toHaveLength(2)
      const filesDir = path.join(failing.dataDir, 'files')
      const stored = async () =>
        (await Promise.all((await readdir(filesDir)).map((d) => readdir(path.join(filesDir, d))))).flat()
      // kept.jpg and letter.png (shared, same bytes) of the committed filing, cid.pdf of the failed one.
      expect((await stored()).length).toBe(3)
      expect(await failing.app.sweepOrphanFiles(-1)).toBe(1)
      expect((await stored()).length).toBe(2)
      const attachment = kept.json<{ attachments: { url: string }[] }>().attachments[0]!
      expect(
        (await failing.app.inject({ url: attachment.url, headers: { authorization: auth } })).statusCode,
      ).toBe(200)
    } finally {
      await failing.close()
    }
  })
})
