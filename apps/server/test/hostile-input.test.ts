import { parse as parseContentDisposition } from 'content-disposition'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TEXT_MESSAGES } from '@portal/domain/text'
import { signedInCustomer } from './helpers/customers'
import { file, pdfBytes } from './helpers/files'
import { powerClearanceForm } from './helpers/filings'
import { signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

/** Input no form would send: each gets a 4xx with the contract's body, never a 500. */
let portal: Awaited<ReturnType<typeof testApp>>
let customer: Awaited<ReturnType<typeof signedInCustomer>>
let divisionId: number
const logLines: string[] = []
beforeAll(async () => {
  portal = await testApp({}, { logLines })
  customer = await signedInCustomer(portal.app)
  divisionId = (await portal.db.selectFrom('divisions').select('id').orderBy('id').executeTakeFirstOrThrow())
    .id
})
afterAll(() => portal.close())
// Bad input is the client's mistake: it never writes an error (with its stack) to the log.
afterEach(() => {
  const errors = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)
  logLines.length = 0
  expect(errors).toEqual([])
})

const expectContractError = (response: { statusCode: number; json: () => unknown }, status = 400) => {
  expect(response.statusCode).toBe(status)
  expect(response.json()).toMatchObject({ detail: expect.any(String) })
}

const powerClearance = (changes: Record<string, string | File | undefined> = {}) =>
  powerClearanceForm(divisionId, changes)

const file_ = (payload: FormData | object | string, headers: Record<string, string> = {}) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/services/power-clearances/',
    headers: { authorization: customer.authorization, ...headers },
    payload,
  })

describe('text that would print as the utility’s words', () => {
  it('refuses a second line in a single-line field, by the field', async () => {
    const response = await file_(powerClearance({ location: 'Babesa\nApproved without conditions' }))
    expectContractError(response)
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      location: [TEXT_MESSAGES.oneLine],
    })
  })

  it('refuses letters no paper prints, by the field, and files a location in Nepali (decision 076)', async () => {
    const refused = await file_(powerClearance({ location: '李小龍 Thimphu' }))
    expectContractError(refused)
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      location: [TEXT_MESSAGES.paperScript],
    })
    const filed = await file_(powerClearance({ location: 'किरण भवन, गेलेफु' }))
    expect(filed.statusCode).toBe(201)
    expect(filed.json<{ location: string }>().location).toBe('किरण भवन, गेलेफु')
  })

  it('keeps the lines of a paragraph, as plain line breaks', async () => {
    const response = await file_(powerClearance({ reason: 'New house\r\nTwo storeys' }))
    expect(response.statusCode).toBe(201)
    expect(response.json<{ reason: string }>().reason).toBe('New house\nTwo storeys')
  })
})

