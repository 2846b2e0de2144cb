import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZDashboardQuerySchema, ZDashboardResponseSchema } from '@portal/domain/dashboard'
import { refusals } from '../errors'

const tags = ['staff']

/** /staff/dashboard: the back office's figures, within each member's divisions. */
const staffDashboard: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/dashboard/',
    {
      schema: {
        tags,
        summary: 'Figures by status, service, week and division; time to decision; overdue',
        querystring: ZDashboardQuerySchema,
        response: { 200: ZDashboardResponseSchema, ...refusals(400, 401, 403) },
      },
      onRequest: app.requireStaff,
    },
    (request) => app.services.decisions.dashboard(request.staff, request.query),
  )
}

export default staffDashboard
