import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { TNotification } from '@portal/domain/notifications'
import MessageCentrePage from '@/features/messages/components/message-centre-page'
import { network } from './network'
import { renderPage } from './render-page'

/** Issue 37: the message centre says whether each SMS reached the phone. */
const message = (id: number, changes: Partial<TNotification>): TNotification => ({
  id,
  at: '2026-11-27T04:00:00Z',
  channel: 'sms',
  subject: `Application ${id}: Approved`,
  body: `BPC: your application ${id} is approved.`,
  read: true,
  delivery: null,
  application_id: id,
  ...changes,
})

describe('the message centre', () => {
  it("shows each SMS's delivery as the operator reported it, and nothing while it is unknown", async () => {
    network.use(
      http.get('/api/notifications/', () =>
        HttpResponse.json([
          message(1, { delivery: 'delivered' }),
          message(2, { delivery: 'not_delivered' }),
          message(3, {}),
          message(4, { channel: 'email' }),
        ]),
      ),
    )
    renderPage('/messages', <MessageCentrePage />)
    const rows = await screen.findAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/SMS · .* · Delivered to phone/),
      expect.stringMatching(/SMS · .* · Not delivered/),
      expect.not.stringMatching(/Delivered|Not delivered/),
      expect.not.stringMatching(/Delivered|Not delivered/),
    ])
  })

  it('counts the SMS and the email of one event as one unread, reads both at once, and links the application', async () => {
    let marked: string | undefined
    network.use(
      http.get('/api/notifications/', () =>
        HttpResponse.json([
          message(52, { channel: 'email', read: false }),
          message(52, { channel: 'sms', read: false, id: 51 }),
          message(7, { read: false, at: '2026-11-20T04:00:00Z' }),
        ]),
      ),
      http.post('/api/notifications/:id/read/', ({ params }) => {
        marked = String(params.id)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user } = renderPage('/messages', <MessageCentrePage />)
    expect(await screen.findByText('2 unread.')).toBeTruthy()
    // One "New" for each piece of news, as counted: the email and the SMS of 52 carry one.
    expect(screen.getAllByText('New')).toHaveLength(2)
    await user.click(screen.getAllByRole('button', { name: /Application 52: Approved/ })[0]!)
    expect(marked).toBe('52')
    expect(screen.getByText('1 unread.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open application 52' }).getAttribute('href')).toBe('/ticket/52')
  })
})
