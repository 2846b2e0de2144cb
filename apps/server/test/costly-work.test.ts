import { sql } from 'kysely'
import { MESSAGES } from '@portal/domain/messages'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { letterRenderer } from '../src/letters/letter-renderer'
import { loadConfig } from '../src/config'
import { signedInCustomer } from './helpers/customers'
import { FORM_SAMPLES } from '../../../packages/domain/test/form-samples'
import { createApplication } from '../src/services/filings/applications'
import { pdfBytes, pngBytes } from './helpers/files'
import { fileSample, formAt } from './helpers/filings'
import { signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

/** What is costly has a limit per customer, and it holds under a burst (DESIGN.md §5). */
const {
  FILINGS_PER_HOUR,
  FILING_ATTEMPTS_PER_HOUR,
  LETTERS_PER_10_MINUTES,
  STORAGE_QUOTA_MB,
  STORAGE_QUOTA_DAYS,
} = loadConfig({})
const QUOTA_BYTES = STORAGE_QUOTA_MB * 1024 * 1024

let portal: Awaited<ReturnType<typeof testApp>>
let divisionId: number
beforeAll(async () => {
  portal = await testApp({
    FILINGS_PER_HOUR,
    FILING_ATTEMPTS_PER_HOUR,
    LETTERS_PER_10_MINUTES,
    STORAGE_QUOTA_MB,
  })
  divisionId = (await portal.db.selectFrom('divisions').select('id').orderBy('id').executeTakeFirstOrThrow())
    .id
})
afterAll(() => portal.close())

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {})

const fileMeterRequest = (authorization: string) =>
  fileSample(portal.app, authorization, '/energy-meter-upgradation', { division: divisionId })

const powerClearance = (authorization: string, documentBytes: number) =>
  fileSample(portal.app, authorization, '/power-clearance', { division: divisionId }, documentBytes)

/** Files a power clearance, then makes its document `bytes` large, as if the customer had kept that much. */
async function keeping(authorization: string, bytes: number) {
  const first = (await powerClearance(authorization, 1_000)).json<{
    id: number
    attachments: { id: number }[]
  }>()
  await portal.db
    .updateTable('attachments')
    .set({ size: bytes })
    .where('id', '=', first.attachments[0]!.id)
    .execute()
  return first.id
}

describe('filings', () => {
  it(`a burst of 60 simultaneous filings by one customer files ${FILINGS_PER_HOUR}; others still file`, async () => {
    const { authorization } = await signedInCustomer(portal.app)
    const statuses = await Promise.all(Array.from({ length: 60 }, () => fileMeterRequest(authorization)))
    expect(statusCounts(statuses.map((r) => r.statusCode))).toEqual({
      201: FILINGS_PER_HOUR,
      429: 60 - FILINGS_PER_HOUR,
    })
    const refused = statuses.find((r) => r.statusCode === 429)!
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(
        /^You have filed many applications in a short while\. Please try again in (60|59) minutes\.$/,
      ),
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_500)
    const other = await signedInCustomer(portal.app)
    expect((await fileMeterRequest(other.authorization)).statusCode).toBe(201)
  })

  it(`counts refused attempts apart: a form corrected ${FILINGS_PER_HOUR * 2} times still files, up to ${FILING_ATTEMPTS_PER_HOUR} refusals`, async () => {
    const { authorization } = await signedInCustomer(portal.app)
    // One after another, as a person corrects a form: a burst is held by the test above.
    const attempts = async (times: number) => {
      const statuses = []
      for (let i = 0; i < times; i++)
        statuses.push(
          await fileSample(portal.app, authorization, '/energy-meter-upgradation', {
            division: divisionId,
            location: '',
          }),
        )
      return statuses
    }
    const corrections = await attempts(FILINGS_PER_HOUR * 2)
    expect(statusCounts(corrections.map((r) => r.statusCode))).toEqual({ 400: FILINGS_PER_HOUR * 2 })
    expect((await fileMeterRequest(authorization)).statusCode).toBe(201)

    const left = FILING_ATTEMPTS_PER_HOUR - FILINGS_PER_HOUR * 2
    const more = await attempts(left + 1)
    expect(statusCounts(more.map((r) => r.statusCode))).toEqual({ 400: left, 429: 1 })
    expect(more.at(-1)!.json()).toEqual({
      detail: expect.stringMatching(
        /^You have done this many times in a short while\. Please try again in \d+ minutes\.$/,
      ),
    })
  })
})

