import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TFiledApplication } from '@portal/domain/applications/responses'
import { signedInCustomer } from './helpers/customers'
import { MESSAGES } from '@portal/domain/messages'
import { FORM_SAMPLES } from '../../../packages/domain/test/form-samples'
import { file as file_, pdfBytes } from './helpers/files'
import { filingBody, formAt, powerClearanceForm, resourceOf } from './helpers/filings'
import { divisionId } from './helpers/staff'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
let customer: Awaited<ReturnType<typeof signedInCustomer>>
let other: Awaited<ReturnType<typeof signedInCustomer>>
let thimphu: number
beforeAll(async () => {
  portal = await testApp()
  customer = await signedInCustomer(portal.app)
  other = await signedInCustomer(portal.app)
  thimphu = await divisionId(portal.app, 'ESD Thimphu')
})
afterAll(() => portal.close())

const file = (key: string | undefined, authorization = customer.authorization, changes = {}) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/services/power-clearances/',
    headers: { authorization, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: powerClearanceForm(thimphu, changes),
  })

const rowsWithKey = async (key: string) =>
  portal.db
    .selectFrom('applications')
    .select(['id', 'customer_cid'])
    .where('idempotency_key', '=', key)
    .execute()

describe('filing with an Idempotency-Key', () => {
  it('answers a repeat with the first application, and files it once', async () => {
    const first = await file('retry-1')
    const again = await file('retry-1')
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])
    expect(again.json<TFiledApplication>()).toEqual(first.json<TFiledApplication>())
    expect(await rowsWithKey('retry-1')).toHaveLength(1)
  })

  it('files once under a burst of 20 simultaneous identical submissions', async () => {
    const before = await portal.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    const answers = await Promise.all(Array.from({ length: 20 }, () => file('burst-key')))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201))
    expect(new Set(answers.map((a) => a.json<TFiledApplication>().id)).size).toBe(1)
    const after = await portal.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n) - Number(before.n)).toBe(1)
    const [row] = await rowsWithKey('burst-key')
    const history = await portal.db
      .selectFrom('status_history')
      .selectAll()
      .where('application_id', '=', row!.id)
      .execute()
    expect(history).toHaveLength(1)
  })

  it("keeps one customer's key apart from another's, and files without a key as before", async () => {
    const mine = await file('shared-key')
    const theirs = await file('shared-key', other.authorization)
    expect(theirs.json<TFiledApplication>().id).not.toBe(mine.json<TFiledApplication>().id)
    const plain = [await file(undefined), await file(undefined)]
    expect(plain[0]!.json<TFiledApplication>().id).not.toBe(plain[1]!.json<TFiledApplication>().id)
  })

  it('refuses a key that is not printable text, and a refused filing does not use up its key', async () => {
    expect((await file('has space')).statusCode).toBe(400)
    expect((await file('x'.repeat(101))).statusCode).toBe(400)
    const refused = await file('after-fix', customer.authorization, { location: '' })
    expect(refused.statusCode).toBe(400)
    expect(await rowsWithKey('after-fix')).toHaveLength(0)
    const fixed = await file('after-fix')
    expect(fixed.statusCode).toBe(201)
    expect(fixed.json<TFiledApplication>().location).toBe('Babesa, Thimphu')
  })

  it('answers 422 to the same key with other details, other documents or another form, and files nothing', async () => {
    const first = await file('reused-key')
    expect(first.statusCode).toBe(201)
    const otherDetails = await file('reused-key', customer.authorization, { location: 'Paro' })
    const otherDocument = await file('reused-key', customer.authorization, {
      cid_copy: file_(pdfBytes(2_000), 'cid.pdf'),
    })
    const otherForm = await portal.app.inject({
      method: 'POST',
      url: `/api/services/${resourceOf('/interim-billing')}/`,
      headers: { authorization: customer.authorization, 'idempotency-key': 'reused-key' },
      payload: filingBody(formAt('/interim-billing'), FORM_SAMPLES['/interim-billing']!),
    })
    for (const refused of [otherDetails, otherDocument, otherForm]) {
      expect(refused.statusCode, refused.body).toBe(422)
      expect(refused.json()).toMatchObject({ detail: MESSAGES.filingKeyReused })
    }
    expect(await rowsWithKey('reused-key')).toHaveLength(1)
    // The first filing itself, sent again, is still a repeat.
    expect((await file('reused-key')).json<TFiledApplication>().id).toBe(first.json<TFiledApplication>().id)
  })
})
