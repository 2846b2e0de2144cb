import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TVerifiedLetter } from '@portal/domain/tickets'
import VerifyPage from '@/features/tickets/components/verify-page'
import { network } from './network'
import { renderPage } from './render-page'

const LETTER: TVerifiedLetter = {
  document: 'letter',
  id: 41,
  filed_on: '2026-11-20T04:00:00Z',
  service: 'Power Clearance',
  service_name: 'Power clearance',
  status: 'Approved',
  decided_on: '2026-11-25T20:30:00Z',
  name: 'P*** W*****',
  location: 'Babesa',
  category: 'LV Urban',
  remarks: 'Checked',
}

const answering = (letter: TVerifiedLetter) =>
  network.use(http.get('/api/verify/AbCdEfGhIjKl/', () => HttpResponse.json(letter)))

/** The definition beside a term of the checked letter. */
const valueOf = (term: string) => screen.queryByText(term)?.nextElementSibling?.textContent

describe('checking a letter', () => {
  it('says until when an approved power clearance is valid, in Bhutan’s day', async () => {
    answering({ ...LETTER, valid_until: '2099-11-25T20:30:00.000Z' })
    renderPage('/verify/AbCdEfGhIjKl', <VerifyPage />, '/verify/:code')
    expect(await screen.findByText('Valid until', {}, { timeout: 10_000 })).toBeTruthy()
    expect(valueOf('Valid until')).toBe('26/11/2099')
  })

  it('says when it has lapsed', async () => {
    answering({ ...LETTER, valid_until: '2020-01-01T00:00:00.000Z' })
    renderPage('/verify/AbCdEfGhIjKl', <VerifyPage />, '/verify/:code')
    expect(await screen.findByText('01/01/2020 (expired)')).toBeTruthy()
  })

  it('names no validity for a paper that has none', async () => {
    answering({ ...LETTER, status: 'Rejected' })
    renderPage('/verify/AbCdEfGhIjKl', <VerifyPage />, '/verify/:code')
    expect(await screen.findByText('Rejected')).toBeTruthy()
    expect(screen.queryByText('Valid until')).toBeNull()
  })
})
