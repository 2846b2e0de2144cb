import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TStaffApplication, TFiledApplication } from '@portal/domain/applications/responses'
import { LIFECYCLE_MESSAGES } from '@portal/domain/lifecycle'
import type { TTicketWithHistory } from '@portal/domain/tickets'
import { signedInCustomer } from './helpers/customers'
import { file, pdfBytes } from './helpers/files'
import { FORM_SAMPLES } from '../../../packages/domain/test/form-samples'
import { filedClearance, fileSample, powerClearanceForm, resourceOf } from './helpers/filings'
import { divisionId, signedInStaff } from './helpers/staff'
import { testApp } from './helpers/test-app'

let portal: Awaited<ReturnType<typeof testApp>>
let customer: Awaited<ReturnType<typeof signedInCustomer>>
let stranger: Awaited<ReturnType<typeof signedInCustomer>>
let officer: string
let paroOfficer: string
let thimphu: number
beforeAll(async () => {
  portal = await testApp()
  customer = await signedInCustomer(portal.app, { email: 'karma@example.bt' })
  stranger = await signedInCustomer(portal.app)
  officer = (await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])).authorization
  paroOfficer = (await signedInStaff(portal.app, 'officer', ['ESD Paro'])).authorization
  thimphu = await divisionId(portal.app, 'ESD Thimphu')
})
afterAll(() => portal.close())

const fileClearance = () => filedClearance(portal.app, customer.authorization, thimphu)

const sendBack = (id: number, payload: object, authorization = officer) =>
  portal.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${id}/return/`,
    headers: { authorization },
    payload,
  })

const decide = (id: number, decision = 'Approved', remarks = '', authorization = officer) =>
  portal.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${id}/decision/`,
    headers: { authorization },
    payload: { decision, remarks },
  })

const withdraw = (id: number | string, reason = 'Filed by mistake', authorization = customer.authorization) =>
  portal.app.inject({
    method: 'POST',
    url: `/api/tickets/${id}/withdraw/`,
    headers: { authorization },
    payload: { reason },
  })

/** Sends the clearance again with changes; documents not replaced are kept by their attachment id. */
function resubmit(
  filed: TFiledApplication,
  changes: Record<string, string | File | undefined>,
  authorization = customer.authorization,
) {
  const kept = Object.fromEntries(filed.attachments.map((a) => [a.field, String(a.id)]))
  return portal.app.inject({
    method: 'PUT',
    url: `/api/services/power-clearances/${filed.id}/`,
    headers: { authorization },
    payload: powerClearanceForm(thimphu, { ...kept, ...changes }),
  })
}

const ticket = async (id: number) =>
  (
    await portal.app.inject({
      url: `/api/tickets/${id}/`,
      headers: { authorization: customer.authorization },
    })
  ).json<TTicketWithHistory>()

