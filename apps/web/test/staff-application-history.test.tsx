import { cleanup, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TStaffApplication, TStaffSms } from '@portal/domain/applications/responses'
import StaffApplicationPage from '@/features/staff/components/staff-application-page'
import { network } from './network'
import { renderPage } from './render-page'
import { officerDorjiSignedIn, staffApplication } from './staff-applications'

/**
 * Issue 37: the officer's history says whether each SMS about the application reached the phone,
 * and lists its emails too.
 */
const step = (at: string, status: 'Pending' | 'Returned') => ({
  kind: 'status' as const,
  status,
  at,
  remarks: '',
  by: status === 'Pending' ? ('customer' as const) : ('staff' as const),
  actor: status === 'Pending' ? 'customer:11512345678' : 'staff:dorji',
  actor_name: status === 'Pending' ? 'Pema Wangmo' : 'Dorji Tshering',
  internal: false,
})

const sms = (id: number, at: string, changes: Partial<TStaffSms>): TStaffSms => ({
  id,
  at,
  subject: 'Application 52: Action needed',
  delivery: null,
  sent: true,
  receipt_expected: true,
  ...changes,
})

const APPLICATION = staffApplication({
  id: 52,
  history: [
    step('2026-11-20T04:00:00Z', 'Pending'),
    step('2026-11-21T04:00:00Z', 'Returned'),
    step('2026-11-22T04:00:00Z', 'Pending'),
    step('2026-11-23T04:00:00Z', 'Returned'),
    step('2026-11-24T04:00:00Z', 'Pending'),
    step('2026-11-25T04:00:00Z', 'Returned'),
  ],
  sms: [
    sms(7, '2026-11-21T04:00:00Z', { delivery: 'delivered' }),
    sms(9, '2026-11-23T04:00:00Z', { delivery: 'not_delivered' }),
    sms(11, '2026-11-25T04:00:00Z', {}),
  ],
})

/** The officer's page of `application`, opened; the rows of its history as they read. */
async function historyRowsOf(application: TStaffApplication) {
  network.use(
    http.get('/api/staff/applications/52/', () => HttpResponse.json(application)),
    officerDorjiSignedIn(),
  )
  renderPage('/staff/applications/52', <StaffApplicationPage />, '/staff/applications/:id')
  const history = (await screen.findByRole('heading', { name: 'History' })).nextElementSibling as HTMLElement
  return within(history)
    .getAllByRole('listitem')
    .map((row) => row.textContent)
}

