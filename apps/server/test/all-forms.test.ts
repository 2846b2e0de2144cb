import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { APPLICATION_FORMS } from '@portal/domain/applications/form-catalogue'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { FORM_SAMPLES } from '../../../packages/domain/test/form-samples'
import { signedInCustomer } from './helpers/customers'
import { multipart } from './helpers/files'
import { fileSample, resourceOf } from './helpers/filings'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
let authorization: string
beforeAll(async () => {
  portal = await testApp()
  authorization = (await signedInCustomer(portal.app)).authorization
})
afterAll(() => portal.close())

const file_ = (path: string, changes: Record<string, unknown> = {}, auth = authorization) =>
  fileSample(portal.app, auth, path, changes)

describe.each(APPLICATION_FORMS.map((f) => f.path))('%s', (path) => {
  it('files its sample and reads it back by Application ID', async () => {
    const response = await file_(path)
    expect(response.statusCode, response.body).toBe(201)
    const { id, service, request_type } = response.json<{
      id: number
      service: string
      request_type?: string
    }>()
    const form = APPLICATION_FORMS.find((f) => f.path === path)!
    expect(service).toBe(SERVICE_TYPES[form.type].service)
    expect(request_type).toBe(form.variant?.value)
    const again = await portal.app.inject({
      url: `/api/services/${resourceOf(path)}/${id}/`,
      headers: { authorization },
    })
    expect(again.json()).toMatchObject({
      id,
      status: 'Pending',
      attachments: form.files.filter((f) => FORM_SAMPLES[path]![f]).map((field) => ({ field })),
    })
  })

  it('refuses a filing without its division', async () => {
    const response = await file_(path, { division: undefined })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: object }>().errors).toHaveProperty('division')
  })
})

describe('bounds', () => {
  it.each([
    ['9999999', 400],
    ['10000000', 201],
    ['999999999', 201],
    ['1000000000', 400],
  ])('contract account %s → %i (JSON and multipart)', async (value, status) => {
    expect((await file_('/interim-billing', { contract_account: value })).statusCode).toBe(status)
    expect((await file_('/reconnection-power-supply', { contract_account: value })).statusCode).toBe(status)
  })

  it.each([
    ['0', M.validityMin],
    ['1', null],
    ['365', null],
    ['366', M.validityMax],
  ])('validity %s days', async (value, message) => {
    const response = await file_('/construction-clearance', { required_validity: value })
    expect(response.statusCode).toBe(message ? 400 : 201)
    if (message)
      expect(response.json<{ errors: Record<string, string[]> }>().errors.required_validity).toEqual([
        message,
      ])
  })

  it.each([
    ['/energy-meter-upgradation', 'request_type', 'Upgradation, Relocation, Addition, Replacement'],
    ['/reconnection-power-supply', 'connection_type', 'Temporary disconnection, Reconnection'],
  ])('refuses a variant outside its list (%s) and names the list', async (path, field, list) => {
    const response = await file_(path, { [field]: 'Teleportation' })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: object }>().errors).toEqual({
      [field]: [`${field} must be one of ${list}`],
    })
  })
})

