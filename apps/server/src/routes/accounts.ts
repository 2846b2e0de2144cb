import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZPasswordLoginSchema } from '@portal/domain/customer'
import { MESSAGES } from '@portal/domain/messages'
import { HttpError } from '../errors'
import { toApiCustomer } from '../services/customers'
import { assertNotThrottled, clearLoginFailures, recordLoginFailure } from '../services/login-throttle'
import { issueToken, revokeToken, tokenFromHeader } from '../services/tokens'

const accounts: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accounts/login/',
    { schema: { tags: ['accounts'], summary: 'Sign in with CID and mobile', body: ZPasswordLoginSchema } },
    async (request) => {
      const { username: cid, password: mobile } = request.body
      await assertNotThrottled(app.db, request.ip, `cid:${cid}`)
      const customer = await app.db
        .selectFrom('customers')
        .selectAll()
        .where('cid', '=', cid)
        .where('mobile', '=', mobile)
        .executeTakeFirst()
      if (!customer) {
        await recordLoginFailure(app.db, request.ip, `cid:${cid}`)
        throw new HttpError(400, MESSAGES.loginFailed)
      }
      await clearLoginFailures(app.db, `cid:${cid}`)
      const token = await issueToken(app.db, 'customer', cid, app.config.TOKEN_TTL_HOURS)
      const { cid: _cid, mobile: _mobile, ...profile } = toApiCustomer(customer)
      return { token, ...profile }
    },
  )

  app.post(
    '/accounts/logout/',
    { schema: { tags: ['accounts'], summary: 'Revoke this token' }, onRequest: app.requireCustomer },
    async (request, reply) => {
      const token = tokenFromHeader(request.headers.authorization)
      if (token) await revokeToken(app.db, 'customer', token)
      return reply.code(204).send()
    },
  )
}

export default accounts
