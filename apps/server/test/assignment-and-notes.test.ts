import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TFiledApplication, TStaffApplication } from '@portal/domain/applications/responses'
import type { TInboxResponse } from '@portal/domain/staff/inbox'
import type { TTicketWithHistory } from '@portal/domain/tickets'
import { ASSIGNMENT_MESSAGES } from '@portal/domain/lifecycle'
import { signedInCustomer } from './helpers/customers'
import { powerClearanceForm } from './helpers/filings'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

type Member = Awaited<ReturnType<typeof signedInStaff>>

let portal: Awaited<ReturnType<typeof testApp>>
let customer: Awaited<ReturnType<typeof signedInCustomer>>
let officers: Member[]
let paroOfficer: Member
let admin: Member
let thimphu: number
beforeAll(async () => {
  portal = await testApp()
  customer = await signedInCustomer(portal.app)
  officers = []
  for (let i = 0; i < 6; i++) officers.push(await signedInStaff(portal.app, 'officer', ['ESD Thimphu']))
  paroOfficer = await signedInStaff(portal.app, 'officer', ['ESD Paro'])
  admin = await signedInStaff(portal.app, 'admin')
  thimphu = await divisionId(portal.app, 'ESD Thimphu')
})
afterAll(() => portal.close())

async function fileClearance() {
  const response = await portal.app.inject({
    method: 'POST',
    url: '/api/services/power-clearances/',
    headers: { authorization: customer.authorization },
    payload: powerClearanceForm(thimphu),
  })
  return response.json<TFiledApplication>().id
}

const idOf = async (member: Member) =>
  (
    await portal.app.inject({ url: '/api/staff/me/', headers: { authorization: member.authorization } })
  ).json<{ id: number }>().id

const assign = (id: number, by: Member, staffId: number | null) =>
  portal.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${id}/assign/`,
    headers: { authorization: by.authorization },
    payload: { staff_id: staffId },
  })

const note = (id: number, by: Member, text: string, isPublic: boolean) =>
  portal.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${id}/notes/`,
    headers: { authorization: by.authorization },
    payload: { text, public: isPublic },
  })

const staffView = async (id: number, by: Member = admin) =>
  (
    await portal.app.inject({
      url: `/api/staff/applications/${id}/`,
      headers: { authorization: by.authorization },
    })
  ).json<TStaffApplication>()

const ticket = async (id: number) =>
  (
    await portal.app.inject({
      url: `/api/tickets/${id}/`,
      headers: { authorization: customer.authorization },
    })
  ).json<TTicketWithHistory>()

const inbox = async (by: Member, query: string) =>
  (
    await portal.app.inject({
      url: `/api/staff/applications/?${query}`,
      headers: { authorization: by.authorization },
    })
  ).json<TInboxResponse>()

describe('the inbox’s filters', () => {
  it('keeps to a division, and to what is mine or nobody’s', async () => {
    const [, , , fourth] = officers
    const taken = await fileClearance()
    const free = await fileClearance()
    await assign(taken, fourth!, await idOf(fourth!))
    const ids = async (by: Member, query: string) => (await inbox(by, query)).results.map((r) => r.id)

    expect(await ids(admin, `status=Pending&division=${thimphu}`)).toEqual(
      expect.arrayContaining([taken, free]),
    )
    const paro = await divisionId(portal.app, 'ESD Paro')
    const inParo = await ids(admin, `status=Pending&division=${paro}`)
    expect(inParo).not.toContain(taken)
    expect(inParo).not.toContain(free)

    const mine = await ids(fourth!, 'status=Pending&assigned=me')
    expect(mine).toContain(taken)
    expect(mine).not.toContain(free)
    const nobodys = await ids(fourth!, 'status=Pending&assigned=none')
    expect(nobodys).toContain(free)
    expect(nobodys).not.toContain(taken)
  })
})

