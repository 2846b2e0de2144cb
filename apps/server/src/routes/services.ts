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
import { readApplicationUpload, type ApplicationUpload } from '../services/application-upload'
import { toApiApplication } from '../services/applications'
import { idParams } from '../route-params'

const FILES_NEED_MULTIPART =
  'This form carries documents: send it as multipart/form-data, each file as its own part.'

/** /api/services/{resource}/: file, list and read the customer's own applications. */
const services: FastifyPluginAsyncZod = async (app) => {
  const filingLimits = {
    clearanceValidityDays: app.config.CLEARANCE_VALIDITY_DAYS,
    storageQuotaDays: app.config.STORAGE_QUOTA_DAYS,
  }

  /** Files (or sends again) within the customer's allowances: a refusal spends only the attempts'. */
  async function withinFilingAllowances<T>(
    customerCid: string,
    file: (storageQuotaBytes: number) => Promise<T>,
  ) {
    // A customer whose allowances an admin raised files (and keeps) that much more.
    const own = await app.customerAllowances.current(customerCid)
    const filingsPerHour = own?.filings_per_hour ?? app.config.FILINGS_PER_HOUR
    const raisedBy = filingsPerHour / app.config.FILINGS_PER_HOUR
    const filing = await app.services.startFiling(customerCid, {
      filingsPerHour,
      attemptsPerHour: Math.max(
        app.config.FILING_ATTEMPTS_PER_HOUR,
        Math.ceil(app.config.FILING_ATTEMPTS_PER_HOUR * raisedBy),
      ),
    })
    try {
      const filed = await file((own?.storage_quota_mb ?? app.config.STORAGE_QUOTA_MB) * 1024 * 1024)
      await filing.filed()
      return filed
    } catch (error) {
      await filing.refused()
      throw error
    }
  }

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
          const upload = await readApplicationUpload(request)
          const form = formOf(upload, request.isMultipart())
          return app.services.createApplication({
            customerCid: request.customerCid,
            idempotencyKey: request.headers['idempotency-key'],
            form,
            upload,
            ...filingLimits,
            storageQuotaBytes,
          })
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
        const rows = await app.customerApplications.listFiled(request.customerCid, resource)
        return rows.map((row) => toApiApplication(row, []))
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
        const filed = await app.customerApplications.findFiled(request.customerCid, resource, id)
        if (!filed) throw new HttpError(404, M.applicationNotFound(id))
        return toApiApplication(filed.application, filed.attachments)
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
          const upload = await readApplicationUpload(request)
          formOf(upload, request.isMultipart())
          const application = await app.services.resubmit({
            customerCid: request.customerCid,
            resource,
            id,
            upload,
            ...filingLimits,
            storageQuotaBytes,
          })
          if (!application) throw new HttpError(404, M.applicationNotFound(id))
          return application
        })
      },
    )
  }
}

export default services