/** Documents in the test's file store: a refused step must add none. */
const storedFileCount = async () =>
  (
    await readdir(path.join(portal.dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(
      () => [],
    )
  ).filter((entry) => entry.isFile()).length

const askForCidCopy = { message: 'The CID copy is unreadable.\nPlease scan it again.', fields: ['cid_copy'] }

describe('sending an application back', () => {
  it('asks the customer for changes: "Action needed" on the ticket, in the history and by SMS', async () => {
    const { id } = await fileClearance()
    const response = await sendBack(id, askForCidCopy)
    expect(response.statusCode).toBe(200)
    const view = response.json<TStaffApplication>()
    expect(view).toMatchObject({ id, status: 'Returned', action_needed: askForCidCopy })
    expect(view.history.at(-1)).toMatchObject({
      status: 'Returned',
      by: 'staff',
      remarks: askForCidCopy.message,
      fields: ['cid_copy'],
      actor: expect.stringMatching(/^staff:/),
    })

    const seen = await ticket(id)
    expect(seen).toMatchObject({ status: 'Returned', action_needed: askForCidCopy })
    expect(seen.history.map((h) => [h.status, h.by])).toEqual([
      ['Pending', 'customer'],
      ['Returned', 'staff'],
    ])
    await portal.app.deliverOutbox()
    const sms = portal.sent.find((m) => m.channel === 'sms' && m.body.includes(`application ${id}:`))
    expect(sms?.body).toContain('Action needed on your Power clearance application')
    expect(sms?.body).toContain('The CID copy is unreadable. Please scan it again.')
    expect(sms?.recipient).toBe(customer.registration.mobile)
    const email = portal.sent.find((m) => m.channel === 'email' && m.body.includes(`(Application ID ${id})`))
    expect(email?.body).toContain('To change: Copy of your citizenship ID card.')
  })

  it('needs a message and fields of the form, and only within the officer’s divisions', async () => {
    const { id } = await fileClearance()
    const missing = await sendBack(id, { message: ' ', fields: [] })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual({
      message: ['Please tell the customer what to change.'],
      fields: ['Please select at least one field or document to change.'],
    })
    const unknown = await sendBack(id, { message: 'Fix it', fields: ['cid_copy', 'shoe_size', 'division'] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors.fields).toEqual([
      'Not a field that can be corrected on this form: shoe_size, division.',
    ])
    expect((await sendBack(id, askForCidCopy, paroOfficer)).statusCode).toBe(404)
    expect((await ticket(id)).status).toBe('Pending')
  })

  it("asks only for what the customer's answers showed: a tenant is never asked for the new owner", async () => {
    const filed = await fileSample(portal.app, customer.authorization, '/change-customer-information', {
      division: thimphu,
    })
    expect(filed.statusCode).toBe(201)
    const { id } = filed.json<TFiledApplication>()
    const hidden = await sendBack(id, { message: 'Whose CID?', fields: ['cid', 'ownership_change_copy'] })
    expect(hidden.statusCode).toBe(400)
    expect(hidden.json().errors.fields).toEqual([
      'Not a field that can be corrected on this form: cid, ownership_change_copy.',
    ])
    expect((await sendBack(id, { message: 'Which number?', fields: ['information'] })).statusCode).toBe(200)
  })

  it('cannot be decided or sent back again while it waits for the customer', async () => {
    const { id } = await fileClearance()
    await sendBack(id, askForCidCopy)
    const decision = await decide(id)
    expect(decision.statusCode).toBe(409)
    expect(decision.json().detail).toBe(
      `Application ID ${id} is waiting for the customer's changes: it can be decided once they resubmit it.`,
    )
    const again = await sendBack(id, askForCidCopy)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(`Application ID ${id} is already waiting for the customer's changes.`)
  })
})

describe('a division the admin has closed', () => {
  const setOpen = async (admin: string, id: number, active: boolean) =>
    expect(
      (
        await portal.app.inject({
          method: 'PATCH',
          url: `/api/staff/divisions/${id}/`,
          headers: { authorization: admin },
          payload: { active },
        })
      ).statusCode,
    ).toBe(200)

  it('takes no new application, and still takes the correction of one filed before it closed', async () => {
    const haa = await divisionId(portal.app, 'ESD Haa')
    const admin = (await signedInStaff(portal.app, 'admin')).authorization
    const haaOfficer = (await signedInStaff(portal.app, 'officer', ['ESD Haa'])).authorization
    const filed = await filedClearance(portal.app, customer.authorization, haa)
    await sendBack(filed.id, askForCidCopy, haaOfficer)
    await setOpen(admin, haa, false)
    try {
      const refused = await portal.app.inject({
        method: 'POST',
        url: '/api/services/power-clearances/',
        headers: { authorization: customer.authorization },
        payload: powerClearanceForm(haa),
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errors).toEqual({ division: [LIFECYCLE_MESSAGES.divisionClosed] })

      const kept = Object.fromEntries(filed.attachments.map((a) => [a.field, String(a.id)]))
      const corrected = await portal.app.inject({
        method: 'PUT',
        url: `/api/services/power-clearances/${filed.id}/`,
        headers: { authorization: customer.authorization },
        payload: powerClearanceForm(haa, { ...kept, cid_copy: file(pdfBytes(2_000), 'cid-again.pdf') }),
      })
      expect(corrected.statusCode).toBe(200)
      expect(corrected.json()).toMatchObject({ id: filed.id, status: 'Pending' })
    } finally {
      await setOpen(admin, haa, true)
    }
  })
})

describe('resubmitting a returned application', () => {
  it('keeps what is not replaced, records what changed, and returns to the same inbox as Pending', async () => {
    const filed = await fileClearance()
    await sendBack(filed.id, askForCidCopy)
    const response = await resubmit(filed, {
      location: 'Changzamtog, Thimphu',
      cid_copy: file(pdfBytes(2_000), 'cid-rescanned.pdf'),
    })
    expect(response.statusCode).toBe(200)
    const resubmitted = response.json<TFiledApplication>()
    expect(resubmitted).toMatchObject({ id: filed.id, status: 'Pending', location: 'Changzamtog, Thimphu' })
    const letter = filed.attachments.find((a) => a.field === 'letter_of_clearance')!
    const byField = Object.fromEntries(resubmitted.attachments.map((a) => [a.field, a]))
    expect(byField.letter_of_clearance).toMatchObject({ id: letter.id, name: letter.name })
    expect(byField.cid_copy).toMatchObject({ name: 'cid-rescanned.pdf', size: 2_000 })
    expect(resubmitted.attachments).toHaveLength(2)

    const seen = await ticket(filed.id)
    expect(seen.status).toBe('Pending')
    expect(seen.action_needed).toBeUndefined()
    expect(seen.history.at(-1)).toMatchObject({
      status: 'Pending',
      by: 'customer',
      changes: [
        { field: 'location', from: 'Babesa, Thimphu', to: 'Changzamtog, Thimphu' },
        { field: 'cid_copy', from: 'cid.pdf', to: 'cid-rescanned.pdf' },
      ],
    })
    const inbox = await portal.app.inject({
      url: `/api/staff/applications/?status=Pending&division=${thimphu}&q=${filed.id}`,
      headers: { authorization: officer },
    })
    expect(inbox.json().results.map((r: { id: number }) => r.id)).toContain(filed.id)
  })

  it('checks the changes as a filing, and keeps everything as it was when they are refused', async () => {
    const filed = await fileClearance()
    await sendBack(filed.id, askForCidCopy)
    const noDocument = await resubmit(filed, { cid_copy: undefined, location: 'Elsewhere' })
    expect(noDocument.statusCode).toBe(400)
    expect(Object.keys(noDocument.json().errors)).toEqual(['cid_copy'])
    const otherDivision = await resubmit(filed, {
      division: String(await divisionId(portal.app, 'ESD Paro')),
    })
    expect(otherDivision.statusCode).toBe(400)
    expect(otherDivision.json().errors.division).toEqual([
      'The division cannot change on a correction. Withdraw this application and file a new one instead.',
    ])
    // An attachment of another application does not fill the field.
    const other = await fileClearance()
    const borrowed = await resubmit(filed, {
      cid_copy: String(other.attachments.find((a) => a.field === 'cid_copy')!.id),
    })
    expect(borrowed.statusCode).toBe(400)
    // Nor does one of its own attachments named for another field.
    const misfiled = await resubmit(filed, {
      cid_copy: String(filed.attachments.find((a) => a.field === 'letter_of_clearance')!.id),
    })
    expect(misfiled.statusCode).toBe(400)
    expect(Object.keys(misfiled.json().errors)).toEqual(['cid_copy'])

    const seen = await ticket(filed.id)
    expect(seen).toMatchObject({ status: 'Returned', action_needed: askForCidCopy })
    const { attachments } = (
      await portal.app.inject({
        url: `/api/services/power-clearances/${filed.id}/`,
        headers: { authorization: customer.authorization },
      })
    ).json<TFiledApplication>()
    expect(attachments).toEqual(filed.attachments)
  })

  it('is only for the owner, and only while Returned', async () => {
    const filed = await fileClearance()
    // Refused before its documents are stored: nothing is left behind to sweep.
    const stored = await storedFileCount()
    // Bytes of their own: the store keeps one copy of each content, so a repeat would not count.
    const early = await resubmit(filed, { cid_copy: file(pdfBytes(1_234), 'early.pdf') })
    expect(early.statusCode).toBe(409)
    expect(await storedFileCount()).toBe(stored)
    expect(early.json().detail).toBe(`Application ID ${filed.id} is not waiting for your changes.`)
    await sendBack(filed.id, askForCidCopy)
    expect((await resubmit(filed, {}, stranger.authorization)).statusCode).toBe(404)
    expect((await ticket(filed.id)).status).toBe('Returned')
  })

  it('goes back and forth several times, and is still decided exactly once', async () => {
    const filed = await fileClearance()
    for (const location of ['Round one', 'Round two', 'Round three']) {
      expect(
        (await sendBack(filed.id, { message: 'Please name the place', fields: ['location'] })).statusCode,
      ).toBe(200)
      expect((await resubmit(filed, { location })).statusCode).toBe(200)
    }
    expect((await decide(filed.id)).statusCode).toBe(200)
    const late = await sendBack(filed.id, askForCidCopy)
    expect(late.statusCode).toBe(409)
    expect(late.json().detail).toBe(`Application ID ${filed.id} has already been approved.`)
    expect((await decide(filed.id, 'Rejected', 'Too late')).statusCode).toBe(409)
    const seen = await ticket(filed.id)
    expect(seen.history.map((h) => h.status)).toEqual([
      'Pending',
      ...['Returned', 'Pending', 'Returned', 'Pending', 'Returned', 'Pending'],
      'Approved',
    ])
    expect(seen.history.filter((h) => h.changes).map((h) => h.changes![0]!.to)).toEqual([
      'Round one',
      'Round two',
      'Round three',
    ])
  })
})

describe('the history', () => {
  it('names who took each step: the officer reads the account, the customer "customer" or "staff"', async () => {
    const reviewer = await signedInStaff(portal.app, 'officer', ['ESD Thimphu'])
    const filed = await fileClearance()
    expect((await sendBack(filed.id, askForCidCopy, reviewer.authorization)).statusCode).toBe(200)
    expect((await resubmit(filed, { cid_copy: file(pdfBytes(), 'cid-again.pdf') })).statusCode).toBe(200)
    expect((await decide(filed.id, 'Approved', '', reviewer.authorization)).statusCode).toBe(200)
    const withdrawn = await fileClearance()
    expect((await withdraw(withdrawn.id)).statusCode).toBe(200)

    const { cid } = customer.registration
    const actors = async (id: number) =>
      (
        await portal.app.inject({
          url: `/api/staff/applications/${id}/`,
          headers: { authorization: reviewer.authorization },
        })
      )
        .json<TStaffApplication>()
        .history.map((h) => h.actor)
    const staff = `staff:${reviewer.username}`
    expect(await actors(filed.id)).toEqual([`customer:${cid}`, staff, `customer:${cid}`, staff])
    expect(await actors(withdrawn.id)).toEqual([`customer:${cid}`, `customer:${cid}`])
    // By name, as the officer reads them: the customer's, and the officer's account's.
    const names = (
      await portal.app.inject({
        url: `/api/staff/applications/${filed.id}/`,
        headers: { authorization: reviewer.authorization },
      })
    )
      .json<TStaffApplication>()
      .history.map((h) => h.actor_name)
    const { name } = customer.registration
    expect(names).toEqual([name, `Officer ${reviewer.username}`, name, `Officer ${reviewer.username}`])
    expect((await ticket(filed.id)).history.map((h) => h.by)).toEqual([
      'customer',
      'staff',
      'customer',
      'staff',
    ])
  })
})

describe('what a resubmission records', () => {
  it('names the one document replaced, with its own old name, and text changes from empty', async () => {
    const filed = await fileClearance()
    await sendBack(filed.id, { message: 'A clearer letter, please.', fields: ['letter_of_clearance'] })
    const response = await resubmit(filed, { letter_of_clearance: file(pdfBytes(), 'clearer-letter.pdf') })
    expect(response.statusCode).toBe(200)
    expect((await ticket(filed.id)).history.at(-1)?.changes).toEqual([
      { field: 'letter_of_clearance', from: 'letter.png', to: 'clearer-letter.pdf' },
    ])
  })
})

describe('withdrawing an application', () => {
  it('needs a reason, takes it out of the inbox as Withdrawn, and nothing decides it afterwards', async () => {
    const { id } = await fileClearance()
    const noReason = await withdraw(id, '')
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errors.reason).toEqual(['Please give a reason for withdrawing.'])
    expect((await withdraw(id, 'Mine now', stranger.authorization)).statusCode).toBe(404)
    // An Application ID that is not a number is the same 404, as GET /tickets/{id}/ answers it.
    const notAnId = await withdraw('12x')
    expect(notAnId.statusCode).toBe(404)
    expect(notAnId.json()).toEqual({ detail: "Sorry, Application ID 12x doesn't exist." })

    const response = await withdraw(id, 'Filed twice by mistake')
    expect(response.statusCode).toBe(200)
    expect(response.json<TTicketWithHistory>()).toMatchObject({ id, status: 'Withdrawn' })
    expect(response.json<TTicketWithHistory>().history.at(-1)).toMatchObject({
      status: 'Withdrawn',
      by: 'customer',
      remarks: 'Filed twice by mistake',
    })
    const inbox = await portal.app.inject({
      url: `/api/staff/applications/?status=Pending&q=${id}`,
      headers: { authorization: officer },
    })
    expect(inbox.json().count).toBe(0)
    const decision = await decide(id)
    expect(decision.statusCode).toBe(409)
    expect(decision.json().detail).toBe(`Application ID ${id} has already been withdrawn.`)
    expect((await withdraw(id)).statusCode).toBe(409)
    const letter = await portal.app.inject({
      url: `/api/tickets/${id}/download/`,
      headers: { authorization: customer.authorization },
    })
    expect(letter.statusCode).toBe(409)
    expect(letter.json().detail).toBe(`Application ID ${id} was withdrawn: it has no letter.`)
  })

  it('may be done while Returned, but not once decided', async () => {
    const returned = await fileClearance()
    await sendBack(returned.id, askForCidCopy)
    expect((await withdraw(returned.id)).statusCode).toBe(200)
    expect((await ticket(returned.id)).action_needed).toBeUndefined()

    const { id } = await fileClearance()
    await decide(id)
    const late = await withdraw(id)
    expect(late.statusCode).toBe(409)
    expect(late.json().detail).toBe(
      `Application ID ${id} has already been approved and can no longer be withdrawn.`,
    )
  })
})

describe('steps racing each other', () => {
  it('lets one of a burst of decisions and send-backs win; every other gets 409', async () => {
    const { id } = await fileClearance()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? decide(id) : sendBack(id, askForCidCopy))),
    )
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(19)
    expect((await ticket(id)).history).toHaveLength(2)
  })

  it('refuses a resubmission that keeps a document another round replaced while it was on its way', async () => {
    const filed = await fileClearance()
    expect((await sendBack(filed.id, askForCidCopy)).statusCode).toBe(200)
    // The first resubmission stops while its new letter is being stored…
    let reached!: () => void
    let release!: () => void
    const storing = new Promise<void>((resolve) => (reached = resolve))
    const gate = new Promise<void>((resolve) => (release = resolve))
    const put = portal.app.files.put.bind(portal.app.files)
    const paused = vi.spyOn(portal.app.files, 'put').mockImplementationOnce(async (bytes) => {
      reached()
      await gate
      return put(bytes)
    })
    try {
      const slow = resubmit(filed, { letter_of_clearance: file(pdfBytes(1_111), 'new-letter.pdf') })
      await storing
      // …while a second one replaces the CID copy the first keeps, and the officer sends it back again.
      expect((await resubmit(filed, { cid_copy: file(pdfBytes(2_222), 'new-cid.pdf') })).statusCode).toBe(200)
      expect((await sendBack(filed.id, askForCidCopy)).statusCode).toBe(200)
      release()
      expect((await slow).statusCode).toBe(409)
    } finally {
      paused.mockRestore()
    }
    const seen = (
      await portal.app.inject({
        url: `/api/services/power-clearances/${filed.id}/`,
        headers: { authorization: customer.authorization },
      })
    ).json<TFiledApplication>()
    expect(seen.status).toBe('Returned')
    expect(seen.attachments.map((a) => a.name).sort()).toEqual(['letter.png', 'new-cid.pdf'])
  })

  it('lets either a resubmission or a withdrawal win, never both', async () => {
    const filed = await fileClearance()
    await sendBack(filed.id, askForCidCopy)
    const results = await Promise.all([resubmit(filed, { location: 'Racing' }), withdraw(filed.id)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const seen = await ticket(filed.id)
    expect(seen.history).toHaveLength(3)
    expect(['Pending', 'Withdrawn']).toContain(seen.status)
  })
})

describe('a resubmission sent as JSON', () => {
  it('corrects a form without documents; its request type cannot change', async () => {
    const admin = (await signedInStaff(portal.app, 'admin')).authorization
    const path = '/energy-meter-relocation'
    const filed = await fileSample(portal.app, customer.authorization, path)
    expect(filed.statusCode).toBe(201)
    const { id } = filed.json<TFiledApplication>()
    await sendBack(id, { message: 'Which building?', fields: ['location'] }, admin)
    const put = (changes: Record<string, unknown>) =>
      portal.app.inject({
        method: 'PUT',
        url: `/api/services/${resourceOf(path)}/${id}/`,
        headers: { authorization: customer.authorization },
        payload: { ...FORM_SAMPLES[path], ...changes },
      })
    const otherType = await put({ request_type: 'Upgradation' })
    expect(otherType.statusCode).toBe(400)
    expect(otherType.json().errors.request_type).toEqual([
      'The type of request cannot change on a correction. Withdraw this application and file a new one instead.',
    ])
    const corrected = await put({ location: 'Changzamtog, block C' })
    expect(corrected.statusCode).toBe(200)
    expect(corrected.json<TFiledApplication>()).toMatchObject({
      id,
      status: 'Pending',
      location: 'Changzamtog, block C',
    })
    expect((await ticket(id)).history.at(-1)?.changes).toEqual([
      { field: 'location', from: 'Changzamtog', to: 'Changzamtog, block C' },
    ])
  })
})

describe('a multipart resubmission', () => {
  it('refuses documents sent as JSON with 415, as filing does', async () => {
    const filed = await fileClearance()
    await sendBack(filed.id, askForCidCopy)
    const response = await portal.app.inject({
      method: 'PUT',
      url: `/api/services/power-clearances/${filed.id}/`,
      headers: { authorization: customer.authorization },
      payload: { division: String(thimphu) },
    })
    expect(response.statusCode).toBe(415)
  })
})

describe('the letter an officer opens', () => {
  it('is the one the customer holds, for an officer of its division only, once decided', async () => {
    const { id } = await fileClearance()
    const letterAs = (authorization: string) =>
      portal.app.inject({ url: `/api/staff/applications/${id}/letter/`, headers: { authorization } })
    expect((await letterAs(officer)).statusCode).toBe(409)
    expect((await decide(id, 'Approved')).statusCode).toBe(200)

    const held = await portal.app.inject({
      url: `/api/tickets/${id}/download/`,
      headers: { authorization: customer.authorization },
    })
    const opened = await letterAs(officer)
    expect(opened.statusCode).toBe(200)
    expect(opened.headers['content-type']).toBe('application/pdf')
    expect(opened.rawPayload.equals(held.rawPayload)).toBe(true)
    // Another division's reads as none.
    expect((await letterAs(paroOfficer)).statusCode).toBe(404)
  })
})

describe('the email of an approval', () => {
  it('points to the letter where the ticket offers one, and to the details where it does not', async () => {
    const emailOf = (id: number) =>
      portal.sent.find(
        (m) => m.channel === 'email' && m.body.includes(`(Application ID ${id}) has been approved`),
      )
    const { id: clearance } = await fileClearance()
    const filed = await fileSample(portal.app, customer.authorization, '/interim-billing', {
      division: thimphu,
    })
    expect(filed.statusCode).toBe(201)
    const billing = filed.json<{ id: number }>().id
    for (const id of [clearance, billing]) expect((await decide(id, 'Approved')).statusCode).toBe(200)
    // Earlier tests' messages wait in the outbox too: a batch at a time until it is empty.
    while ((await portal.app.deliverOutbox()) > 0);
    expect(emailOf(clearance)?.body).toContain(`You can download your approval letter at`)
    // Interim billing's ticket has no Download (spec §2): no letter is promised.
    expect(emailOf(billing)?.body).toContain(`You can see the details at`)
    expect(emailOf(billing)?.body).not.toContain('letter')
  })
})
