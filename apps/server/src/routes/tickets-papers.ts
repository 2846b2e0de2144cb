import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { documentBody, HttpError, ownApplicationOr404, refusals } from '../errors'
import { perCustomer } from '../plugins/costly-limits'
import { isDecided } from '@portal/domain/status'
import { createHash } from 'node:crypto'
import { create as contentDisposition } from 'content-disposition'
import { letterContent, receiptContent } from '../letters/paper-content'

/** /tickets/{id}/download/ and /receipt/: a customer's papers, the decision letter and the receipt of filing (the public check is verify.ts). */
const ticketsPapers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tickets/:id/download/',
    {
      schema: {
        tags: ['tickets'],
        summary: "Download a decided application's letter (PDF)",
        params: z.object({ id: z.string().max(20) }),
        response: {
          200: documentBody('The decision letter, application/pdf'),
          ...refusals(400, 401, 404, 409, 429),
        },
      },
      onRequest: app.requireCustomer,
      config: perCustomer('letters', app.config.LETTERS_PER_10_MINUTES, 10 * 60_000),
    },
    async (request, reply) => {
      const { id } = request.params
      const application = await ownApplicationOr404(id, (n) =>
        app.customerApplications.findForLetter(request.customerCid, n),
      )
      if (application.status === 'Withdrawn')
        throw new HttpError(409, `Application ID ${id} was withdrawn: it has no letter.`)
      if (!isDecided(application.status) || !application.verify_code || !application.decided_at) {
        throw new HttpError(
          409,
          `Application ID ${id} is still under process: its letter comes with the decision.`,
        )
      }
      const letter = letterContent(
        { ...application, status: application.status, decided_at: application.decided_at },
        app.config.publicUrl,
        app.config.CLEARANCE_VALIDITY_DAYS,
      )
      // Keyed by the language it is printed in: a translator's review changes it.
      const pdf = await app.letters.render(
        `${application.verify_code}:${application.status}:${letter.language}`,
        letter,
      )
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`${application.service}-${application.id}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )

  app.get(
    '/tickets/:id/receipt/',
    {
      schema: {
        tags: ['tickets'],
        summary: "Download an application's receipt of filing (PDF)",
        params: z.object({ id: z.string().max(20) }),
        response: {
          200: documentBody('The filing receipt, application/pdf'),
          ...refusals(400, 401, 404, 429),
        },
      },
      onRequest: app.requireCustomer,
      config: perCustomer('receipts', app.config.LETTERS_PER_10_MINUTES, 10 * 60_000),
    },
    async (request, reply) => {
      const { id } = request.params
      const application = await ownApplicationOr404(id, (n) =>
        app.customerApplications.findForReceipt(request.customerCid, n),
      )
      const receipt = receiptContent(application, app.config.publicUrl)
      // Keyed by what it says: a corrected application, or a new expected date, is a new receipt.
      const key = `receipt:${createHash('sha256').update(JSON.stringify(receipt)).digest('base64url')}`
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`Receipt-${application.id}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(await app.letters.render(key, receipt))
    },
  )
}

export default ticketsPapers