describe('power clearance references (sanction, temporary and permanent release)', () => {
  let clearanceId: number
  beforeAll(async () => {
    clearanceId = (await file_('/power-clearance')).json<{ id: number }>().id
  })
  const setClearance = (status: 'Pending' | 'Approved' | 'Rejected', decidedDaysAgo = 0) =>
    sql`UPDATE applications SET status = ${status}, decided_at = now() - make_interval(days => ${decidedDaysAgo}) WHERE id = ${clearanceId}`.execute(
      portal.db,
    )
  const referencing = (path: string, reference: number | string, auth?: string) =>
    file_(path, { yes_no: 'Yes', power_clearance: String(reference), old_power_clearance: undefined }, auth)
  const messageOf = async (response: Promise<{ statusCode: number; json: <T>() => T }>) => {
    const r = await response
    return r.statusCode === 201
      ? 'filed'
      : r.json<{ errors: Record<string, string[]> }>().errors.power_clearance?.[0]
  }
  const referencingForms = [
    '/sanction-power',
    '/release-temporary-power-supply',
    '/release-permanent-power-supply',
  ]

  it.each(referencingForms)('%s: pending, rejected, approved, expired', async (path) => {
    await setClearance('Pending')
    expect(await messageOf(referencing(path, clearanceId))).toBe(M.clearancePending(clearanceId))
    await setClearance('Rejected')
    expect(await messageOf(referencing(path, clearanceId))).toBe(M.clearanceRejected(clearanceId))
    await setClearance('Approved', 364)
    expect(await messageOf(referencing(path, clearanceId))).toBe('filed')
    await setClearance('Approved', 366)
    expect(await messageOf(referencing(path, clearanceId))).toBe(M.clearanceExpired(clearanceId))
  })

  it('refuses an unknown id, another service, and another customer’s clearance as not valid', async () => {
    await setClearance('Approved')
    const shifting = (await file_('/shifting-electricity-infra')).json<{ id: number }>().id
    await sql`UPDATE applications SET status = 'Approved', decided_at = now() WHERE id = ${shifting}`.execute(
      portal.db,
    )
    expect(await messageOf(referencing('/sanction-power', 999_999))).toBe(M.clearanceInvalid(999_999))
    expect(await messageOf(referencing('/sanction-power', shifting))).toBe(M.clearanceInvalid(shifting))
    const stranger = (await signedInCustomer(portal.app)).authorization
    expect(await messageOf(referencing('/sanction-power', clearanceId, stranger))).toBe(
      M.clearanceInvalid(clearanceId),
    )
  })
})

describe('only uploaded parts fill a file field', () => {
  const withFiles = APPLICATION_FORMS.filter((f) => f.files.length > 0)
  const countApplications = async () =>
    Number(
      (
        await portal.db
          .selectFrom('applications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it.each(withFiles.map((f) => f.path))(
    '%s: a JSON body is refused with 415 and files nothing',
    async (path) => {
      const before = await countApplications()
      const response = await portal.app.inject({
        method: 'POST',
        url: `/api/services/${resourceOf(path)}/`,
        headers: { authorization },
        payload: { ...FORM_SAMPLES[path] },
      })
      expect(response.statusCode).toBe(415)
      expect(response.json()).toEqual({ detail: expect.stringContaining('multipart/form-data') })
      expect(await countApplications()).toBe(before)
    },
  )

  it('a file field sent as a plain value counts as missing', async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/services/power-clearances/',
      headers: { authorization },
      payload: multipart({
        ...(Object.fromEntries(
          Object.entries(FORM_SAMPLES['/power-clearance']!).map(([k, v]) => [k, String(v)]),
        ) as Record<string, string>),
        cid_copy: '{"name":"cid.pdf","size":1000}',
        letter_of_clearance: 'letter.pdf',
      }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      cid_copy: [M.cidCopyRequired],
      letter_of_clearance: [M.clearanceLetterRequired],
    })
  })
})

describe('the clearance question files only what its answer asks for', () => {
  it('"No" stores no clearance reference, whatever was typed before the answer changed', async () => {
    const response = await file_('/sanction-power', { yes_no: 'No', power_clearance: '424242' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ yes_no: 'No', power_clearance: '' })
  })

  it('"Yes" keeps no old clearance copy', async () => {
    const clearance = (await file_('/power-clearance')).json<{ id: number }>().id
    await sql`UPDATE applications SET status = 'Approved', decided_at = now() WHERE id = ${clearance}`.execute(
      portal.db,
    )
    const response = await file_('/sanction-power', { yes_no: 'Yes', power_clearance: String(clearance) })
    expect(response.statusCode).toBe(201)
    const filed = response.json<{ attachments: { field: string }[] }>()
    expect(filed.attachments.map((a) => a.field)).toEqual(['license_copy'])
  })
})
