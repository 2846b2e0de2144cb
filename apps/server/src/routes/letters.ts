import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { APPLICATION_MESSAGES as M } from '@portal/domain/messages'
import { ZVerifiedLetterResponseSchema } from '@portal/domain/tickets'
import { documentBody, HttpError, notFound, refusals } from '../errors'
import { perCustomer } from '../plugins/costly-limits'
import { isDecided } from '@portal/domain/status'

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
      const application = /^\d{1,15}$/.test(id)
        ? await app.customerApplications.findForLetter(request.customerCid, Number(id))
        : undefined
      if (!application) throw new HttpError(404, M.applicationNotFound(id))
      if (application.status === 'Withdrawn')
        throw new HttpError(409, `Application ID ${id} was withdrawn: it has no letter.`)
      if (!isDecided(application.status) || !application.verify_code || !application.decided_at) {
        throw new HttpError(
          409,
          `Application ID ${id} is still under process: its letter comes with the decision.`,
        )
      }
      const pdf = await app.letters.render(`${application.verify_code}:${application.status}`, {
        id: application.id,
        service: application.service,
        status: application.status,
        filedAt: application.created_at,
        decidedAt: application.decided_at,
        remarks: application.remarks,
        officer: application.officer_name ?? 'the utility',
        division: application.division_name,
        customer: { name: application.customer_name, cid: application.customer_cid },
        details: application.details,
        verifyUrl: `${app.config.publicUrl}/verify/${application.verify_code}`,
      })
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${application.service}-${application.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )

  app.get(
    '/verify/:code/',
    {
      schema: {
        tags: ['tickets'],
        params: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) }),
        response: { 200: ZVerifiedLetterResponseSchema, ...refusals(400, 404, 429) },
      },
    },
    async (request) => {
      const letter = await app.customerApplications.findByVerifyCode(request.params.code)
      if (!letter) throw notFound()
      return {
        id: letter.id,
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