describe("one customer's own allowances, raised by an admin", () => {
  it('let a contractor file past the default, keep who changed them and why, and go back to the default', async () => {
    const contractor = await signedInCustomer(portal.app)
    const admin = await signedInStaff(portal.app, 'admin')
    const officer = await signedInStaff(portal.app, 'officer')
    const url = `/api/staff/customers/${contractor.registration.cid}/allowances/`
    const put = (authorization: string, payload: object) =>
      portal.app.inject({ method: 'PUT', url, headers: { authorization }, payload })

    const raise = {
      filings_per_hour: FILINGS_PER_HOUR * 3,
      storage_quota_mb: 200,
      reason: 'Builder of 12 flats, Olakha',
    }
    expect((await put(officer.authorization, raise)).statusCode).toBe(403)
    expect((await put(admin.authorization, { ...raise, filings_per_hour: 0 })).json()).toEqual({
      detail: 'The least is 1.',
      errors: { filings_per_hour: ['The least is 1.'] },
    })
    expect((await put(admin.authorization, { ...raise, reason: '' })).statusCode).toBe(400)
    const unknown = await portal.app.inject({
      method: 'PUT',
      url: '/api/staff/customers/11000000001/allowances/',
      headers: { authorization: admin.authorization },
      payload: raise,
    })
    expect(unknown.statusCode).toBe(404)
    const malformed = await portal.app.inject({
      method: 'GET',
      url: '/api/staff/customers/0123456789/allowances/',
      headers: { authorization: admin.authorization },
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors.cid).toEqual([MESSAGES.cidDigits])

    const raised = await put(admin.authorization, raise)
    expect(raised.statusCode).toBe(200)
    expect(raised.json()).toMatchObject({
      filings_per_hour: FILINGS_PER_HOUR * 3,
      storage_quota_mb: 200,
      own: { filings_per_hour: true, storage_quota_mb: true },
      history: [{ by: admin.username, reason: raise.reason, filings_per_hour: FILINGS_PER_HOUR * 3 }],
    })
    const burst = await Promise.all(
      Array.from({ length: FILINGS_PER_HOUR * 4 }, () => fileMeterRequest(contractor.authorization)),
    )
    expect(statusCounts(burst.map((r) => r.statusCode))).toEqual({
      201: FILINGS_PER_HOUR * 3,
      429: FILINGS_PER_HOUR,
    })

    const back = await put(admin.authorization, {
      filings_per_hour: null,
      storage_quota_mb: null,
      reason: 'Flats done',
    })
    expect(back.json()).toMatchObject({
      filings_per_hour: FILINGS_PER_HOUR,
      storage_quota_mb: STORAGE_QUOTA_MB,
      own: { filings_per_hour: false, storage_quota_mb: false },
    })
    expect(back.json<{ history: unknown[] }>().history).toHaveLength(2)
  })

  it("read the customer once for a change, and answer with the customer's name", async () => {
    const { registration } = await signedInCustomer(portal.app)
    const admin = await signedInStaff(portal.app, 'admin')
    const reads = vi.spyOn(portal.app.services.customers, 'find')
    try {
      const changed = await portal.app.inject({
        method: 'PUT',
        url: `/api/staff/customers/${registration.cid}/allowances/`,
        headers: { authorization: admin.authorization },
        payload: { filings_per_hour: FILINGS_PER_HOUR * 2, storage_quota_mb: null, reason: 'A school' },
      })
      expect(changed.json()).toMatchObject({ cid: registration.cid, name: registration.name })
      expect(reads.mock.calls.filter(([cid]) => cid === registration.cid)).toHaveLength(1)
      // The admin's page reads the same answer afterwards.
      const read = await portal.app.inject({
        url: `/api/staff/customers/${registration.cid}/allowances/`,
        headers: { authorization: admin.authorization },
      })
      expect(read.json()).toEqual(changed.json())
    } finally {
      reads.mockRestore()
    }
  })

  it('raise the storage quota: documents past the default are taken', async () => {
    const { registration, authorization } = await signedInCustomer(portal.app)
    const admin = await signedInStaff(portal.app, 'admin')
    await keeping(authorization, QUOTA_BYTES)
    expect((await powerClearance(authorization, 100_000)).statusCode).toBe(413)
    await portal.app.inject({
      method: 'PUT',
      url: `/api/staff/customers/${registration.cid}/allowances/`,
      headers: { authorization: admin.authorization },
      payload: { filings_per_hour: null, storage_quota_mb: STORAGE_QUOTA_MB * 2, reason: 'Many buildings' },
    })
    expect((await powerClearance(authorization, 100_000)).statusCode).toBe(201)
  })
})

describe('the storage quota', () => {
  it('refuses documents past the quota with 413, counted one filing after another under a burst', async () => {
    const { authorization } = await signedInCustomer(portal.app)
    // As if the customer had filed nearly the quota: 300 KB short of it.
    await keeping(authorization, QUOTA_BYTES - 300_000 - 1_000)
    // Each filing brings 2 × 100 KB: one fits, the others would not.
    const burst = await Promise.all(Array.from({ length: 8 }, () => powerClearance(authorization, 100_000)))
    expect(statusCounts(burst.map((r) => r.statusCode))).toEqual({ 201: 1, 413: 7 })
    expect(burst.find((r) => r.statusCode === 413)!.json()).toEqual({
      detail: `The documents of your applications of the last ${STORAGE_QUOTA_DAYS} days have reached ${STORAGE_QUOTA_MB} MB. Please call 1250 to file this application now.`,
    })
    // An application without documents still goes through.
    expect((await fileMeterRequest(authorization)).statusCode).toBe(201)
    // Another customer's documents count against their own quota, not this one's.
    const other = await signedInCustomer(portal.app)
    expect((await powerClearance(other.authorization, 100_000)).statusCode).toBe(201)
  })

  it(`counts only the documents of the last ${STORAGE_QUOTA_DAYS} days: a contractor files again next month`, async () => {
    const { authorization } = await signedInCustomer(portal.app)
    const first = await keeping(authorization, QUOTA_BYTES)
    expect((await powerClearance(authorization, 100_000)).statusCode).toBe(413)
    await sql`UPDATE applications SET created_at = now() - make_interval(days => ${STORAGE_QUOTA_DAYS + 1})
              WHERE id = ${first}`.execute(portal.db)
    expect((await powerClearance(authorization, 100_000)).statusCode).toBe(201)
  })
  it("holds the customer's lock for the quota and the filing's writes only, and takes it once", async () => {
    const { registration } = await signedInCustomer(portal.app)
    const statements: string[] = []
    const recording = portal.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        statements.push(recording.getExecutor().compileQuery(node, queryId).sql)
        return node
      },
      transformResult: async ({ result }) => result,
    })
    const form = formAt('/power-clearance')
    const { cid_copy, letter_of_clearance, ...values } = FORM_SAMPLES['/power-clearance']!
    const document = (field: string, bytes: Uint8Array, kind: 'pdf' | 'png') => ({
      field,
      name: `${field}.${kind}`,
      size: bytes.length,
      bytes: Buffer.from(bytes),
      kind,
    })
    expect([cid_copy, letter_of_clearance]).not.toContain(undefined)
    await createApplication(recording, portal.app.files, {
      customerCid: registration.cid,
      form,
      upload: {
        values: { ...values, division: divisionId },
        files: [document('cid_copy', pdfBytes(), 'pdf'), document('letter_of_clearance', pngBytes(), 'png')],
      },
      clearanceValidityDays: 365,
      storageQuotaBytes: QUOTA_BYTES,
      storageQuotaDays: STORAGE_QUOTA_DAYS,
    })
    const locks = statements.filter((q) => /from "customers" .* for update$/.test(q))
    expect(locks).toHaveLength(1)
    const underLock = statements.slice(statements.indexOf(locks[0]!) + 1)
    expect(
      underLock.map((q) => /^(select .* from "attachments"|insert into "[a-z_]+")/.exec(q)?.[0]),
    ).toEqual([
      'select coalesce(sum("attachments"."size"), $1) as "kept" from "attachments"',
      'insert into "applications"',
      'insert into "attachments"',
      'insert into "status_history"',
    ])
  })
})

