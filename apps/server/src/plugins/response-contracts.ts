import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { refusals } from '../errors'

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface ResponseContractsOptions {
  /** Told of each answer whose status its route's schema does not declare (4xx and 2xx; a 5xx is a failure). */
  onUndeclaredResponse?: (route: string, statusCode: number) => void
}

/**
 * A route that declares its responses must declare every status it sends, so that the OpenAPI
 * document is the whole contract. The integration suite turns this on (test/helpers/test-app.ts),
 * so each answer it provokes is checked against the route's declaration.
 */
export default fp<ResponseContractsOptions>(async function responseContracts(app: FastifyInstance, options) {
  // Any route that reads a body may refuse one that does not parse (400), is too large (413) or
  // of a media type it does not take (415), before its handler runs: every such route declares
  // them (its own description of a 400 wins); and one that carries the session cookie from
  // another site is refused (403, plugins/session-cookie.ts), as is a signed-in read it started.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat()
    const response = route.schema?.response as Record<string, unknown> | undefined
    if (response && methods.some((method) => BODY_METHODS.has(method)))
      route.schema = { ...route.schema, response: { ...refusals(400, 403, 413, 415), ...response } }
    // A signed-in read too, when another site's link carries the cookie.
    else if (response && '401' in response)
      route.schema = { ...route.schema, response: { ...refusals(403), ...response } }
  })
  const report = options.onUndeclaredResponse
  if (!report) return
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = reply.routeOptions.schema?.response as Record<string, unknown> | undefined
    const code = reply.statusCode
    if (!declared || code >= 500) return payload
    const keys = [String(code), `${String(code)[0]}XX`, `${String(code)[0]}xx`, 'default']
    if (!keys.some((key) => key in declared)) report(`${request.method} ${reply.routeOptions.url}`, code)
    return payload
  })
})
