import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TDashboard } from '@portal/domain/dashboard'
import { bhutanDay } from '@portal/domain/working-days'
import { csvLine } from '../src/formats/csv'
import { signedInCustomer } from './helpers/customers'
import { powerClearanceForm } from './helpers/filings'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
let customer: Awaited<ReturnType<typeof signedInCustomer>>
let thimphuOfficer: string
let paroOfficer: string
let admin: string
const thimphuIds: number[] = []
const paroIds: number[] = []
const DAY_MS = 86_400_000
const BOM = '\uFEFF'

async function file(division: string) {
  const response = await portal.app.inject({
    method: 'POST',
    url: '/api/services/power-clearances/',
    headers: { authorization: customer.authorization },
    payload: powerClearanceForm(await divisionId(portal.app, division)),
  })
  return response.json<{ id: number }>().id
}

/**
 * Ten Thimphu applications filed 20 days ago and decided after 1 to 10 days; two open in
 * Thimphu (one overdue); three open in Paro, two of them overdue.
 */
beforeAll(async () => {
  portal = await testApp()
  customer = await signedInCustomer(portal.app)
  thimphuOfficer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
  paroOfficer = (await signedInStaff(portal.app, 'officer', ['ESD Paro'])).authorization
  admin = (await signedInStaff(portal.app, 'admin')).authorization
  const filedAt = new Date(Date.now() - 20 * DAY_MS)
  for (let days = 1; days <= 10; days++) {
    const id = await file('ESD Thimphu')
    thimphuIds.push(id)
    await portal.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${id}/decision/`,
      headers: { authorization: admin },
      payload: { decision: days % 3 ? 'Approved' : 'Rejected', remarks: 'Checked' },
    })
    await sql`UPDATE applications SET created_at = ${filedAt}, decided_at = ${new Date(filedAt.getTime() + days * DAY_MS)}
      WHERE id = ${id}`.execute(portal.db)
  }
  const yesterday = bhutanDay(new Date(Date.now() - DAY_MS))
  for (const overdue of [true, false]) {
    const id = await file('ESD Thimphu')
    thimphuIds.push(id)
    if (overdue) await sql`UPDATE applications SET due_on = ${yesterday} WHERE id = ${id}`.execute(portal.db)
  }
  for (const overdue of [true, true, false]) {
    const id = await file('ESD Paro')
    paroIds.push(id)
    if (overdue) await sql`UPDATE applications SET due_on = ${yesterday} WHERE id = ${id}`.execute(portal.db)
  }
})
afterAll(() => portal.close())

const dashboard = async (authorization: string, query = '') => {
  const response = await portal.app.inject({
    url: `/api/staff/dashboard/${query}`,
    headers: { authorization },
  })
  expect(response.statusCode).toBe(200)
  return response.json<TDashboard>()
}

const csv = (authorization: string, query = '') =>
  portal.app.inject({ url: `/api/staff/applications.csv${query}`, headers: { authorization } })

describe('the dashboard', () => {
  it("counts an officer's own divisions only", async () => {
    const figures = await dashboard(thimphuOfficer)
    expect(figures.by_status).toEqual(
      expect.arrayContaining([
        { status: 'Approved', count: 7 },
        { status: 'Rejected', count: 3 },
        { status: 'Pending', count: 2 },
      ]),
    )
    expect(figures.by_service).toEqual([
      { service: 'Power Clearance', service_name: 'Power clearance', count: 12 },
    ])
    expect(figures.by_division).toEqual([{ division: 'ESD Thimphu', open: 2, overdue: 1 }])
    expect(figures.overdue).toBe(1)

    const paro = await dashboard(paroOfficer)
    expect(paro.by_division).toEqual([{ division: 'ESD Paro', open: 3, overdue: 2 }])
    expect(paro.time_to_decision).toEqual({ decided: 0, median_days: null, p90_days: null })
  })

  it('gives the median and 90th percentile time to decision, and weekly figures', async () => {
    const figures = await dashboard(thimphuOfficer)
    // Decided after 1, 2, … 10 days: the median is 5.5, the 90th percentile 9.1.
    expect(figures.time_to_decision).toEqual({ decided: 10, median_days: 5.5, p90_days: 9.1 })
    const received = figures.weekly.reduce((total, w) => total + w.received, 0)
    const decided = figures.weekly.reduce((total, w) => total + w.decided, 0)
    expect([received, decided]).toEqual([12, 10])
    expect(figures.weekly.every((w) => new Date(`${w.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true)
  })

  it('lets an admin see every division, within the period asked', async () => {
    const figures = await dashboard(admin)
    expect(figures.by_division.map((d) => d.division)).toEqual(['ESD Paro', 'ESD Thimphu'])
    expect(figures.overdue).toBe(3)
    const today = bhutanDay(new Date())
    const recent = await dashboard(admin, `?from=${today}&to=${today}`)
    expect(recent.by_status.reduce((total, s) => total + s.count, 0)).toBe(5)
    const backwards = await portal.app.inject({
      url: `/api/staff/dashboard/?from=${today}&to=2020-01-01`,
      headers: { authorization: admin },
    })
    expect(backwards.statusCode).toBe(400)
  })
})

