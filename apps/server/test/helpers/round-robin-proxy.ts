import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'

/**
 * A load balancer of the test's own, on loopback: each request and each WebSocket upgrade
 * goes to the next instance in turn, and every answer names the one that served it
 * (`x-served-by`, its index). Plain Node, so nothing of the portal is assumed.
 */
export async function startRoundRobinProxy(targets: { host: string; port: number }[]) {
  let next = 0
  const pick = () => {
    const index = next
    next = (next + 1) % targets.length
    return { index, target: targets[index]! }
  }
  const server = http.createServer((request, response) => {
    const { index, target } = pick()
    const upstream = http.request(
      {
        host: target.host,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) })
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  })
  server.on('upgrade', (request, socket, head) => {
    const { target } = pick()
    const upstream = net.connect(target.port, target.host, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`]
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`)
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      upstream.write(head)
      upstream.pipe(socket).pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** The index of the instance the next request will reach. */
    peek: () => next,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
