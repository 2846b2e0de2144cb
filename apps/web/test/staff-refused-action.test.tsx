import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import StaffApplicationPage from '@/features/staff/components/staff-application-page'
import { network } from './network'
import { renderPage } from './render-page'
import { officerDorjiSignedIn, staffApplication } from './staff-applications'

const PENDING = staffApplication()

/**
 * A walk of the back office (two tabs on one application): another officer approved it first,
 * this officer's send-back was refused with 409, the page read the application again, and the
 * refusal and the typed message vanished with the form.
 */
describe('a decision or send-back refused because another came first', () => {
  it('is said above where the application now stands, with the words the officer wrote', async () => {
    let current = PENDING
    const detail = 'Application 5 is Approved already: it cannot be sent back.'
    network.use(
      http.get('/api/staff/applications/5/', () => HttpResponse.json(current)),
      officerDorjiSignedIn(),
      http.post('/api/staff/applications/5/return/', () => {
        current = { ...PENDING, status: 'Approved', decided: '2026-11-21T04:00:00Z', decided_by: 'Karma' }
        return HttpResponse.json({ detail }, { status: 409 })
      }),
    )
    const { user } = renderPage('/staff/applications/5', <StaffApplicationPage />, '/staff/applications/:id')
    await user.click((await screen.findAllByRole('checkbox'))[0]!)
    await user.type(screen.getByLabelText('Message to the customer'), 'Please give the plot number.')
    await user.click(screen.getByRole('button', { name: 'Send back' }))

    expect(await screen.findByText(/^Approved by Karma/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send back' })).toBeNull()
    expect(screen.getByText(`Not recorded: ${detail}`)).toBeTruthy()
    expect(screen.getByText('Please give the plot number.').tagName).toBe('Q')
  })

  it('is not said once the officer made it good: only the last action counts', async () => {
    let current = PENDING
    network.use(
      http.get('/api/staff/applications/5/', () => HttpResponse.json(current)),
      officerDorjiSignedIn(),
      http.post('/api/staff/applications/5/return/', () =>
        HttpResponse.json({ detail: 'The service is temporarily unavailable.' }, { status: 503 }),
      ),
      http.post('/api/staff/applications/5/decision/', () => {
        current = { ...PENDING, status: 'Approved', decided: '2026-11-21T04:00:00Z', decided_by: 'Dorji' }
        return HttpResponse.json(current)
      }),
    )
    const { user } = renderPage('/staff/applications/5', <StaffApplicationPage />, '/staff/applications/:id')
    await user.click((await screen.findAllByRole('checkbox'))[0]!)
    await user.type(screen.getByLabelText('Message to the customer'), 'Please give the plot number.')
    await user.click(screen.getByRole('button', { name: 'Send back' }))
    expect(await screen.findByText('The service is temporarily unavailable.')).toBeTruthy()
    await user.click(screen.getByLabelText('Approve'))
    await user.click(screen.getByRole('button', { name: 'Record decision' }))
    await user.click(await screen.findByRole('button', { name: 'Yes, approve' }))

    expect(await screen.findByText(/^Approved by Dorji/)).toBeTruthy()
    // The form the officer used is gone: the keyboard is at what stands in its place.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/Approved by Dorji/))
    expect(screen.queryByText(/^Not recorded/)).toBeNull()
  })
})
