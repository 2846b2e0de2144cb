import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { WALLET_MESSAGES } from '@portal/domain/wallet'
import { signedInCustomer } from './helpers/customers'
import { fileSample } from './helpers/filings'
import { signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'
import {
  browserKeyOf,
  injectedSocket,
  settle,
  share,
  startThread,
  walletCitizen,
  walletLogin,
  walletRead,
} from './helpers/wallet'

/**
 * The checks that keep each customer's things their own, and each list in its order. Each
 * test here fails when the check it names is taken out (issue 10's closing note says which).
 */
let portal: Awaited<ReturnType<typeof testApp>>
let owner: Awaited<ReturnType<typeof signedInCustomer>>
let stranger: Awaited<ReturnType<typeof signedInCustomer>>
let admin: string
beforeAll(async () => {
  portal = await testApp()
  owner = await signedInCustomer(portal.app)
  stranger = await signedInCustomer(portal.app)
  admin = (await signedInStaff(portal.app, 'admin')).authorization
})
afterAll(() => portal.close())

const get = (url: string, authorization: string) => portal.app.inject({ url, headers: { authorization } })

const fileAs = async (authorization: string, path: string) => {
  const response = await fileSample(portal.app, authorization, path)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: number; attachments: { id: number }[] }>()
}

