import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import WebSocket from 'ws'
import { UNSUBSCRIBED_SOCKETS_PER_NETWORK } from '../src/plugins/wallet'
import { testApp } from './helpers/test-app'

/** Sockets are an instance's memory: a client holds a bounded number, and only while it uses them. */
let portal: Awaited<ReturnType<typeof testApp>>
let url: string
beforeAll(async () => {
  portal = await testApp()
  await portal.app.listen({ port: 0, host: '127.0.0.1' })
  url = `ws://127.0.0.1:${(portal.app.server.address() as AddressInfo).port}/ws/socket-server/`
})
afterAll(() => portal.close())

type Outcome = { socket: WebSocket; result: 'open' | 'refused' | `closed ${number}` }

/** Connects and says how the server answered: upgraded and kept, refused before, or closed after. */
const connect = () =>
  new Promise<Outcome>((resolve) => {
    const socket = new WebSocket(url)
    let opened = false
    socket.once('unexpected-response', (_request, response) => {
      resolve({
        socket,
        result: response.statusCode === 429 ? 'refused' : `closed ${response.statusCode ?? 0}`,
      })
      socket.terminate()
    })
    socket.once('open', () => {
      opened = true
      // Kept open for a moment means kept; a refused one is closed at once.
      setTimeout(() => resolve({ socket, result: 'open' }), 300)
    })
    socket.once('close', (code) => opened && resolve({ socket, result: `closed ${code}` }))
    socket.once('error', () => undefined)
  })

it(`keeps at most ${UNSUBSCRIBED_SOCKETS_PER_NETWORK} sockets of one network open before they subscribe, under a burst of 300`, async () => {
  const outcomes = await Promise.all(Array.from({ length: 300 }, connect))
  const open = outcomes.filter((o) => o.result === 'open')
  expect(open).toHaveLength(UNSUBSCRIBED_SOCKETS_PER_NETWORK)
  expect(outcomes.every((o) => ['open', 'refused', 'closed 1008'].includes(o.result))).toBe(true)

  // A place given back is a place for the next socket.
  for (const { socket } of outcomes) socket.terminate()
  await new Promise((resolve) => setTimeout(resolve, 200))
  const again = await connect()
  expect(again.result).toBe('open')
  again.socket.terminate()
})

it('closes a socket that has not subscribed within 10 s, and one that subscribes twice', async () => {
  const quiet = new WebSocket(url)
  const quietClosed = new Promise<number>((resolve) => quiet.once('close', resolve))
  const twice = new WebSocket(url)
  const twiceClosed = new Promise<number>((resolve) => twice.once('close', resolve))
  await new Promise((resolve) => twice.once('open', resolve))
  const subscription = JSON.stringify({
    type: 'subscribe',
    thread_id: 'some-thread',
    browser_key: 'A'.repeat(43),
  })
  twice.send(subscription)
  twice.send(subscription)
  expect(await twiceClosed).toBe(1008)
  const started = Date.now()
  expect(await quietClosed).toBe(1008)
  expect(Date.now() - started).toBeGreaterThan(8_000)
}, 15_000)
