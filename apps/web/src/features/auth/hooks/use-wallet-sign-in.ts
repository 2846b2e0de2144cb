import { useEffect, useEffectEvent, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  WALLET_EVENTS,
  WALLET_MESSAGES,
  type TWalletAuthentication,
  type TWalletSocketMessage,
} from '@portal/domain/wallet'
import { describeFailure, httpStatus } from '@/lib/api-client'
import { registerPathFor } from '@/lib/return-target'
import { useSession } from '@/lib/session'
import {
  forgetWalletThread,
  signInWithWalletThread,
  storeWalletThread,
  type WalletThreadKey,
} from '@/lib/wallet'
import { checkWalletCid, startWalletSignIn } from '../api/wallet'

export type WalletSignIn =
  | { stage: 'loading' }
  | { stage: 'waiting'; authentication: TWalletAuthentication }
  | { stage: 'signing-in' }
  | { stage: 'failed'; message: string }

const SOCKET_RETRY_MS = 2_000

/** Where the page's socket is: same host, secure when the page is (spec §7). */
const socketUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws/socket-server/`

/**
 * The wallet flow of spec §4 while the dialog's body is mounted: ask for a QR code, wait on the
 * socket for this thread's result, then sign in, register, or report the refusal.
 */
export function useWalletSignIn(close: () => void) {
  const [state, setState] = useState<WalletSignIn>({ stage: 'loading' })
  const session = useSession()
  const navigate = useNavigate()
  // Where the citizen was going (/customer-login/{target}): a registration keeps it, as the
  // CID-and-mobile path does (issue 49).
  const target = useLocation().pathname.replace(/^\/customer-login/, '') || undefined

  const onResult = useEffectEvent(async (message: TWalletSocketMessage, thread: WalletThreadKey) => {
    if (message.type !== WALLET_EVENTS.complete) {
      forgetWalletThread()
      close()
      void navigate('/customer-login', { state: { walletNotice: WALLET_MESSAGES.shareRejected } })
      return
    }
    storeWalletThread({ ...thread, cid_no: message.cid_no, mobile_no: message.mobile_no })
    setState({ stage: 'signing-in' })
    try {
      const { registered } = await checkWalletCid(message.cid_no, thread)
      if (!registered) {
        close()
        void navigate(registerPathFor(target))
        return
      }
      await signInWithWalletThread(thread) // which sets the session's cookie
      forgetWalletThread()
      session.signIn() // the login page then goes on to its target, or home
      close()
    } catch (error) {
      // Whatever went wrong: show the server's words.
      forgetWalletThread()
      setState({ stage: 'failed', message: describeFailure(error).detail })
    }
  })

  // Once per opening of the dialog: it mounts this afresh each time, and for each retry.
  useEffect(() => {
    let closed = false
    let socket: WebSocket | undefined
    let reconnect: ReturnType<typeof setTimeout> | undefined

    startWalletSignIn()
      .then((authentication) => {
        if (closed) return
        if (!authentication.thread_id || !authentication.qr_code_image) {
          setState({ stage: 'failed', message: WALLET_MESSAGES.qrLoadFailed })
          return
        }
        setState({ stage: 'waiting', authentication })
        const { thread_id: threadId, browser_key } = authentication
        const listen = () => {
          socket = new WebSocket(socketUrl())
          socket.onopen = () =>
            socket?.send(JSON.stringify({ type: 'subscribe', thread_id: threadId, browser_key }))
          socket.onmessage = (event: MessageEvent<string>) => {
            const message = parseMessage(event.data)
            // Not this thread's answer: whatever was kept of a wallet sign-in is stale.
            if (!message?.thread_id || message.thread_id !== threadId) return forgetWalletThread()
            closed = true
            socket?.close()
            void onResult(message, { thread_id: threadId, browser_key })
          }
          socket.onclose = (event) => {
            if (closed) return
            // The server ends a socket when its QR code has expired; other losses reconnect,
            // and the result, if it came meanwhile, is read on subscribing again.
            if (event.code === 1000) setState({ stage: 'failed', message: WALLET_MESSAGES.threadExpired })
            else reconnect = setTimeout(listen, SOCKET_RETRY_MS)
          }
        }
        listen()
      })
      .catch((error: unknown) => {
        if (closed) return
        const answered = httpStatus(error) !== undefined
        setState({
          stage: 'failed',
          message: answered ? WALLET_MESSAGES.qrGenerateFailed : WALLET_MESSAGES.qrFetchFailed,
        })
      })

    return () => {
      closed = true
      clearTimeout(reconnect)
      socket?.close()
    }
  }, [])

  return {
    state,
    /** The QR image would not display. */
    imageFailed: () => setState({ stage: 'failed', message: WALLET_MESSAGES.qrLoadFailed }),
  }
}

function parseMessage(data: string): TWalletSocketMessage | undefined {
  try {
    return JSON.parse(data) as TWalletSocketMessage
  } catch {
    return undefined
  }
}
