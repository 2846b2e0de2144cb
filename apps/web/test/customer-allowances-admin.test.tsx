import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TCustomerAllowances } from '@portal/domain/customer-allowances'
import { CustomerAllowancesAdmin } from '@/features/staff/components/customer-allowances-admin'
import { network } from './network'
import { renderPage } from './render-page'

const DEFAULTS: TCustomerAllowances = {
  cid: '11512345678',
  name: 'Dorji Construction',
  filings_per_hour: 20,
  storage_quota_mb: 25,
  own: { filings_per_hour: false, storage_quota_mb: false },
  history: [],
}

describe("an admin raising one customer's allowances", () => {
  it('looks the customer up, sends the change with its reason, and shows the history', async () => {
    let current = DEFAULTS
    let sent: unknown
    network.use(
      http.get('/api/staff/customers/11512345678/allowances/', () => HttpResponse.json(current)),
      http.put('/api/staff/customers/11512345678/allowances/', async ({ request }) => {
        sent = await request.json()
        current = {
          ...DEFAULTS,
          filings_per_hour: 60,
          own: { filings_per_hour: true, storage_quota_mb: false },
          history: [
            {
              at: '2026-11-25T09:00:00Z',
              by: 'admin',
              filings_per_hour: 60,
              storage_quota_mb: null,
              reason: '12 flats',
            },
          ],
        }
        return HttpResponse.json(current)
      }),
    )
    const { user } = renderPage('/staff/admin', <CustomerAllowancesAdmin />)
    await user.type(screen.getByLabelText('CID number'), '11512345678')
    await user.click(screen.getByRole('button', { name: 'Look up' }))
    expect(await screen.findByText(/may file 20 applications an hour \(the default\)/)).toBeTruthy()

    await user.type(screen.getByLabelText('Applications an hour'), '60')
    await user.type(screen.getByLabelText('Why (kept in the history)'), '12 flats')
    await user.click(screen.getByRole('button', { name: 'Save the allowances' }))
    expect(await screen.findByText(/may file 60 applications an hour \(raised\)/)).toBeTruthy()
    expect(sent).toEqual({ filings_per_hour: 60, storage_quota_mb: null, reason: '12 flats' })
    const history = screen.getByRole('table', { name: 'Changes, newest first' })
    expect(within(history).getByText('12 flats')).toBeTruthy()
  })

  it('says so when no customer has the CID', async () => {
    network.use(
      http.get('/api/staff/customers/11000000001/allowances/', () =>
        HttpResponse.json({ detail: 'No customer is registered with this CID.' }, { status: 404 }),
      ),
    )
    const { user } = renderPage('/staff/admin', <CustomerAllowancesAdmin />)
    await user.type(screen.getByLabelText('CID number'), '11000000001')
    await user.click(screen.getByRole('button', { name: 'Look up' }))
    expect(await screen.findByText('No customer is registered with this CID.')).toBeTruthy()
  })
})
