import helmet from 'helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

/**
 * Security headers, and no caching of personal answers. The built app loads only its own scripts and styles; the wallet QR code
 * is a data: image and the wallet result arrives over this host's WebSocket.
 */
export default fp(async function security(app: FastifyInstance) {
  // helmet itself, built once: @fastify/helmet builds the middleware again on every request,
  // which cost the ticket list a fifth of its throughput (decision 021).
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Served over plain HTTP on a small office's machine: do not force https.
        upgradeInsecureRequests: null,
      },
    },
  })
  app.addHook('onRequest', (request, reply, done) =>
    applyHelmet(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  )

  app.addHook('onSend', (request, reply, payload, done) => {
    // Answers of the API are personal unless a route says otherwise (the lookups do): no
    // browser, proxy or shared computer keeps them.
    if (request.url.startsWith('/api/')) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    }
    // Scripts and stylesheets are not documents: a policy for documents only costs a phone
    // half a kilobyte on each of them. They keep nosniff, the resource policy and HSTS.
    else if (
      request.url.startsWith('/static/') &&
      /javascript|css/.test(String(reply.getHeader('content-type')))
    )
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header)
    done(null, payload)
  })
})
