import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import RequestPage from '@/features/applications/components/request-page'
import { network } from './network'
import { renderPage } from './render-page'

const TARGETS = [{ key: 'accountClosure', service: 'Account Closure', working_days: 4, default: false }]

describe('a service page', () => {
  it('first says what the service is for, what to bring, the fee and the admin’s target; Start opens the form', async () => {
    network.use(http.get('/api/service-targets/', () => HttpResponse.json(TARGETS)))
    const { user, router } = renderPage('/account-closure-security-refund', <RequestPage />)

    expect(screen.getByRole('heading', { name: 'Before you start' })).toBeTruthy()
    expect(screen.getByText(/claim back the security deposit/)).toBeTruthy()
    expect(screen.getByRole('listitem').textContent).toBe('Security deposit receipt')
    expect(screen.getByText(/of at most 0\.5MB/)).toBeTruthy()
    expect(screen.getByText(/No fee is known for this service/)).toBeTruthy()
    expect((await screen.findByText(/^Within 4 working days of filing/)).textContent).toContain(
      'weekends and public holidays excluded',
    )
    expect(screen.queryByLabelText('Security deposit receipt')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Start' }))
    expect(router.state.location.search).toBe('?step=form')
    expect(screen.queryByRole('heading', { name: 'Before you start' })).toBeNull()
    expect(await screen.findByLabelText('Security deposit receipt')).toBeTruthy() // the form's code loads when asked for
  })

  it('says a service needs no documents, and where the date will be if the target cannot be read', async () => {
    network.use(http.get('/api/service-targets/', () => HttpResponse.error()))
    renderPage('/interim-billing', <RequestPage />)
    expect(screen.getByText('None: this service needs no documents.')).toBeTruthy()
    expect(
      await screen.findByText(/Your ticket shows the expected decision date once you have filed/, undefined, {
        timeout: 4000, // the query tries once more, a second later
      }),
    ).toBeTruthy()
  })
})
