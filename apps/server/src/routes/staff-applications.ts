import { create as contentDisposition } from 'content-disposition'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZDecisionSchema } from '@portal/domain/staff/decisions'
import { ZInboxExportQuerySchema, ZInboxQuerySchema, ZInboxResponseSchema } from '@portal/domain/staff/inbox'
import {
  ZDecisionResponseSchema,
  ZStaffApplicationResponseSchema,
} from '@portal/domain/applications/responses'
import {
  ZAssignRequestSchema,
  ZNoteRequestSchema,
  ZNoteResponseSchema,
  ZReturnRequestSchema,
} from '@portal/domain/lifecycle'
import { documentBody, refusals } from '../errors'
import { idParams } from '../route-params'

const tags = ['staff']

/** /staff/applications: the inbox (and its CSV), an application, and each step of its life (DESIGN.md §7). */
const staffApplications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/applications/',
    {
      schema: {
        tags,
        summary: 'The inbox: applications in scope, filtered, sorted and a page at a time',
        querystring: ZInboxQuerySchema,
        response: { 200: ZInboxResponseSchema, ...refusals(400, 401, 403) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => app.services.decisions.inbox(request.staff, request.query),
  )

  app.get(
    '/staff/applications/:id/',
    {
      schema: {
        tags,
        summary: 'One application in scope, with its fields, documents, notes and history',
        params: idParams,
        response: { 200: ZStaffApplicationResponseSchema, ...refusals(400, 401, 403, 404) },
      },
      onRequest: app.requireStaff,
    },
    (request) => app.services.decisions.view(request.staff, request.params.id),
  )

  app.get(
    '/staff/applications/:id/letter/',
    {
      schema: {
        tags,
        summary: "A decided application's letter (PDF), as its customer holds it",
        params: idParams,
        response: {
          200: documentBody('The decision letter, application/pdf'),
          ...refusals(400, 401, 403, 404, 409),
        },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) =>
      app.sendPaper(reply, await app.services.papers.staffLetter(request.staff, request.params.id), true),
  )

  app.post(
    '/staff/applications/:id/decision/',
    {
      schema: {
        tags,
        summary: 'Approve or reject a pending application',
        params: idParams,
        body: ZDecisionSchema,
        response: { 200: ZDecisionResponseSchema, ...refusals(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireStaff,
    },
    (request) =>
      app.services.decisions.decide({ staff: request.staff, id: request.params.id, ...request.body }),
  )

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
    (request) =>
      app.services.decisions.sendBack({ staff: request.staff, id: request.params.id, ...request.body }),
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
    (request) =>
      app.services.decisions.assign({
        staff: request.staff,
        id: request.params.id,
        staffId: request.body.staff_id,
      }),
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
      reply
        .code(201)
        .send(await app.services.decisions.addNote(request.staff, request.params.id, request.body)),
  )

  app.get(
    '/staff/applications.csv',
    {
      schema: {
        tags,
        summary: "The inbox's matching applications as CSV (every page)",
        querystring: ZInboxExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...refusals(400, 401, 403) },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const csv = await app.services.decisions.inboxCsv(request.staff, request.query)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('applications.csv'))
        .send(csv)
    },
  )
}

export default staffApplications
