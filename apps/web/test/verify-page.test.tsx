import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { TVerifiedPaper } from '@portal/domain/tickets'
import VerifyPage from '@/features/tickets/components/verify-page'
import { setLanguage } from '@/lib/i18n'
import { network } from './network'
import { renderPage } from './render-page'

/** Issue 32: the public check of a paper shows what the paper says, to compare, and no more. */

const LETTER: TVerifiedPaper = {
  document: 'letter',
  id: 41,
  service: 'Energy Meter',
  request_type: 'Relocation',
  service_name: 'Relocation/Shifting of energy meter',
  decision: 'Rejected',
  decided_on: '2026-11-20T04:00:00Z',
  name: 'P*** W*****',
}

const RECEIPT: TVerifiedPaper = {
  document: 'receipt',
  id: 42,
  service: 'Power Clearance',
  service_name: 'Power clearance',
  filed_on: '2026-11-18T04:00:00Z',
  name: 'T******* Y******',
}

const checking = (paper: TVerifiedPaper) => {
  network.use(http.get('/api/verify/:code/', () => HttpResponse.json(paper)))
  renderPage('/verify/a-code-of-paper', <VerifyPage />, '/verify/:code')
}

/** The page's record, label by value, as a reader compares it with the paper. */
const shownRecord = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )

describe('the public check of a paper', () => {
  it("shows a letter's type, date, decision and masked name", async () => {
    checking(LETTER)
    await screen.findByText(/issued a letter with this code/)
    expect(shownRecord()).toEqual({
      Paper: 'Rejection letter',
      'Application ID': '41',
      Service: 'Relocation/Shifting of energy meter',
      Decision: 'Rejected',
      'Date of the letter': '20/11/2026',
      'Issued to': 'P*** W*****',
    })
  })

  it('shows that a receipt is only a receipt, with its date, and not where the application stands', async () => {
    checking(RECEIPT)
    await screen.findByText(/issued a receipt with this code/)
    expect(shownRecord()).toEqual({
      Paper: 'Receipt of an application',
      'Application ID': '42',
      Service: 'Power clearance',
      'Received on': '18/11/2026',
      'Filed by': 'T******* Y******',
    })
    screen.getByText(/A receipt is not a decision/)
  })

  it('is in Dzongkha when the reader chose it', async () => {
    await act(() => setLanguage('dz'))
    onTestFinished(() => act(() => setLanguage('en')))
    checking(LETTER)
    await screen.findByRole('heading', { name: 'ཡི་གུ་ ཡང་ན་ འཛིན་ཤོག་ ཞིབ་དཔྱད།' })
    await screen.findByText(/ཨང་རྟགས་འདི་ཡོད་པའི་ ཡི་གུ་/)
    expect(shownRecord()).toMatchObject({
      'ཡིག་ཆ།': 'ཁས་མ་བླངས་པའི་ཡི་གུ།',
      'གྲོས་ཐག': 'ཁས་མ་བླངས།',
      'ལེན་མི།': 'P*** W*****',
    })
  })
})

describe('an approved power clearance', () => {
  const APPROVED: TVerifiedPaper = {
    document: 'letter',
    id: 43,
    service: 'Power Clearance',
    service_name: 'Power clearance',
    decision: 'Approved',
    decided_on: '2026-11-25T20:30:00Z',
    name: 'P*** W*****',
  }

  it('says until when it is valid, in Bhutan’s day', async () => {
    checking({ ...APPROVED, valid_until: '2099-11-25T20:30:00.000Z' })
    await screen.findByText(/issued a letter with this code/)
    expect(shownRecord()['Valid until']).toBe('26/11/2099')
  })

  it('says when it has lapsed', async () => {
    checking({ ...APPROVED, valid_until: '2020-01-01T00:00:00.000Z' })
    await screen.findByText(/issued a letter with this code/)
    expect(shownRecord()['Valid until']).toBe('01/01/2020 (expired)')
  })
})
