// The release bench's client (bench/launch/http.ts) sends a request once more when its kept-alive
// connection was closed by the server before any answer, as browsers do: Caddy's reload closes
// its idle connections, and a client that had just picked one would count a failure the portal
// never saw. Anything else stays a failure.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { clientFrom } from '../bench/launch/http'

let server: http.Server

/** A server that answers a connection's first request and drops the connection at its second. */
async function dropsSecondRequest(): Promise<string> {
  const seen = new WeakMap<object, number>()
  server = http.createServer((request, response) => {
    const count = (seen.get(request.socket) ?? 0) + 1
    seen.set(request.socket, count)
    if (count === 2) return request.socket.destroy()
    response.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the bench client on a connection the server closed', () => {
  it('sends the request again on a new connection when asked to, and says so', async () => {
    const client = clientFrom(await dropsSecondRequest(), '127.0.0.1', { resendOnClosedConnection: true })
    expect((await client.send('GET', '/')).status).toBe(200)
    const again = await client.send('GET', '/')
    client.close()
    expect(again).toMatchObject({ status: 200, body: 'ok', resent: true })
  })

  it('counts it a failure otherwise, naming the kept-alive connection', async () => {
    const client = clientFrom(await dropsSecondRequest(), '127.0.0.1')
    await client.send('GET', '/')
    const dropped = await client.send('GET', '/')
    client.close()
    expect(dropped.status).toBe(0)
    expect(dropped.body).toMatch(/kept-alive connection/)
    expect(dropped.resent).toBeUndefined()
  })
})