const decide = async (id: number, decision: 'Approved' | 'Rejected' = 'Approved') => {
  const response = await portal.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${id}/decision/`,
    headers: { authorization: admin },
    payload: { decision, remarks: 'Checked on site.' },
  })
  expect(response.statusCode, response.body).toBe(200)
}

describe("another customer's application", () => {
  it('is not found anywhere by a stranger: its letter, its ticket, its record, its documents', async () => {
    const clearance = await fileAs(owner.authorization, '/power-clearance')
    await decide(clearance.id)
    expect((await get(`/api/tickets/${clearance.id}/download/`, owner.authorization)).statusCode).toBe(200)

    const letter = await get(`/api/tickets/${clearance.id}/download/`, stranger.authorization)
    expect(letter.statusCode).toBe(404)
    expect(letter.json()).toEqual({ detail: M.applicationNotFound(String(clearance.id)) })
    for (const url of [
      `/api/tickets/${clearance.id}/`,
      `/api/services/power-clearances/${clearance.id}/`,
      `/api/attachments/${clearance.attachments[0]!.id}/`,
    ])
      expect((await get(url, stranger.authorization)).statusCode, url).toBe(404)
  })
})

describe('lists', () => {
  it("list by type only that type's applications, and only the customer's own", async () => {
    const customer = await signedInCustomer(portal.app)
    const clearance = await fileAs(customer.authorization, '/power-clearance')
    const meter = await fileAs(customer.authorization, '/energy-meter-upgradation')
    await fileAs(stranger.authorization, '/power-clearance')

    const ids = async (resource: string, who = customer) =>
      (await get(`/api/services/${resource}/`, who.authorization)).json<{ id: number }[]>().map((a) => a.id)
    expect(await ids('power-clearances')).toEqual([clearance.id])
    expect(await ids('energy-meters')).toEqual([meter.id])
    // One numbering, but each record is read through its own type only.
    expect(
      (await get(`/api/services/energy-meters/${clearance.id}/`, customer.authorization)).statusCode,
    ).toBe(404)
  })

  it('list tickets newest first, and only the customer’s own', async () => {
    const customer = await signedInCustomer(portal.app)
    const first = await fileAs(customer.authorization, '/interim-billing')
    await fileAs(stranger.authorization, '/interim-billing')
    const second = await fileAs(customer.authorization, '/power-clearance')
    const tickets = (await get('/api/tickets/', customer.authorization)).json<{ id: number }[]>()
    expect(tickets.map((t) => t.id)).toEqual([second.id, first.id])
  })

  it("lists a letter's check only once decided and an expected date only while open, and nothing for what is absent", async () => {
    const customer = await signedInCustomer(portal.app)
    const decided = await fileAs(customer.authorization, '/interim-billing')
    await decide(decided.id)
    await fileAs(customer.authorization, '/interim-billing')
    const [open, approved] = JSON.parse((await get('/api/tickets/', customer.authorization)).body) as Record<
      string,
      unknown
    >[]
    const common = ['created', 'id', 'name', 'service', 'service_id', 'status']
    expect(Object.keys(open!).sort()).toEqual([...common, 'expected_by'].sort())
    expect(Object.keys(approved!).sort()).toEqual([...common, 'verify_url'].sort())
  })

  it('page the staff inbox across the pending/decided boundary without losing or repeating one', async () => {
    // A fresh division, so that the other tests' applications stay out of the count.
    const division = await portal.db
      .insertInto('divisions')
      .values({ name: 'ESD Ownership Test', active: true })
      .returning('id')
      .executeTakeFirstOrThrow()
    const customer = await signedInCustomer(portal.app)
    const filed: number[] = []
    for (let i = 0; i < 25; i++) {
      const response = await fileSample(portal.app, customer.authorization, '/interim-billing', {
        division: division.id,
      })
      filed.push(response.json<{ id: number }>().id)
    }
    // The ten oldest are decided: 15 pending come first, then the 10 decided.
    for (const id of filed.slice(0, 10)) await decide(id)

    const page = async (n: number) =>
      (await get(`/api/staff/applications/?division=${division.id}&page=${n}`, admin)).json<{
        count: number
        results: { id: number; status: string }[]
      }>()
    const [one, two, three] = [await page(1), await page(2), await page(3)]
    expect(one.count).toBe(25)
    expect(one.results.map((r) => r.id)).toEqual([...filed.slice(10), ...filed.slice(0, 5)])
    expect(two.results.map((r) => r.id)).toEqual(filed.slice(5, 10))
    expect(two.results.every((r) => r.status === 'Approved')).toBe(true)
    expect(three.results).toEqual([])
  })
})

describe("an officer's scope", () => {
  it('is nothing at all for an officer of no division, whatever the division ids', async () => {
    // Division id 1 in particular: an empty scope must not read as some division's id.
    const filed = await fileAs(owner.authorization, '/power-clearance')
    const moved = await portal.db
      .updateTable('applications')
      .set({ division_id: 1 })
      .where('id', '=', filed.id)
      .executeTakeFirst()
    expect(moved.numUpdatedRows).toBe(1n)
    const officer = (await signedInStaff(portal.app, 'officer')).authorization
    const inbox = await get('/api/staff/applications/', officer)
    expect(inbox.statusCode).toBe(200)
    expect(inbox.json<{ count: number }>().count).toBe(0)
    expect((await get(`/api/staff/applications/${filed.id}/`, officer)).statusCode).toBe(404)
    // The admin, whose scope is everything, does see it: the application is there to be seen.
    expect((await get(`/api/staff/applications/${filed.id}/`, admin)).statusCode).toBe(200)
  })
})

describe('a used wallet thread', () => {
  it('is refused everywhere a thread is accepted', async () => {
    const customer = await signedInCustomer(portal.app)
    const { thread_id } = await startThread(portal.app)
    await share(
      portal.app,
      thread_id,
      walletCitizen({ cid_no: customer.registration.cid, mobile_no: customer.registration.mobile }),
    )
    expect((await walletLogin(portal.app, thread_id)).statusCode).toBe(200)

    const again = await walletLogin(portal.app, thread_id)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ detail: WALLET_MESSAGES.threadExpired })
    for (const url of [
      `/api/ndi/threads/${thread_id}/`,
      `/api/customers/check-cid/?cid=${customer.registration.cid}&thread_id=${thread_id}`,
    ])
      expect((await walletRead(portal.app, url, thread_id)).statusCode, url).toBe(404)
    const registration = await portal.app.inject({
      method: 'POST',
      url: '/api/customers/',
      payload: { ...customer.registration, thread_id, browser_key: browserKeyOf(thread_id) },
    })
    expect(registration.statusCode).toBe(404)
    const socket = await injectedSocket(portal.app, thread_id)
    await settle()
    expect(socket.received).toEqual([])
    socket.close()
  })
})
