import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse, ws } from 'msw'
import { describe, expect, it } from 'vitest'
import { WALLET_EVENTS } from '@portal/domain/wallet'
import { useWalletSignIn } from '@/features/auth/hooks/use-wallet-sign-in'
import { signedInHint } from '@/lib/session-storage'
import { storedWalletThread, storeWalletThread } from '@/lib/wallet'
import { network } from './network'
import { renderPage } from './render-page'

const THREAD = { thread_id: 'thread-ours', browser_key: 'k'.repeat(43) }
const socketServer = ws.link('ws://localhost:3000/ws/socket-server/')

function WalletStage() {
  const { state } = useWalletSignIn(() => undefined)
  return <p>{state.stage === 'failed' ? state.message : state.stage}</p>
}

/** The wallet's answer for `threadId` is sent once this page's socket subscribes. */
function walletAnswers(threadId: string) {
  const subscriptions: unknown[] = []
  network.use(
    http.post('/api/ndi/authenticate-ndi/', () =>
      HttpResponse.json({
        ...THREAD,
        qr_code_image: 'data:image/png;base64,AA==',
        deep_link_url: 'bhutanndi://x',
      }),
    ),
    socketServer.addEventListener('connection', ({ client }) =>
      client.addEventListener('message', (event) => {
        subscriptions.push(JSON.parse(String(event.data)))
        client.send(
          JSON.stringify({
            type: WALLET_EVENTS.complete,
            thread_id: threadId,
            cid_no: '11512345601',
            mobile_no: '17123456',
          }),
        )
      }),
    ),
    http.get('/api/customers/check-cid/', () => HttpResponse.json({ registered: true })),
    http.post('/api/accounts/login/', () => HttpResponse.json({ token: 'wallet-token', name: 'Pema' })),
    http.get('/api/customers/profile/', () => HttpResponse.json({ cid: '11512345601', name: 'Pema' })),
  )
  return subscriptions
}

describe('the wallet sign-in', () => {
  it('subscribes with its thread and key, and signs in on its own thread’s answer', async () => {
    const subscriptions = walletAnswers(THREAD.thread_id)
    renderPage('/customer-login', <WalletStage />)
    await waitFor(() => expect(signedInHint()).toBe(true))
    // Signed in by the cookie the answer set: its token is kept nowhere (decision 078).
    expect(JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })).not.toContain(
      'wallet-token',
    )
    expect(subscriptions).toEqual([{ type: 'subscribe', ...THREAD }])
    expect(storedWalletThread()).toBeUndefined()
  })

  it('ignores an answer for another thread and forgets the thread kept from before', async () => {
    storeWalletThread({
      thread_id: 'thread-stale',
      browser_key: THREAD.browser_key,
      cid_no: '1',
      mobile_no: '1',
    })
    walletAnswers('thread-someone-else')
    renderPage('/customer-login', <WalletStage />)
    await waitFor(() => expect(storedWalletThread()).toBeUndefined())
    expect(screen.getByText('waiting')).toBeDefined()
    expect(signedInHint()).toBe(false)
  })

  it('takes a citizen the wallet names but the portal does not know to register, keeping where they were going', async () => {
    walletAnswers(THREAD.thread_id)
    network.use(http.get('/api/customers/check-cid/', () => HttpResponse.json({ registered: false })))
    const { router } = renderPage('/customer-login/power-clearance', <WalletStage />, '/customer-login/:url')
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-register'))
    expect(router.state.location.search).toBe('?next=%2Fpower-clearance')
    expect(signedInHint()).toBe(false)
  })
})
