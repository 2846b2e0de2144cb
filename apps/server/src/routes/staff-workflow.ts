import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZReturnRequestSchema } from '@portal/domain/lifecycle'
import { ZStaffApplicationResponseSchema } from '@portal/domain/applications/responses'
import { refusals } from '../errors'
import { idParams } from '../route-params'
import { sendBack } from '../services/returns'
import { staffApplicationView } from '../services/staff-view'

const tags = ['staff']

/** The steps of an application's life other than the decision (DESIGN.md §7). */
const staffWorkflow: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff/applications/:id/return/',
    {
      schema: {
        tags,
        summary: 'Send an application back to its customer for changes',
        params: idParams,
        body: ZReturnRequestSchema,
        response: { 200: ZStaffApplicationResponseSchema, ...refusals(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => {
      const returned = await sendBack(app.db, {
        staff: request.staff,
        id: request.params.id,
        ...request.body,
        publicUrl: app.config.publicUrl,
      })
      return staffApplicationView(app.staffDesk, returned)
    },
  )
}

export default staffWorkflow