describe('assignment', () => {
  it('lets an officer take an application; the back office sees it, the customer does not', async () => {
    const id = await fileClearance()
    const [first] = officers
    const response = await assign(id, first!, await idOf(first!))
    expect(response.statusCode).toBe(200)
    const view = response.json<TStaffApplication>()
    expect(view.assignee).toEqual({ id: await idOf(first!), name: first!.name })
    expect(view.history.at(-1)).toMatchObject({
      kind: 'assignment',
      internal: true,
      remarks: `Taken by ${first!.name}`,
    })
    expect((await ticket(id)).history.map((h) => h.kind)).toEqual(['status'])

    const mine = await inbox(first!, `status=Pending&assigned=me`)
    expect(mine.results.map((r) => [r.id, r.assignee])).toContainEqual([id, first!.name])
    const unassigned = await inbox(first!, `status=Pending&assigned=none`)
    expect(unassigned.results.map((r) => r.id)).not.toContain(id)
  })

  it('lets one of many officers taking an application at once win; the others get 409', async () => {
    const id = await fileClearance()
    const ids = await Promise.all(officers.map(idOf))
    const results = await Promise.all(officers.map((officer, i) => assign(id, officer, ids[i]!)))
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(officers.length - 1)
    const winner = officers[codes.indexOf(200)]!
    const lost = results.find((r) => r.statusCode === 409)!
    expect(lost.json().detail).toBe(`Application ID ${id} is already assigned to ${winner.name}.`)
    const view = await staffView(id)
    expect(view.assignee?.name).toBe(winner.name)
    expect(view.history.filter((h) => h.kind === 'assignment')).toHaveLength(1)
  })

  it('lets an admin reassign within the division, and nobody else assign others', async () => {
    const id = await fileClearance()
    const [first, second] = officers
    await assign(id, first!, await idOf(first!))
    expect((await assign(id, second!, await idOf(second!))).statusCode).toBe(409)
    const forSomeoneElse = await assign(id, first!, await idOf(second!))
    expect(forSomeoneElse.statusCode).toBe(403)

    const reassigned = await assign(id, admin, await idOf(second!))
    expect(reassigned.statusCode).toBe(200)
    expect(reassigned.json<TStaffApplication>().history.at(-1)?.remarks).toBe(
      `Assigned to ${second!.name} (was ${first!.name})`,
    )
    const outsider = await assign(id, admin, await idOf(paroOfficer))
    expect(outsider.statusCode).toBe(400)
    expect(outsider.json().errors.staff_id).toEqual([
      "This member does not work for the application's division.",
    ])

    const released = await assign(id, second!, null)
    expect(released.statusCode).toBe(200)
    expect(released.json<TStaffApplication>().history.at(-1)?.remarks).toBe(
      `Unassigned (was ${second!.name})`,
    )
    expect((await staffView(id)).assignee).toBeUndefined()
    // Letting go of what nobody holds changes nothing, and records nothing.
    expect((await assign(id, admin, null)).statusCode).toBe(200)
    expect((await staffView(id)).history.filter((h) => h.kind === 'assignment')).toHaveLength(3)
  })

  it('words an admin’s first assignment as given, with who gave it, and a later assignee does not count it as taken', async () => {
    const id = await fileClearance()
    const [, , third] = officers
    const given = await assign(id, admin, await idOf(third!))
    expect(given.json<TStaffApplication>().history.at(-1)).toMatchObject({
      remarks: `Assigned to ${third!.name}`,
      actor: `staff:${admin.username}`,
    })
  })

  it('lets an admin, who works every division, be assigned anywhere', async () => {
    const id = await fileClearance()
    const response = await assign(id, admin, await idOf(admin))
    expect(response.statusCode).toBe(200)
    expect(response.json<TStaffApplication>().assignee?.name).toBe(admin.name)
  })

  it('is not given to a deactivated member, even of the division', async () => {
    const leaver = await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])
    const leaverId = await idOf(leaver)
    const deactivated = await portal.app.inject({
      method: 'PATCH',
      url: `/api/staff/accounts/${leaverId}/`,
      headers: { authorization: admin.authorization },
      payload: { active: false, current_password: admin.password },
    })
    expect(deactivated.statusCode).toBe(200)
    const id = await fileClearance()
    const response = await assign(id, admin, leaverId)
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ staff_id: [ASSIGNMENT_MESSAGES.notInDivision] })
    expect((await staffView(id)).assignee).toBeUndefined()
  })

  it('is refused outside the division (404) and once the application is closed (409)', async () => {
    const id = await fileClearance()
    expect((await assign(id, paroOfficer, await idOf(paroOfficer))).statusCode).toBe(404)
    await portal.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${id}/decision/`,
      headers: { authorization: admin.authorization },
      payload: { decision: 'Approved' },
    })
    const late = await assign(id, officers[0]!, await idOf(officers[0]!))
    expect(late.statusCode).toBe(409)
    expect(late.json().detail).toBe(`Application ID ${id} has already been approved.`)
  })
})

describe('a member moved', () => {
  it('lets go of what they held where they no longer work, saying so inside the back office only', async () => {
    const moved = await signedInStaff(portal.app, 'officer', ['ESD Thimphu', 'ESD Paro'])
    const movedId = await idOf(moved)
    const id = await fileClearance()
    expect((await assign(id, moved, movedId)).statusCode).toBe(200)
    const change = (divisions: number[]) =>
      portal.app.inject({
        method: 'PATCH',
        url: `/api/staff/accounts/${movedId}/`,
        headers: { authorization: admin.authorization },
        payload: { divisions },
      })

    // Still working the application's division: it stays theirs.
    expect((await change([thimphu])).statusCode).toBe(200)
    expect((await staffView(id)).assignee).toEqual({ id: movedId, name: moved.name })

    expect((await change([await divisionId(portal.app, 'ESD Paro')])).statusCode).toBe(200)
    const view = await staffView(id)
    expect(view.assignee ?? null).toBeNull()
    expect(view.history.at(-1)).toMatchObject({
      kind: 'assignment',
      internal: true,
      remarks: `Unassigned (was ${moved.name}): they no longer work its division`,
    })
    expect((await ticket(id)).history.map((h) => h.kind)).toEqual(['status'])
    expect((await assign(id, officers[1]!, await idOf(officers[1]!))).statusCode).toBe(200)
  })
})

describe('notes', () => {
  it('keeps internal notes in the back office and shows public ones to the customer', async () => {
    const id = await fileClearance()
    const officer = officers[0]!
    const internal = await note(id, officer, 'Site visit booked for Tuesday', false)
    expect(internal.statusCode).toBe(201)
    expect(internal.json()).toMatchObject({ text: 'Site visit booked for Tuesday', public: false })
    expect((await note(id, officer, 'The line crew will visit on Tuesday.', true)).statusCode).toBe(201)

    const seen = await ticket(id)
    expect(seen.history.map((h) => [h.kind, h.remarks])).toEqual([
      ['status', 'Application submitted'],
      ['note', 'The line crew will visit on Tuesday.'],
    ])
    expect(JSON.stringify(seen)).not.toContain('Site visit booked')
    expect(seen.history.at(-1)).toMatchObject({ by: 'staff', status: 'Pending' })

    const view = await staffView(id, officer)
    expect(view.history.filter((h) => h.kind === 'note').map((h) => [h.remarks, h.internal])).toEqual([
      ['Site visit booked for Tuesday', true],
      ['The line crew will visit on Tuesday.', false],
    ])
  })

  it('needs text, and never reaches or reveals another division', async () => {
    const id = await fileClearance()
    const empty = await note(id, officers[0]!, '  ', false)
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors.text).toEqual(['Please write the note.'])
    await note(id, officers[0]!, 'Internal only', false)
    expect((await note(id, paroOfficer, 'Not mine', true)).statusCode).toBe(404)
    const read = await portal.app.inject({
      url: `/api/staff/applications/${id}/`,
      headers: { authorization: paroOfficer.authorization },
    })
    expect(read.statusCode).toBe(404)
    expect(read.body).not.toContain('Internal only')
  })
})
