import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZDashboardQuerySchema, ZDashboardResponseSchema } from '@portal/domain/dashboard'
import { ZInboxQuerySchema } from '@portal/domain/staff'
import { refusals } from '../errors'

const tags = ['staff']

/** What the back office reads in bulk, within each member's divisions: the dashboard and the CSV. */
const staffReports: FastifyPluginAsyncZod = async (app) => {
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
    (request) => app.services.dashboardOf(request.staff, request.query),
  )

  app.get(
    '/staff/applications.csv',
    {
      schema: {
        tags,
        summary: "The inbox's matching applications as CSV (every page)",
        querystring: ZInboxQuerySchema.omit({ page: true }),
        response: { 200: z.string().describe('text/csv'), ...refusals(400, 401, 403) },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const csv = await app.services.inboxCsv(request.staff, request.query)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="applications.csv"')
        .send(csv)
    },
  )
}

export default staffReports