describe('letters', () => {
  it(`a burst of 100 downloads by one customer gets ${LETTERS_PER_10_MINUTES} letters; another customer still gets theirs`, async () => {
    const customer = await signedInCustomer(portal.app)
    const other = await signedInCustomer(portal.app)
    const admin = await signedInStaff(portal.app, 'admin')
    const decided = async (authorization: string) => {
      const id = (await fileMeterRequest(authorization)).json<{ id: number }>().id
      await portal.app.inject({
        method: 'POST',
        url: `/api/staff/applications/${id}/decision/`,
        headers: { authorization: admin.authorization },
        payload: { decision: 'Approved', remarks: 'Fit the meter' },
      })
      return id
    }
    const id = await decided(customer.authorization)
    const otherId = await decided(other.authorization)
    const download = (authorization: string, letter: number) =>
      portal.app.inject({ url: `/api/tickets/${letter}/download/`, headers: { authorization } })

    const burst = await Promise.all(Array.from({ length: 100 }, () => download(customer.authorization, id)))
    expect(statusCounts(burst.map((r) => r.statusCode))).toEqual({
      200: LETTERS_PER_10_MINUTES,
      429: 100 - LETTERS_PER_10_MINUTES,
    })
    // Rendered once: every copy is the same document.
    const copies = new Set(burst.filter((r) => r.statusCode === 200).map((r) => r.body))
    expect(copies.size).toBe(1)
    expect((await download(other.authorization, otherId)).statusCode).toBe(200)
  })

  it('renders one letter once, however many ask at once', async () => {
    const renderer = letterRenderer()
    try {
      const letter = {
        kind: 'letter' as const,
        language: 'en' as const,
        id: 1,
        service: 'Energy Meter',
        status: 'Approved' as const,
        filedAt: new Date(),
        decidedAt: new Date(),
        remarks: '',
        officer: 'Karma',
        division: 'ESD Thimphu',
        customer: { name: 'Pema', cid: '11512345678' },
        statement: [['Location', 'Babesa']] satisfies [string, string][],
        verifyUrl: 'http://127.0.0.1/verify/abc',
      }
      const [a, b] = await Promise.all([
        renderer.render('abc:Approved', letter),
        renderer.render('abc:Approved', letter),
      ])
      expect(a).toBe(b)
      expect(await renderer.render('abc:Approved', letter)).toBe(a)
      expect(a.subarray(0, 5).toString()).toBe('%PDF-')
    } finally {
      await renderer.close()
    }
  })
})
