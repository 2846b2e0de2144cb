// On a signed-in page the app draws, the early answer for /notifications/ serves every part that
// reads the messages, whichever mounts later (issue 35, found by its review): one request on a
// cold load. (/messages itself comes from the server with them: plugins/web-app.ts.)
import { act, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useEffect, useState } from 'react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { useNotifications } from '@/features/messages/api/notifications'
import { startFirstRequests } from '@/lib/first-requests'
import { noteSignedIn } from '@/lib/session-storage'
import { network } from './network'
import { renderPage } from './render-page'

const Observer = () => <p>{useNotifications().data?.length ?? 'none'} messages</p>

/** One observer now, as the page; another once its lazy chunk has come, as the badge. */
function TwoObserversOneLater() {
  const [later, setLater] = useState(false)
  useEffect(() => void setTimeout(() => setLater(true), 50), [])
  return (
    <>
      <Observer />
      {later && <Observer />}
    </>
  )
}

beforeEach(() => {
  globalThis.portalFirstRequests = undefined
  network.use(
    http.get('/api/customers/profile/', () => HttpResponse.json({ cid: '11512345601' })),
    http.get('/api/notifications/', () => HttpResponse.json([])),
  )
})
afterEach(() => {
  network.events.removeAllListeners()
  history.replaceState(null, '', '/')
})

it('asks for the messages once on a form page, the early answer taken over', async () => {
  let asked = 0
  network.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/notifications/') asked += 1
  })
  noteSignedIn()
  history.replaceState(null, '', '/power-clearance')
  startFirstRequests()
  await Promise.all(globalThis.portalFirstRequests!.answers.values())
  renderPage('/power-clearance', <TwoObserversOneLater />)
  await waitFor(() => expect(document.body.textContent).toBe('0 messages0 messages'))
  await act(() => new Promise((settle) => setTimeout(settle, 200)))
  expect(asked).toBe(1)
})
