import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TServiceTargetList } from '@portal/domain/working-days'
import { DeadlinesAdmin } from '@/features/staff/components/deadlines-admin'
import { network } from './network'
import { renderPage } from './render-page'

const TARGETS: TServiceTargetList = [
  { key: 'siteClearance', service: 'Site Clearance', working_days: 10, default: true },
  { key: 'release', service: 'Release', working_days: 7, default: true },
]

/** Issue 49: the admin names the services' deadlines as the customers and the inbox name them. */
describe("the admin's service deadlines", () => {
  it('names each stored service by the forms it files, and says when one target serves several', async () => {
    network.use(
      http.get('/api/staff/service-targets/', () => HttpResponse.json(TARGETS)),
      http.get('/api/staff/holidays/', () => HttpResponse.json([])),
    )
    renderPage('/staff/admin', <DeadlinesAdmin />)
    expect(await screen.findByLabelText('Target for Construction clearance, in working days')).toBeTruthy()
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!)
    expect(rows.map((cell) => cell.textContent)).toEqual([
      'Construction clearance',
      'Temporary power supply, Permanent power supplyOne target for these 2 services',
    ])
  })
})
