import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SERVICE_TYPES } from '@portal/domain/catalogue'
import { formForApplication, formsOfResource } from '@portal/domain/applications/form-catalogue'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { identifierText } from '@portal/domain/text'
import {
  ZFiledApplicationListResponseSchema,
  ZFiledApplicationResponseSchema,
} from '@portal/domain/applications/responses'
import { HttpError, fieldErrors, refusals } from '../errors'
import type { ApplicationUpload } from '../services/filings/application-upload'
import { idParams } from '../route-params'

const FILES_NEED_MULTIPART =
  'This form carries documents: send it as multipart/form-data, each file as its own part.'

/** /api/services/{resource}/: file, list and read the customer's own applications. */
const services: FastifyPluginAsyncZod = async (app) => {
  const { filings } = app.services
  const withinFilingAllowances = filings.withinAllowances

  for (const { resource, service } of Object.values(SERVICE_TYPES)) {
    const forms = formsOfResource(resource)
    const tags = ['applications']

    /** The form a body is filed with, by its variant field; 415 for documents sent as JSON. */
    const formOf = (upload: ApplicationUpload, multipart: boolean) => {
      const form = formForApplication(resource, upload.values)
      if (form && form.files.length > 0 && !multipart) throw new HttpError(415, FILES_NEED_MULTIPART)
      if (!form) {
        const variant = forms[0]!.variant!
        throw fieldErrors({
          [variant.field]: [
            `${variant.field} must be one of ${forms.map((f) => f.variant!.value).join(', ')}`,
          ],
        })
      }
      return form
    }

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
        const application = await withinFilingAllowances(request.customerCid, async (storageQuotaBytes) => {
          const upload = await filings.readUpload(request)
          const form = formOf(upload, request.isMultipart())
          return filings.create(
            {
              customerCid: request.customerCid,
              idempotencyKey: request.headers['idempotency-key'],
              form,
              upload,
            },
            storageQuotaBytes,
          )
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
      async (request) => {
        const { id } = request.params
        const filed = await filings.findFiled(request.customerCid, resource, id)
        if (!filed) throw new HttpError(404, M.applicationNotFound(id))
        return filed
      },
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
      async (request) => {
        const { id } = request.params
        return withinFilingAllowances(request.customerCid, async (storageQuotaBytes) => {
          const upload = await filings.readUpload(request)
          formOf(upload, request.isMultipart())
          const application = await filings.resubmit(
            { customerCid: request.customerCid, resource, id, upload },
            storageQuotaBytes,
          )
          if (!application) throw new HttpError(404, M.applicationNotFound(id))
          return application
        })
      },
    )
  }
}

export default services
