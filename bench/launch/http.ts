// HTTP from one loopback source address. Node's fetch cannot choose the address it connects
// from; an http.Agent with `localAddress` can, so the portal sees each of 127.0.0.2–5 as its
// own client by the connection's real peer address (no X-Forwarded-For, no TRUST_PROXY).
import http from 'node:http'
import https from 'node:https'
import { performance } from 'node:perf_hooks'

/** A request a server answered, or could not answer (status 0: no connection, a timeout). */
export interface Answer {
  status: number
  body: unknown
  ms: number
  /**
   * Sent a second time: the kept-alive connection it first went on had been closed by the
   * server before any answer (resendOnClosedConnection).
   */
  resent?: boolean
  /** The answer's X-Request-Id, which every log line of the request carries. */
  requestId?: string
}

export interface RequestOptions {
  json?: Record<string, unknown>
  form?: FormData
  token?: string
  /** A solved proof of work, for the X-Altcha header (decision 036). */
  proof?: string
  /** More headers, as the page sends them (an Idempotency-Key). */
  headers?: Record<string, string>
}

export interface Client {
  /** The source address every connection of this client leaves from. */
  address: string
  send(method: string, path: string, options?: RequestOptions): Promise<Answer>
  close(): void
}

// Above the portal's own 2-minute request timeout: a stalled request ends by the server's
// clock first, and this one only stops the bench waiting forever on a silent socket.
const REQUEST_TIMEOUT_MS = 130_000

/** The bytes and content type of a body, multipart encoded by the platform's own FormData. */
async function encode({ json, form }: RequestOptions) {
  if (json) return { bytes: Buffer.from(JSON.stringify(json)), type: 'application/json' }
  if (!form) return undefined
  const request = new Request('http://bench.invalid/', { method: 'POST', body: form })
  return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! }
}

function parse(bytes: Buffer, type: string | undefined): unknown {
  const text = bytes.toString('utf8')
  if (!type?.includes('json')) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** What a kept-alive connection the server closed in the meantime throws when reused. */
const CLOSED_CONNECTION = new Set(['ECONNRESET', 'EPIPE'])

export interface ClientOptions {
  /** The certificate authority an https `base` is checked against (the stage's Caddy). */
  ca?: Buffer
  /**
   * Send a request once more when it went on a kept-alive connection that the server had
   * closed and got no answer, as browsers do (and Node's docs for `request.reusedSocket` show):
   * a proxy reloading its configuration closes its idle connections.
   */
  resendOnClosedConnection?: boolean
}

export function clientFrom(base: string, address: string, options: ClientOptions = {}): Client {
  // Keep-alive: a phone keeps its connection for the next step, and the bench does not run
  // the loopback out of ephemeral ports over tens of thousands of requests.
  const secure = base.startsWith('https:')
  const agentOf = (keepAlive: boolean) => {
    const agentOptions = { keepAlive, localAddress: address, maxSockets: 256 }
    return secure ? new https.Agent({ ...agentOptions, ca: options.ca }) : new http.Agent(agentOptions)
  }
  const agent = agentOf(true)
  const requestOf = secure ? https.request : http.request

  const once = (
    method: string,
    path: string,
    headers: http.OutgoingHttpHeaders,
    bytes?: Buffer,
    via: http.Agent = agent,
  ) => {
    const started = performance.now()
    return new Promise<Answer & { closedBeforeAnswer?: boolean }>((resolve) => {
      const request = requestOf(
        new URL(path, base),
        { method, agent: via, headers, timeout: REQUEST_TIMEOUT_MS },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: parse(Buffer.concat(chunks), response.headers['content-type']),
              ms: performance.now() - started,
              requestId: response.headers['x-request-id'] as string | undefined,
            }),
          )
          response.on('error', (error) => resolve({ status: 0, body: error.message, ms: 0 }))
        },
      )
      request.on('timeout', () => request.destroy(new Error('no answer in time')))
      // A dropped connection is a figure of the run (status 0), not a crash of the bench.
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({
          status: 0,
          body: `${error.message}${request.reusedSocket ? ' (on a kept-alive connection)' : ''}`,
          ms: performance.now() - started,
          closedBeforeAnswer: request.reusedSocket && CLOSED_CONNECTION.has(error.code ?? ''),
        }),
      )
      request.end(bytes)
    })
  }

  const send = async (method: string, path: string, request: RequestOptions = {}): Promise<Answer> => {
    const body = await encode(request)
    const headers: http.OutgoingHttpHeaders = {
      ...(body ? { 'content-type': body.type, 'content-length': body.bytes.length } : {}),
      ...(request.token ? { authorization: `Token ${request.token}` } : {}),
      ...(request.proof ? { 'x-altcha': request.proof } : {}),
      ...request.headers,
    }
    const { closedBeforeAnswer, ...first } = await once(method, path, headers, body?.bytes)
    if (!closedBeforeAnswer || !options.resendOnClosedConnection) return first
    // On a new connection, as a browser does: the other kept-alive ones may be closed too.
    const fresh = agentOf(false)
    const { closedBeforeAnswer: _again, ...second } = await once(method, path, headers, body?.bytes, fresh)
    fresh.destroy()
    return { ...second, ms: first.ms + second.ms, resent: true }
  }
  return { address, send, close: () => agent.destroy() }
}

/** The JSON field of an answer's body, when it has one. */
export const field = (answer: Answer, name: string): unknown =>
  typeof answer.body === 'object' && answer.body !== null
    ? (answer.body as Record<string, unknown>)[name]
    : undefined
