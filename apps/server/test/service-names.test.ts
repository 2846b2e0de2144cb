import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TDashboard } from '@portal/domain/dashboard'
import type { TInboxResponse } from '@portal/domain/staff/inbox'
import { signedInCustomer } from './helpers/customers'
import { fileSample } from './helpers/filings'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

/** Issue 33: an officer sees which of the services that share a stored name was asked for. */

const RELOCATION = 'Relocation/Shifting of energy meter'
const METER_PAGES = [
  '/energy-meter-upgradation',
  '/energy-meter-relocation',
  '/additional-energy-meter-installation',
  '/testing-replacement-meter',
]

let portal: Awaited<ReturnType<typeof testApp>>
let customer: Awaited<ReturnType<typeof signedInCustomer>>
let officer: string
const ids: Record<string, number> = {}

beforeAll(async () => {
  portal = await testApp()
  customer = await signedInCustomer(portal.app)
  officer = (await signedInStaff(portal.app, 'officer', ['ESD Wangdue'])).authorization
  const division = await divisionId(portal.app, 'ESD Wangdue')
  for (const path of METER_PAGES) {
    const filed = await fileSample(portal.app, customer.authorization, path, { division })
    expect(filed.statusCode).toBe(201)
    ids[path] = filed.json<{ id: number }>().id
  }
})
afterAll(() => portal.close())

const asOfficer = (url: string) => portal.app.inject({ url, headers: { authorization: officer } })
const inbox = async (query: string) => {
  const response = await asOfficer(`/api/staff/applications/?${query}`)
  expect(response.statusCode).toBe(200)
  return response.json<TInboxResponse>()
}

describe('the inbox', () => {
  it('names each meter service as the customer chose it', async () => {
    const { results } = await inbox('status=Pending')
    const relocation = results.find((row) => row.id === ids['/energy-meter-relocation'])
    expect(relocation).toMatchObject({
      service: 'Energy Meter',
      request_type: 'Relocation',
      service_name: RELOCATION,
    })
    expect(new Set(results.map((row) => row.service_name)).size).toBe(4)
  })

  it('filters by the chosen service, and still by the stored one', async () => {
    const relocations = await inbox('service=Energy%20Meter&request_type=Relocation')
    expect(relocations.results.map((row) => row.id)).toEqual([ids['/energy-meter-relocation']])
    expect((await inbox('request_type=Relocation')).results.map((row) => row.service_name)).toEqual([
      RELOCATION,
    ])
    expect((await inbox('service=Energy%20Meter')).count).toBe(4)
    const mismatched = await asOfficer(
      '/api/staff/applications/?service=Power%20Clearance&request_type=Relocation',
    )
    expect(mismatched.statusCode).toBe(400)
    expect((await asOfficer('/api/staff/applications/?request_type=Moving')).statusCode).toBe(400)
  })
})

describe('the API document', () => {
  it('documents the request type filter of the inbox and its export, with its values', async () => {
    const document = (await portal.app.inject('/api/docs/json')).json<{
      paths: Record<
        string,
        { get: { parameters: { name: string; description?: string; schema: { enum?: string[] } }[] } }
      >
    }>()
    for (const path of ['/api/staff/applications/', '/api/staff/applications.csv']) {
      const parameter = document.paths[path]!.get.parameters.find((p) => p.name === 'request_type')
      expect(parameter?.schema.enum).toContain('Relocation')
      expect(parameter?.description).toContain('Relocation/Shifting of energy meter')
    }
  })
})

describe('the dashboard', () => {
  it('counts each meter service under its own name', async () => {
    const response = await asOfficer('/api/staff/dashboard/')
    const { by_service } = response.json<TDashboard>()
    expect(by_service).toContainEqual({
      service: 'Energy Meter',
      request_type: 'Relocation',
      service_name: RELOCATION,
      count: 1,
    })
    expect(by_service).toHaveLength(4)
  })
})

describe('the CSV export', () => {
  it('names the service as the customer chose it, and follows the request type filter', async () => {
    const all = await asOfficer('/api/staff/applications.csv')
    const line = all.body.split('\r\n').find((l) => l.startsWith(`"${ids['/energy-meter-relocation']}",`))
    expect(line).toContain(`"${RELOCATION}"`)
    expect(all.body).not.toContain('"Energy Meter"')
    const relocations = await asOfficer('/api/staff/applications.csv?request_type=Relocation')
    expect(relocations.body.trimEnd().split('\r\n')).toHaveLength(2)
  })
})

describe('what the customer is sent', () => {
  it('names the service as they chose it on the receipt, the letter, the SMS and the email', async () => {
    const id = ids['/energy-meter-relocation']!
    const pdfText = async (url: string) => {
      const response = await portal.app.inject({ url, headers: { authorization: customer.authorization } })
      return (await extractText(new Uint8Array(response.rawPayload), { mergePages: true })).text.replace(
        /\s+/g,
        ' ',
      )
    }
    expect(await pdfText(`/api/tickets/${id}/receipt/`)).toContain(`Service: ${RELOCATION}`)

    const decided = await portal.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${id}/decision/`,
      headers: { authorization: officer },
      payload: { decision: 'Approved', remarks: '' },
    })
    expect(decided.statusCode).toBe(200)
    expect(await pdfText(`/api/tickets/${id}/download/`)).toContain(`${RELOCATION}: APPROVED`)
    await portal.app.deliverOutbox()
    // The id as a word of its own: a sign-in code sent meanwhile may hold the same digits.
    const sent = portal.sent.filter(
      (m) => /application/i.test(m.body) && new RegExp(`\\b${id}\\b`).test(m.body),
    )
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    for (const message of sent) expect(message.body).toContain(`Your ${RELOCATION} application`)
  })
})
