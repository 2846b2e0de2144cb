import { z } from 'zod'
import { clearanceValidUntil } from '@portal/domain/applications/clearance-reference'
import { serviceNameOf } from '@portal/domain/applications/service-names'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZVerifiedLetterResponseSchema } from '@portal/domain/tickets'
import { notFound, refusals } from '../errors'

/** Masks a name for the public page: "Pema Wangmo" → "P*** W*****". */
const maskName = (name: string) =>
  name.replace(/(\p{L})(\p{L}*)/gu, (_, first: string, rest: string) => first + '*'.repeat(rest.length))

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** `/verify/:code/`: anyone holding a letter or a receipt checks it against the portal's record. */
const verify: FastifyPluginAsyncZod = async (app) => {
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
        service_name: serviceNameOf(letter.service, letter.request_type),
        status: letter.status,
        decided_on: letter.decided_at?.toISOString(),
        name: maskName(letter.name),
        // What the paper should say, to compare with the one in hand (DESIGN.md §5).
        location: textOf(letter.details.location),
        category: textOf(letter.details.category),
        remarks: letter.remarks,
        valid_until: clearanceValidUntil(letter, app.config.CLEARANCE_VALIDITY_DAYS)?.toISOString(),
      }
    },
  )
}

export default verify
