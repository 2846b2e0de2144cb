// A service form at its address with a trailing slash: the server sends its "Before you start"
// (htmlFileFor strips the slash), and the app shows the same page (found by issue 35's review).
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import RequestPage from '@/features/applications/components/request-page'
import { network } from './network'
import { renderPage } from './render-page'

it('shows a service page at its address with a trailing slash', async () => {
  network.use(http.get('/api/service-targets/', () => HttpResponse.json([])))
  renderPage('/power-clearance/', <RequestPage />)
  expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeTruthy()
})