describe("the officer's history", () => {
  it('names who took each step, the customer or the officer, and when, to the minute', async () => {
    const rows = await historyRowsOf({ ...APPLICATION, history: APPLICATION.history.slice(0, 2), sms: [] })
    expect(rows).toEqual([
      expect.stringMatching(/^Pending \d{2}\/\d{2}\/\d{4},? \d{1,2}:\d{2}.* · Pema Wangmo$/),
      expect.stringMatching(/^Returned \d{2}\/\d{2}\/\d{4},? \d{1,2}:\d{2}.* · Dorji Tshering$/),
    ])
  })

  it('shows after each step its SMS, in the message centre’s words, or that it still waits', async () => {
    const rows = await historyRowsOf(APPLICATION)
    expect(rows).toEqual([
      expect.stringMatching(/^Pending/),
      expect.stringMatching(/^Returned/),
      expect.stringMatching(/^SMS to the customer .*Application 52: Action needed.*Delivered to phone$/),
      expect.stringMatching(/^Pending/),
      expect.stringMatching(/^Returned/),
      expect.stringMatching(/^SMS to the customer .*Not delivered$/),
      expect.stringMatching(/^Pending/),
      expect.stringMatching(/^Returned/),
      expect.stringMatching(/^SMS to the customer .*Waiting for the operator’s receipt$/),
    ])
    // Not among the application's fields.
    expect(screen.queryByText('sms')).toBeNull()
  })

  it('says whether an SMS still waits to be sent, and when its gateway gives no receipt', async () => {
    const rows = await historyRowsOf({
      ...APPLICATION,
      history: APPLICATION.history.slice(0, 2),
      sms: [
        sms(7, '2026-11-21T04:00:00Z', { sent: false, receipt_expected: false }),
        sms(8, '2026-11-21T04:00:00Z', { receipt_expected: false }),
      ],
    })
    expect(rows).toEqual([
      expect.stringMatching(/^Pending/),
      expect.stringMatching(/^Returned/),
      expect.stringMatching(/Waiting to be sent$/),
      expect.stringMatching(/Sent; this gateway gives no receipt$/),
    ])
  })

  it('shows each email after its SMS, under the subject the customer got, and that no receipt comes', async () => {
    const subject = 'ཞུ་ཡིག་ 52 — ཁྱོད་ཀྱིས་ བསྒྱུར་བཅོས་འབད་དགོ།'
    const rows = await historyRowsOf({
      ...APPLICATION,
      history: APPLICATION.history.slice(0, 4),
      sms: [sms(7, '2026-11-21T04:00:00Z', { subject, delivery: 'delivered' })],
      emails: [
        { id: 8, at: '2026-11-21T04:00:00Z', subject, sent: true },
        { id: 10, at: '2026-11-23T04:00:00Z', subject: 'Application 52: Action needed', sent: false },
      ],
    })
    expect(rows).toEqual([
      expect.stringMatching(/^Pending/),
      expect.stringMatching(/^Returned/),
      expect.stringMatching(new RegExp(`^SMS to the customer .*${subject}Delivered to phone$`)),
      expect.stringMatching(
        new RegExp(`^Email to the customer .*${subject}Sent; an email gives no receipt$`),
      ),
      expect.stringMatching(/^Pending/),
      expect.stringMatching(/^Returned/),
      expect.stringMatching(/^Email to the customer .*Application 52: Action needed.*Waiting to be sent$/),
    ])
    // The messages are the history's, not answers of the application's.
    expect(screen.queryByText('Emails')).toBeNull()
    expect(document.body.textContent).not.toContain('[object Object]')
  })

  it("glosses the customer's word for a decision in a message's subject with the stored status (issue 49)", async () => {
    const rows = await historyRowsOf({
      ...APPLICATION,
      history: [
        ...APPLICATION.history.slice(0, 1),
        { ...step('2026-11-21T04:00:00Z', 'Returned'), status: 'Approved' },
      ],
      sms: [sms(7, '2026-11-21T04:00:00Z', { subject: 'Application 52: Delivered', delivery: 'delivered' })],
      emails: [{ id: 8, at: '2026-11-21T04:00:00Z', subject: 'Application 52: Delivered', sent: true }],
    })
    // "Delivered" is what the customer's ticket says for Approved (spec §4), not the letter sent.
    expect(rows.slice(2)).toEqual([
      expect.stringMatching(
        /^SMS to the customer .* · Application 52: Delivered \(Approved\)Delivered to phone$/,
      ),
      expect.stringMatching(
        /^Email to the customer .* · Application 52: Delivered \(Approved\)Sent; an email/,
      ),
    ])
  })

  it('warns before a decision when another officer has taken the application (issue 49)', async () => {
    await historyRowsOf({ ...APPLICATION, assignee: { id: 9, name: 'Karma Dema' } })
    expect(
      await screen.findByText(/^Karma Dema has taken this application and may be deciding it\./),
    ).toBeTruthy()
    cleanup()
    await historyRowsOf({ ...APPLICATION, assignee: { id: 3, name: 'Dorji' } })
    expect(screen.queryByText(/has taken this application/)).toBeNull()
  })

  it('links a decided application to the letter its customer holds (issue 49)', async () => {
    await historyRowsOf({ ...APPLICATION, status: 'Approved', decided: '2026-11-26T04:00:00Z' })
    const letter = await screen.findByRole('link', { name: 'Open the letter the customer holds (PDF)' })
    expect(letter.getAttribute('href')).toBe('/api/staff/applications/52/letter/')
  })
})