describe('a NUL byte or a control character, on anonymous routes too', () => {
  const nul = 'x\u0000y'
  it.each([
    ['POST', '/api/accounts/login/', { username: `1151234567\u0000`, password: '17123456' }],
    ['POST', '/api/accounts/login/', { username: '11512345678', password: `1712345\u0000` }],
    ['POST', '/api/accounts/login/verify/', { challenge: nul, code: '123456' }],
    ['POST', '/api/customers/', { cid: '11512345678', mobile: '17123456', name: nul }],
    ['POST', '/api/customers/', { cid: '11512345678', mobile: '17123456', name: 'P', thread_id: nul }],
    ['POST', '/api/staff/login/', { username: nul, password: nul }],
    ['GET', `/api/customers/check-cid/?cid=${encodeURIComponent(nul)}&thread_id=${encodeURIComponent(nul)}`],
    ['GET', `/api/addresses/gewogs/?dzongkhag=${encodeURIComponent(nul)}`],
    ['GET', `/api/verify/${encodeURIComponent(nul)}/`],
    ['GET', `/api/ndi/threads/${encodeURIComponent(nul)}/`],
    ['GET', `/api/dev/sms/?to=${encodeURIComponent(nul)}`],
  ] as const)('%s %s', async (method, url, payload?: object) => {
    const response = await portal.app.inject({
      method,
      url,
      payload,
      headers: { 'x-wallet-key': 'A'.repeat(43) },
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json()).toMatchObject({ detail: expect.any(String) })
  })
})

describe('a document’s name, as the download will give it', () => {
  /** The power clearance as a browser encodes it, with the CID copy's filename written raw. */
  async function withRawFilename(filename: string) {
    const encoded = new Response(powerClearance({ cid_copy: file(pdfBytes(), 'PLACEHOLDER.pdf') }))
    const body = Buffer.from(await encoded.arrayBuffer())
      .toString('latin1')
      .replace('filename="PLACEHOLDER.pdf"', `filename="${filename}"`)
    return file_(Buffer.from(body, 'latin1'), { 'content-type': encoded.headers.get('content-type')! })
  }
  const cidCopyName = (response: { json: <T>() => T }) =>
    response
      .json<{ attachments: { field: string; name: string }[] }>()
      .attachments.find((a) => a.field === 'cid_copy')?.name

  it('keeps no folder, control character or quote, nor the spaces around it', async () => {
    const response = await withRawFilename('C:\\\\scans\\\\ my\x07 \\"cid\\" copy .pdf')
    expect(response.statusCode, response.body).toBe(201)
    expect(cidCopyName(response)).toBe('my cid copy .pdf')
  })

  it('loses the direction controls that would show it as another name', async () => {
    // Shown as "scanfdp.exe" would be "scan" + reversed "exe.pdf": a PDF dressed as a program.
    const response = await file_(
      powerClearance({
        cid_copy: file(pdfBytes(), 'scan\u202Eexe\u2066\u202A\u202B\u202C\u202D\u2067\u2068\u2069.pdf'),
      }),
    )
    expect(response.statusCode).toBe(201)
    expect(cidCopyName(response)).toBe('scanexe.pdf')
  })

  it('downloads under its name in any script, with an ASCII stand-in for clients that need one', async () => {
    // Dzongkha reaches the header percent-encoded, and as question marks for older clients.
    const name = 'ཐིམ་ཕུ་ cid.pdf'
    const filed = await file_(powerClearance({ cid_copy: file(pdfBytes(), name) }))
    expect(filed.statusCode, filed.body).toBe(201)
    const { url } = filed.json<{ attachments: { field: string; url: string }[] }>().attachments[0]!
    const download = await portal.app.inject({ url, headers: { authorization: customer.authorization } })

    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="??????? cid.pdf"; filename*=UTF-8''` +
        '%E0%BD%90%E0%BD%B2%E0%BD%98%E0%BC%8B%E0%BD%95%E0%BD%B4%E0%BC%8B%20cid.pdf',
    )
    expect(parseContentDisposition(download.headers['content-disposition']!).parameters.filename).toBe(name)
  })

  it('keeps the last 150 characters of a long one, so its type still shows', async () => {
    const long = `${'a'.repeat(200)}.pdf`
    const response = await file_(powerClearance({ cid_copy: file(pdfBytes(), long) }))
    expect(response.statusCode).toBe(201)
    expect(cidCopyName(response)).toBe(long.slice(-150))
  })
})

describe('staff input', () => {
  it('refuses a division named twice in an account', async () => {
    const admin = await signedInStaff(portal.app, 'admin')
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/staff/accounts/',
      headers: { authorization: admin.authorization },
      payload: {
        username: 'twice',
        name: 'Twice',
        password: 'a-long-and-unusual-passphrase',
        role: 'officer',
        divisions: [divisionId, divisionId],
        current_password: admin.password,
      },
    })
    expectContractError(response)
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      divisions: ['Name each division only once.'],
    })
  })
})

describe('broken bodies and missing things', () => {
  it('a truncated multipart body is a 400, and files nothing', async () => {
    const boundary = '----portal-test-boundary'
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="location"\r\n\r\nBabesa\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="cid_copy"; filename="cid.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4 and then the connection drops`
    const before = await portal.db.selectFrom('applications').select('id').execute()
    const response = await file_(body, { 'content-type': `multipart/form-data; boundary=${boundary}` })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json()).toMatchObject({ detail: expect.any(String) })
    expect(await portal.db.selectFrom('applications').select('id').execute()).toEqual(before)
  })

  it('an Application ID too long to be one is a 400 on every customer route that takes one', async () => {
    const long = '1'.repeat(21)
    for (const url of [
      `/api/tickets/${long}/`,
      `/api/tickets/${long}/download/`,
      `/api/tickets/${long}/receipt/`,
    ]) {
      const response = await portal.app.inject({ url, headers: { authorization: customer.authorization } })
      expect(response.statusCode, url).toBe(400)
    }
  })

  it('an impossible calendar date in the inbox filters is a 400 by the field', async () => {
    const officer = await signedInStaff(portal.app, 'admin')
    for (const date of ['2026-02-30', '2026-13-01', '2025-02-29']) {
      const response = await portal.app.inject({
        url: `/api/staff/applications/?from=${date}`,
        headers: { authorization: officer.authorization },
      })
      expectContractError(response)
      expect(response.json<{ errors: object }>().errors).toHaveProperty('from')
    }
  })

  it('a document missing from the store is a 404 with the contract body, not a broken download', async () => {
    const filed = (await file_(powerClearance())).json<{ attachments: { id: number; sha256?: string }[] }>()
    const attachment = filed.attachments[0]!
    const { sha256 } = await portal.db
      .selectFrom('attachments')
      .select('sha256')
      .where('id', '=', attachment.id)
      .executeTakeFirstOrThrow()
    await rm(path.join(portal.dataDir, 'files', sha256.slice(0, 2), sha256))
    const response = await portal.app.inject({
      url: `/api/attachments/${attachment.id}/`,
      headers: { authorization: customer.authorization },
    })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers['content-disposition']).toBeUndefined()
    expect(response.json()).toEqual({ detail: expect.stringContaining('cannot be found') })
  })
})

describe('personal answers', () => {
  it('are never kept by a browser or a proxy; the public lists may be', async () => {
    const headers = { authorization: customer.authorization }
    for (const url of ['/api/customers/profile/', '/api/tickets/', '/api/services/power-clearances/'])
      expect((await portal.app.inject({ url, headers })).headers['cache-control']).toBe('no-store')
    expect((await portal.app.inject({ url: '/api/tickets/999999/', headers })).headers['cache-control']).toBe(
      'no-store',
    )
    expect((await portal.app.inject({ url: '/api/divisions/' })).headers['cache-control']).toBe(
      'public, max-age=300',
    )
  })
})
