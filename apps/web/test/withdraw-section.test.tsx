import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import WithdrawSection from '@/features/tickets/components/withdraw-section'
import type { Ticket } from '@/lib/tickets'
import { renderPage } from './render-page'

const PENDING: Ticket = {
  id: 12,
  service: 'Power Clearance',
  service_id: 12,
  name: 'Power clearance',
  created: '2026-11-20T04:00:00.000Z',
  status: 'Pending',
}

it('takes the keyboard to the panel it opens, and back to its button on "Keep it"', async () => {
  const { user } = renderPage('/ticket/12', <WithdrawSection ticket={PENDING} />)
  await user.click(screen.getByRole('button', { name: 'Withdraw this application' }))
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Withdraw application 12' }))
  await user.click(screen.getByRole('button', { name: 'Keep it' }))
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Withdraw this application' }))
})
