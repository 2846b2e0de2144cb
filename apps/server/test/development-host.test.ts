import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVELOPMENT_HOST_REFUSED } from '../src/plugins/loopback-host'
import { testApp } from './helpers/test-app'
import { startThread, walletCitizen } from './helpers/wallet'

/**
 * Issue 32's review (L4): a page on another site whose name a DNS rebinding points at
 * 127.0.0.1 must not read the development SMS inbox or drive the wallet simulator.
 */
let dev: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  dev = await testApp({}, { transports: 'configured' })
})
afterAll(() => dev.close())

const smsInbox = (host: string) => dev.app.inject({ url: '/api/dev/sms/?to=17000000', headers: { host } })
const simulator = async (host: string, action: 'share' | 'reject') => {
  const { thread_id } = await startThread(dev.app)
  return dev.app.inject({
    method: 'POST',
    url: `/api/ndi/simulator/${thread_id}/${action}/`,
    headers: { host },
    payload: action === 'share' ? walletCitizen() : {},
  })
}

describe('the development-only routes', () => {
  it.each([
    'attacker.example',
    'attacker.example:8080',
    '192.168.1.20:8080',
    '[::2]:8080',
    '127.0.0.1.attacker.example',
  ])('answer 421 when asked as %s', async (host) => {
    for (const response of [
      await smsInbox(host),
      await simulator(host, 'share'),
      await simulator(host, 'reject'),
    ]) {
      expect(response.statusCode).toBe(421)
      expect(response.json()).toEqual({ detail: DEVELOPMENT_HOST_REFUSED })
    }
  })

  it.each(['127.0.0.1:8080', '127.0.0.2', 'localhost', 'LOCALHOST:5173', '[::1]:8080', '[::1]'])(
    'answer as %s',
    async (host) => {
      expect((await smsInbox(host)).statusCode).toBe(200)
      expect((await simulator(host, 'share')).statusCode).toBe(202)
      expect((await simulator(host, 'reject')).statusCode).toBe(202)
    },
  )

  it('answer any name when development mode is shown to a network on purpose', async () => {
    const shown = await testApp({ ALLOW_DEVELOPMENT_ON_NETWORK: true }, { transports: 'configured' })
    try {
      const response = await shown.app.inject({
        url: '/api/dev/sms/?to=17000000',
        headers: { host: '192.168.1.20:8080' },
      })
      expect(response.statusCode).toBe(200)
    } finally {
      await shown.close()
    }
  })
})
