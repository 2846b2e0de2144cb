import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZAssignRequestSchema,
  ZNoteRequestSchema,
  ZNoteResponseSchema,
  ZReturnRequestSchema,
} from '@portal/domain/lifecycle'
import { ZStaffApplicationResponseSchema } from '@portal/domain/applications/responses'
import { refusals } from '../errors'
import { idParams } from '../route-params'
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
      const returned = await app.services.sendBack({
        staff: request.staff,
        id: request.params.id,
        ...request.body,
        publicUrl: app.config.publicUrl,
      })
      return staffApplicationView(app.staffDesk, returned)
    },
  )

  app.post(
    '/staff/applications/:id/assign/',
    {
      schema: {
        tags,
        summary: 'Take an application, let it go, or (admins) assign it to a member of its division',
        params: idParams,
        body: ZAssignRequestSchema,
        response: { 200: ZStaffApplicationResponseSchema, ...refusals(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => {
      const assigned = await app.services.assign({
        staff: request.staff,
        id: request.params.id,
        staffId: request.body.staff_id,
      })
      return staffApplicationView(app.staffDesk, assigned)
    },
  )

  app.post(
    '/staff/applications/:id/notes/',
    {
      schema: {
        tags,
        summary: 'Add a note: internal, or public in the customer’s history',
        params: idParams,
        body: ZNoteRequestSchema,
        response: { 201: ZNoteResponseSchema, ...refusals(400, 401, 403, 404) },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) =>
      reply.code(201).send(await app.services.addNote(request.staff, request.params.id, request.body)),
  )
}

export default staffWorkflow
