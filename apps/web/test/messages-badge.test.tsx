import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, it } from 'vitest'
import type { TNotification } from '@portal/domain/notifications'
import MessagesLink from '@/features/messages/components/messages-link'
import { network } from './network'
import { renderPage } from './render-page'

const message = (id: number, read: boolean): TNotification => ({
  id,
  at: '2026-11-27T04:00:00Z',
  channel: 'sms',
  subject: `Application ${id}: Approved`,
  body: `BPC: your application ${id} is approved.`,
  read,
  delivery: null,
  application_id: id,
})

const RealNumberFormat = Intl.NumberFormat
afterEach(() => {
  Intl.NumberFormat = RealNumberFormat
})

/**
 * The top bar's count of unread messages is written as the badge shows it, without a number
 * formatter: the first one a page makes loads the browser's number data, a task of some 60 ms on
 * a phone after every signed-in page has painted (decision 064).
 */
it('says how many messages are unread without making a number formatter', async () => {
  network.use(
    http.get('/api/notifications/', () =>
      HttpResponse.json([message(1, false), message(2, false), message(3, true), message(4, false)]),
    ),
  )
  // Counted, and still made: the formatter's absence is what is checked, not the page's text.
  const formatters: unknown[] = []
  Intl.NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    formatters.push(args)
    return new RealNumberFormat(...args)
  } as unknown as typeof Intl.NumberFormat
  renderPage('/ticket', <MessagesLink />)
  expect((await screen.findByRole('link', { name: /3 unread/ })).getAttribute('href')).toBe('/messages')
  expect(formatters).toEqual([])
})
