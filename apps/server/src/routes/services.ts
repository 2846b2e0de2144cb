import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { identifierText } from '@portal/domain/text'
import {
  ZFiledApplicationListResponseSchema,
  ZFiledApplicationResponseSchema,
} from '@portal/domain/applications/responses'
import { refusals } from '../errors'
import { idParams } from '../route-params'

/** /api/services/{resource}/: file, list and read the customer's own applications. */
const services: FastifyPluginAsyncZod = async (app) => {
  const { filings } = app.services

  for (const { resource, service } of Object.values(SERVICE_TYPES)) {
    const tags = ['applications']

    app.post(
      `/services/${resource}/`,
      {
        schema: {
          tags,
          summary: `File a ${service} application`,
          description:
            'With an Idempotency-Key header, a repeat of the same key by the same customer answers with the application it filed first, and files nothing; the same key with another form, details or documents answers 422.',
          headers: z.object({ 'idempotency-key': identifierText(100).optional() }),
          response: { 201: ZFiledApplicationResponseSchema, ...refusals(400, 401, 413, 415, 422, 429) },
        },
        onRequest: app.requireCustomer,
      },
      async (request, reply) => {
        const application = await filings.file({
          customerCid: request.customerCid,
          resource,
          idempotencyKey: request.headers['idempotency-key'],
          upload: () => request.upload(),
        })
        return reply.code(201).send(application)
      },
    )

    app.get(
      `/services/${resource}/`,
      {
        schema: {
          tags,
          summary: `Your ${service} applications`,
          response: { 200: ZFiledApplicationListResponseSchema, ...refusals(401) },
        },
        onRequest: app.requireCustomer,
      },
      async (request) => {
        return filings.listFiled(request.customerCid, resource)
      },
    )

    app.get(
      `/services/${resource}/:id/`,
      {
        schema: {
          tags,
          summary: `One of your ${service} applications`,
          params: idParams,
          response: { 200: ZFiledApplicationResponseSchema, ...refusals(400, 401, 404) },
        },
        onRequest: app.requireCustomer,
      },
      (request) => filings.filed(request.customerCid, resource, request.params.id),
    )

    app.put(
      `/services/${resource}/:id/`,
      {
        schema: {
          tags,
          summary: `Send a returned ${service} application again, changed`,
          params: idParams,
          response: { 200: ZFiledApplicationResponseSchema, ...refusals(400, 401, 404, 409, 413, 415, 429) },
        },
        onRequest: app.requireCustomer,
      },
      (request) =>
        filings.sendAgain({
          customerCid: request.customerCid,
          resource,
          id: request.params.id,
          upload: () => request.upload(),
        }),
    )
  }
}

export default services
