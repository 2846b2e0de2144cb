// Review of issue 35 (decision 072): the server sends a service form's prerendered "Before you
// start" for /power-clearance/ too (htmlFileFor strips the slash), but the app then replaces it
// with "This page could not be shown": RequestPage looks its form up by the raw pathname. The
// crash is older than issue 35 (it is on 510953b too); the frame now shows the guide first.
// Demonstrates the defect; fails on main at a3be97c.
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
