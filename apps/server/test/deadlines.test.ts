import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TFiledApplication } from '@portal/domain/applications/responses'
import type { TInboxResponse } from '@portal/domain/staff/inbox'
import type { TTicketWithHistory } from '@portal/domain/tickets'
import {
  addWorkingDays,
  bhutanDay,
  DEFAULT_TARGET_WORKING_DAYS,
  workingDaysBetween,
} from '@portal/domain/working-days'
import { signedInCustomer } from './helpers/customers'
import { powerClearanceForm } from './helpers/filings'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
let customer: Awaited<ReturnType<typeof signedInCustomer>>
let officer: string
let admin: string
let thimphu: number
beforeAll(async () => {
  portal = await testApp()
  customer = await signedInCustomer(portal.app)
  officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
  admin = (await signedInStaff(portal.app, 'admin')).authorization
  thimphu = await divisionId(portal.app, 'ESD Thimphu')
})
afterAll(() => portal.close())

const today = () => bhutanDay(new Date())

const holidays = async () =>
  new Set((await portal.db.selectFrom('public_holidays').select('day').execute()).map((h) => h.day))

async function fileClearance() {
  const response = await portal.app.inject({
    method: 'POST',
    url: '/api/services/power-clearances/',
    headers: { authorization: customer.authorization },
    payload: powerClearanceForm(thimphu),
  })
  return response.json<TFiledApplication>()
}

const ticket = async (id: number) =>
  (
    await portal.app.inject({
      url: `/api/tickets/${id}/`,
      headers: { authorization: customer.authorization },
    })
  ).json<TTicketWithHistory>()

const asStaff = (
  authorization: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => portal.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) })

/** The officer asks for the place again. */
async function sendBackForLocation(id: number) {
  const response = await asStaff(officer, 'POST', `/api/staff/applications/${id}/return/`, {
    message: 'Please name the place',
    fields: ['location'],
  })
  expect(response.statusCode).toBe(200)
}

/** The customer answers with a place, keeping the documents on file. */
async function resubmitLocation(filed: TFiledApplication, location: string) {
  const kept = Object.fromEntries(filed.attachments.map((a) => [a.field, String(a.id)]))
  const response = await portal.app.inject({
    method: 'PUT',
    url: `/api/services/power-clearances/${filed.id}/`,
    headers: { authorization: customer.authorization },
    payload: powerClearanceForm(thimphu, { ...kept, location }),
  })
  expect(response.statusCode).toBe(200)
}

/** Moves the application's send-backs so far to `at`: the customer took that long to answer. */
const sentBackAt = (id: number, at: Date) =>
  sql`UPDATE status_history SET at = ${at}
    WHERE application_id = ${id} AND to_status = 'Returned'`.execute(portal.db)

describe('the expected decision date', () => {
  it("is the service's target in working days from filing, shown on the ticket until decided", async () => {
    const { id } = await fileClearance()
    const expected = addWorkingDays(today(), DEFAULT_TARGET_WORKING_DAYS.powerClearance, await holidays())
    expect((await ticket(id)).expected_by).toBe(expected)
    await asStaff(officer, 'POST', `/api/staff/applications/${id}/decision/`, { decision: 'Approved' })
    expect((await ticket(id)).expected_by).toBeUndefined()
  })

  it("follows the admin's target and holidays for later filings, not earlier ones", async () => {
    const before = await fileClearance()
    const dueBefore = (await ticket(before.id)).expected_by

    expect(
      (await asStaff(officer, 'PUT', '/api/staff/service-targets/powerClearance/', { working_days: 3 }))
        .statusCode,
    ).toBe(403)
    // The holidays are the admin's too.
    const nextYear = new Date().getFullYear() + 1
    expect(
      (
        await asStaff(officer, 'POST', '/api/staff/holidays/', {
          day: `${nextYear}-05-02`,
          name: 'Not a holiday',
        })
      ).statusCode,
    ).toBe(403)
    expect((await asStaff(officer, 'DELETE', `/api/staff/holidays/${nextYear}-05-02/`)).statusCode).toBe(403)
    const bad = await asStaff(admin, 'PUT', '/api/staff/service-targets/powerClearance/', { working_days: 0 })
    expect(bad.statusCode).toBe(400)
    const set = await asStaff(admin, 'PUT', '/api/staff/service-targets/powerClearance/', { working_days: 3 })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toContainEqual({
      key: 'powerClearance',
      service: 'Power Clearance',
      working_days: 3,
      default: false,
    })

    // The services' pages read the same target, signed in or not.
    const published = await portal.app.inject({ method: 'GET', url: '/api/service-targets/' })
    expect(published.statusCode).toBe(200)
    expect(published.json()).toContainEqual(
      expect.objectContaining({ key: 'powerClearance', working_days: 3 }),
    )
    expect(published.json()).toHaveLength(10)

    const nextWorkingDay = addWorkingDays(today(), 1, await holidays())
    const added = await asStaff(admin, 'POST', '/api/staff/holidays/', {
      day: nextWorkingDay,
      name: 'Test holiday',
    })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toEqual({ day: nextWorkingDay, name: 'Test holiday' })
    // A NUL (which PostgreSQL text cannot hold) or a line break is the admin's to correct: 400, not 500.
    for (const name of ['Losar\u0000', 'Losar\nSigned: the CEO', 'Losar\u202E'])
      expect(
        (await asStaff(admin, 'POST', '/api/staff/holidays/', { day: nextWorkingDay, name })).statusCode,
      ).toBe(400)
    const year = Number(nextWorkingDay.slice(0, 4))
    const listed = await asStaff(officer, 'GET', `/api/staff/holidays/?year=${year}`)
    expect(listed.json()).toContainEqual({ day: nextWorkingDay, name: 'Test holiday' })

    const after = await fileClearance()
    expect((await ticket(after.id)).expected_by).toBe(addWorkingDays(nextWorkingDay, 3, await holidays()))
    expect((await ticket(before.id)).expected_by).toBe(dueBefore)

    expect((await asStaff(admin, 'DELETE', `/api/staff/holidays/${nextWorkingDay}/`)).statusCode).toBe(204)
    expect((await asStaff(admin, 'DELETE', `/api/staff/holidays/${nextWorkingDay}/`)).statusCode).toBe(404)
    await asStaff(admin, 'PUT', '/api/staff/service-targets/powerClearance/', {
      working_days: DEFAULT_TARGET_WORKING_DAYS.powerClearance,
    })
  })

  it('does not count the working days spent waiting on the customer, and counts each wait once', async () => {
    const filed = await fileClearance()
    const dueAtFiling = (await ticket(filed.id)).expected_by!
    await sendBackForLocation(filed.id)
    // Sent back ten days ago: the customer took that long to answer.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000)
    await sentBackAt(filed.id, tenDaysAgo)
    await resubmitLocation(filed, 'Changzamtog')
    const days = await holidays()
    const waited = workingDaysBetween(bhutanDay(tenDaysAgo), today(), days)
    expect(waited).toBeGreaterThanOrEqual(6)
    const afterFirst = addWorkingDays(dueAtFiling, waited, days)
    expect((await ticket(filed.id)).expected_by).toBe(afterFirst)

    // A second wait that begins and ends today moves nothing: the first is not counted again.
    await sendBackForLocation(filed.id)
    await resubmitLocation(filed, 'Motithang')
    expect((await ticket(filed.id)).expected_by).toBe(afterFirst)
  })
})

