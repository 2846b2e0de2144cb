import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZVerifiedLetterResponseSchema } from '@portal/domain/tickets'
import { documentBody, HttpError, notFound, ownApplicationOr404, refusals } from '../errors'
import { perCustomer } from '../plugins/costly-limits'
import { isDecided } from '@portal/domain/status'
import { createHash } from 'node:crypto'
import { create as contentDisposition } from 'content-disposition'
import { letterContent, receiptContent } from '../letters/paper-content'

/** Masks a name for the public page: "Pema Wangmo" → "P*** W*****". */
const maskName = (name: string) =>
  name.replace(/(\p{L})(\p{L}*)/gu, (_, first: string, rest: string) => first + '*'.repeat(rest.length))

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** The decision letter for its owner, and the public check of a letter's code. */
const letters: FastifyPluginAsyncZod = async (app) => {
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
      const pdf = await app.letters.render(
        `${application.verify_code}:${application.status}:${application.customer_language}`,
        letterContent(
          { ...application, status: application.status, decided_at: application.decided_at },
          app.config.publicUrl,
        ),
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

  app.get(
    '/verify/:code/',
    {
      schema: {
        tags: ['tickets'],
        summary: "Check a letter's or receipt's verification code, as its QR code links",
        params: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) }),
        response: { 200: ZVerifiedLetterResponseSchema, ...refusals(400, 404, 429) },
      },
    },
    async (request) => {
      const letter = await app.customerApplications.findByVerifyCode(request.params.code)
      if (!letter) throw notFound()
      return {
        document: letter.receipt_code === request.params.code ? ('receipt' as const) : ('letter' as const),
        id: letter.id,
        filed_on: letter.created_at.toISOString(),
        service: letter.service,
        status: letter.status,
        decided_on: letter.decided_at?.toISOString(),
        name: maskName(letter.name),
        // What the paper should say, to compare with the one in hand (DESIGN.md §5).
        location: textOf(letter.details.location),
        category: textOf(letter.details.category),
        remarks: letter.remarks,
      }
    },
  )
}

export default letters
