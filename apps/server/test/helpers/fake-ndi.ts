import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'

/** A call the fake received, for the test to inspect. */
export interface ReceivedCall {
  path: string
  authorization: string | undefined
  body: Record<string, unknown>
}

/**
 * A loopback stand-in for the Bhutan NDI verifier and its authentication host, answering
 * with the shapes of ndi-verifier-api.md: 401 for an unknown or expired token, 409 for a
 * webhook registered twice.
 */
export async function startFakeNdi() {
  const calls: ReceivedCall[] = []
  const validTokens = new Set<string>()
  const registeredWebhooks = new Set<string>()
  const subscriptions = new Map<string, string>()
  let tokenLifetimeSeconds = 3_600
  let failProofRequests = false

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }

  const handle = (req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) => {
    const path = req.url ?? ''
    calls.push({ path, authorization: req.headers.authorization, body })
    if (path === '/authentication/v1/authenticate') {
      if (body.client_id !== 'portal-client' || body.client_secret !== 'portal-secret')
        return send(res, 401, { message: 'invalid client' })
      const token = `token-${randomUUID()}`
      validTokens.add(token)
      return send(res, 200, { access_token: token, expires_in: tokenLifetimeSeconds, token_type: 'Bearer' })
    }
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
    if (!validTokens.has(token)) return send(res, 401, { message: 'Unauthorized' })

    if (path === '/verifier/v1/proof-request') {
      if (failProofRequests) return send(res, 500, { message: 'internal error' })
      const threadId = randomUUID()
      return send(res, 201, {
        statusCode: 201,
        message: 'Proof URL created successfully',
        data: {
          proofRequestName: body.proofName,
          proofRequestThreadId: threadId,
          deepLinkURL: `bhutanndi://data?url=https://fake-ndi/proof/${threadId}`,
          proofRequestURL: `https://fake-ndi/proof/${threadId}`,
        },
      })
    }
    if (path === '/webhook/v1/register') {
      const id = String(body.webhookId)
      if (registeredWebhooks.has(id)) return send(res, 409, { message: 'Webhook already registered' })
      registeredWebhooks.add(id)
      return send(res, 201, { statusCode: 201, message: 'Webhook registered' })
    }
    if (path === '/webhook/v1/subscribe') {
      subscriptions.set(String(body.threadId), String(body.webhookId))
      return send(res, 202, { statusCode: 202, message: 'Subscribed' })
    }
    if (path === '/webhook/v1/unsubscribe') {
      subscriptions.delete(String(body.threadId))
      return send(res, 202, { statusCode: 202, message: 'Unsubscribed' })
    }
    return send(res, 404, { message: 'Not found' })
  }

  const server = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString()))
    req.on('end', () => handle(req, res, text ? (JSON.parse(text) as Record<string, unknown>) : {}))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    calls,
    subscriptions,
    registeredWebhooks,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    /** As if every token issued so far had expired. */
    expireTokens: () => validTokens.clear(),
    setTokenLifetime: (seconds: number) => (tokenLifetimeSeconds = seconds),
    failProofRequests: (fail: boolean) => (failProofRequests = fail),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