describe('the inbox and deadlines', () => {
  it('counts an overdue deadline without the public holidays since it passed', async () => {
    const { id } = await fileClearance()
    const dueOn = bhutanDay(new Date(Date.now() - 14 * 86_400_000))
    // A working day between the deadline and today becomes a holiday.
    const known = await holidays()
    let holiday = dueOn
    do holiday = bhutanDay(new Date(new Date(`${holiday}T12:00:00Z`).getTime() + 86_400_000))
    while ([0, 6].includes(new Date(`${holiday}T12:00:00Z`).getUTCDay()) || known.has(holiday))
    await portal.db.insertInto('public_holidays').values({ day: holiday, name: 'Test holiday' }).execute()
    await portal.db.updateTable('applications').set({ due_on: dueOn }).where('id', '=', id).execute()
    try {
      const inbox = (
        await asStaff(officer, 'GET', `/api/staff/applications/?status=Pending&sort=due&q=${id}`)
      ).json<TInboxResponse>()
      const overdue = workingDaysBetween(today(), dueOn, await holidays())
      expect(inbox.results[0]).toMatchObject({ id, days_left: overdue })
      expect(overdue).toBe(workingDaysBetween(today(), dueOn, known) + 1)
    } finally {
      await portal.db.deleteFrom('public_holidays').where('day', '=', holiday).execute()
    }
  })

  it('shows working days left or overdue, and sorts by the nearest deadline', async () => {
    // Filed in the other order than their deadlines', so the oldest-first order cannot pass for it.
    const soon = await fileClearance()
    const late = await fileClearance()
    const days = await holidays()
    const lateDue = bhutanDay(new Date(Date.now() - 3 * 86_400_000))
    const soonDue = addWorkingDays(today(), 2, days)
    await portal.db.updateTable('applications').set({ due_on: lateDue }).where('id', '=', late.id).execute()
    await portal.db.updateTable('applications').set({ due_on: soonDue }).where('id', '=', soon.id).execute()

    const inbox = (
      await asStaff(officer, 'GET', `/api/staff/applications/?status=Pending&sort=due&division=${thimphu}`)
    ).json<TInboxResponse>()
    const ids = inbox.results.map((r) => r.id)
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(soon.id))
    const rows = Object.fromEntries(inbox.results.map((r) => [r.id, r]))
    expect(rows[soon.id]).toMatchObject({ days_left: 2 })
    expect(rows[late.id]!.days_left).toBe(workingDaysBetween(today(), lateDue, days))
    expect(rows[late.id]!.days_left).toBeLessThanOrEqual(0)
    const due = inbox.results.map((r) => r.due_on ?? '9999')
    expect(due).toEqual([...due].sort())
    const byAge = (
      await asStaff(officer, 'GET', `/api/staff/applications/?status=Pending&division=${thimphu}`)
    ).json<TInboxResponse>()
    const aged = byAge.results.map((r) => r.id)
    expect(aged.indexOf(soon.id)).toBeLessThan(aged.indexOf(late.id))
  })

  it('shows no deadline on a decided application', async () => {
    const { id } = await fileClearance()
    expect(
      (
        await asStaff(officer, 'POST', `/api/staff/applications/${id}/decision/`, {
          decision: 'Approved',
          remarks: '',
        })
      ).statusCode,
    ).toBe(200)
    const [row] = (
      await asStaff(officer, 'GET', `/api/staff/applications/?status=Approved&q=${id}`)
    ).json<TInboxResponse>().results
    expect(row).toMatchObject({ id, status: 'Approved' })
    expect(row).not.toHaveProperty('due_on')
    expect(row).not.toHaveProperty('days_left')
  })
})