describe('the CSV export', () => {
  it("holds every matching application of the officer's divisions, and none of another's", async () => {
    const response = await csv(thimphuOfficer)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename=applications.csv')
    const lines = response.body.replace(BOM, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      '"Application ID","Service","Status","Filed","Decided","Expected by","Customer","CID","Division","Assigned to"',
    )
    const ids = lines.slice(1).map((line) => Number(JSON.parse(line.split(',')[0]!)))
    expect(ids.sort((a, b) => a - b)).toEqual(thimphuIds)
    expect(response.body).not.toContain('ESD Paro')
  })

  it("follows the inbox's filters", async () => {
    const pending = await csv(admin, '?status=Pending')
    expect(pending.body.trimEnd().split('\r\n')).toHaveLength(1 + 5)
    expect((await csv(admin, '?status=Unknown')).statusCode).toBe(400)
    const one = await csv(admin, `?q=${paroIds[0]}`)
    expect(one.body.trimEnd().split('\r\n')).toHaveLength(2)
  })

  it("opens in a spreadsheet as Bhutan reads it: UTF-8 with a byte-order mark, Bhutan's day and time", async () => {
    const dzongkha = await signedInCustomer(portal.app, { name: 'པདྨ་དབང་མོ' })
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/services/power-clearances/',
      headers: { authorization: dzongkha.authorization },
      payload: powerClearanceForm(await divisionId(portal.app, 'ESD Paro')),
    })
    const id = response.json<{ id: number }>().id
    // 11:46 UTC is 17:46 in Thimphu; 20:30 UTC is already the next day there.
    await sql`UPDATE applications SET status = 'Approved', created_at = ${new Date('2026-11-25T11:46:00Z')},
      decided_at = ${new Date('2026-11-30T20:30:00Z')}, due_on = '2026-12-09' WHERE id = ${id}`.execute(
      portal.db,
    )

    const exported = await csv(admin, `?q=${id}&status=Approved`)
    // Excel takes a file without the mark for the machine's own code page, and garbles Dzongkha.
    expect([...exported.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [, line] = exported.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n')
    expect(line).toBe(
      `"${id}","Power clearance","Approved","25/11/2026 17:46","01/12/2026 02:30","09/12/2026","པདྨ་དབང་མོ","${dzongkha.registration.cid}","ESD Paro",""`,
    )
  })

  it('quotes every cell, and never lets one start a spreadsheet formula', () => {
    expect(csvLine(['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', 'Dorji, "Karma"', 7, undefined])).toBe(
      `"'=HYPERLINK(""http://x"")","'+1","'-2","'@SUM(A1)","Dorji, ""Karma""","7",""\r\n`,
    )
  })
})
