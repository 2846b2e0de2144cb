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
})
