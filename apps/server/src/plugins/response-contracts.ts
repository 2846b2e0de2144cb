import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

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
