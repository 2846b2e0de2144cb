import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TSmsBlock, TSmsWatch } from '@portal/domain/sms-watch'
import SmsWatchPage from '@/features/staff/components/sms-watch-page'
import { network } from './network'
import { renderPage } from './render-page'

const REF = 'a'.repeat(64)
const FIGURES: TSmsWatch = {
  sms_per_hour: 100,
  purposes: [
    { purpose: 'registration', sent: 4, came_back: 4 },
    { purpose: 'sign-in', sent: 5, came_back: 2 },
  ],
  shares: [
    { share: 'accounts', outstanding: 3, size: 50 },
    { share: 'new-numbers', outstanding: 0, size: 50 },
  ],
  networks: [{ network: '198.18.99.7', not_back: 3 }],
  numbers: [{ number: '17****23', ref: REF, not_back: 3 }],
  blocks: [],
}
const BLOCK: TSmsBlock = {
  id: 7,
  kind: 'number',
  target: '17****23',
  reason: 'Spent most this hour',
  by: 'karma.admin',
  at: '2026-11-29T04:00:00Z',
  until: '2026-11-30T04:00:00Z',
}

/** The API as the page meets it: the figures, and blocks that change them. */
function portal() {
  let current = FIGURES
  const calls: { blocked: unknown[]; lifted: string[] } = { blocked: [], lifted: [] }
  network.use(
    http.get('/api/staff/sms/', () => HttpResponse.json(current)),
    http.post('/api/staff/sms/blocks/', async ({ request }) => {
      const body = (await request.json()) as { reason: string }
      calls.blocked.push(body)
      if (!body.reason)
        return HttpResponse.json(
          {
            detail: 'Please say why, for the history.',
            errors: { reason: ['Please say why, for the history.'] },
          },
          { status: 400 },
        )
      current = { ...current, blocks: [BLOCK] }
      return HttpResponse.json(BLOCK, { status: 201 })
    }),
    http.delete('/api/staff/sms/blocks/:id/', ({ params }) => {
      calls.lifted.push(String(params.id))
      current = { ...current, blocks: [] }
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return calls
}

describe("the back office's SMS codes page", () => {
  it('shows the hour by purpose, the shares against their size, and who spent most, masked', async () => {
    portal()
    renderPage('/staff/sms', <SmsWatchPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'SMS codes this hour' })).toBeTruthy()
    const purposes = await screen.findByRole('table', { name: 'Codes sent in the last hour, by purpose' })
    const signingIn = within(purposes).getByRole('row', { name: /Signing in/ })
    expect(
      within(signingIn)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '2', '3'])
    const shares = screen.getByRole('table', { name: /The ceiling's shares/ })
    const accounts = within(shares).getByRole('row', { name: /Existing accounts/ })
    expect(
      within(accounts)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '50', '6 %'])
    const networks = screen.getByRole('table', { name: 'Networks whose codes came back least' })
    expect(within(networks).getByRole('rowheader', { name: '198.18.99.7' })).toBeTruthy()
    const numbers = screen.getByRole('table', { name: 'Numbers whose codes came back least (masked)' })
    expect(within(numbers).getByRole('rowheader', { name: '17****23' })).toBeTruthy()
    expect(screen.getByText('No number or network is blocked.')).toBeTruthy()
  })

  it('blocks a number from its row by its ref, with hours and a reason, and lists the block', async () => {
    const calls = portal()
    const { user } = renderPage('/staff/sms', <SmsWatchPage />)
    await user.click(await screen.findByRole('button', { name: 'Block 17****23' }))
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('17****23')
    // Focus goes to what is left to fill.
    expect(document.activeElement).toBe(screen.getByLabelText('For how many hours (1 to 72)'))
    await user.clear(screen.getByLabelText('For how many hours (1 to 72)'))
    await user.type(screen.getByLabelText('For how many hours (1 to 72)'), '6')
    await user.type(screen.getByLabelText('Why (kept in the history)'), 'Spent most this hour')
    await user.click(screen.getByRole('button', { name: 'Block' }))
    const blocks = await screen.findByRole('table', { name: 'Blocks in force, the longest first' })
    expect(calls.blocked).toEqual([{ kind: 'number', target: REF, hours: 6, reason: 'Spent most this hour' }])
    expect(within(blocks).getByText('karma.admin')).toBeTruthy()
    expect(within(blocks).getByText('Spent most this hour')).toBeTruthy()
  })

  it('says beside the field what the server refused, tied to it', async () => {
    const calls = portal()
    const { user } = renderPage('/staff/sms', <SmsWatchPage />)
    await screen.findByRole('table', { name: 'Codes sent in the last hour, by purpose' })
    await user.click(screen.getByRole('radio', { name: 'A network' }))
    await user.type(screen.getByLabelText('Network'), '198.18.99.7')
    await user.click(screen.getByRole('button', { name: 'Block' }))
    const reason = screen.getByLabelText('Why (kept in the history)')
    expect(await screen.findByText('Please say why, for the history.')).toBeTruthy()
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(reason.getAttribute('aria-describedby')).toBe('block-reason-error')
    expect(calls.blocked).toEqual([{ kind: 'network', target: '198.18.99.7', hours: 24, reason: '' }])
  })

  it('lifts a block', async () => {
    const calls = portal()
    network.use(
      http.get('/api/staff/sms/', () => HttpResponse.json({ ...FIGURES, blocks: [BLOCK] }), { once: true }),
    )
    const { user } = renderPage('/staff/sms', <SmsWatchPage />)
    await user.click(await screen.findByRole('button', { name: 'Lift the block on 17****23' }))
    expect(await screen.findByText('No number or network is blocked.')).toBeTruthy()
    expect(calls.lifted).toEqual(['7'])
  })

  it('tells an officer the page is for admins', async () => {
    network.use(
      http.get('/api/staff/sms/', () =>
        HttpResponse.json({ detail: 'Only an administrator may do this.' }, { status: 403 }),
      ),
    )
    renderPage('/staff/sms', <SmsWatchPage />)
    expect(await screen.findByText('Only an administrator may do this.')).toBeTruthy()
  })
})
