import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  method: string
  /** The path and query as they arrived, still encoded. */
  target: string
  headers: IncomingHttpHeaders
  /** The body's bytes, read as strict UTF-8 (a wrongly encoded body fails the test). */
  body: string
}

/**
 * An operator's HTTP SMS API for the tests, on 127.0.0.1 and a port of its own: it records
 * each request exactly as it arrived and answers with the next status a test queued (200 when
 * none is).
 */
export async function testSmsGateway() {
  const received: ReceivedRequest[] = []
  const statuses: number[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        method: request.method!,
        target: request.url!,
        headers: request.headers,
        body: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)),
      })
      response.writeHead(statuses.shift() ?? 200, { 'content-type': 'text/plain' })
      response.end('answered')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The statuses the next requests are answered with, in turn. */
    answerNext: (...next: number[]) => void statuses.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
