import { z } from 'zod'
import { clearanceValidUntil } from '@portal/domain/applications/clearance-reference'
import { serviceNameOf } from '@portal/domain/applications/service-names'
import { bhutanCalendarDate } from '@portal/domain/dates'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isDecided } from '@portal/domain/status'
import { ZVerifiedPaperResponseSchema, type TVerifiedPaper } from '@portal/domain/tickets'
import { notFound, refusals } from '../errors'

/** Masks a name for the public page: "Pema Wangmo" → "P*** W*****". */
const maskName = (name: string) =>
  name.replace(/(\p{L})(\p{L}*)/gu, (_, first: string, rest: string) => first + '*'.repeat(rest.length))

/**
 * `/verify/:code/`: anyone holding a letter or a receipt checks it against the portal's record.
 * The answer is what that paper says (decision 047): whoever learns a code learns nothing more.
 */
const verify: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify/:code/',
    {
      schema: {
        tags: ['tickets'],
        summary: "Check a letter's or receipt's verification code, as its QR code links",
        params: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) }),
        response: { 200: ZVerifiedPaperResponseSchema, ...refusals(400, 404, 429) },
      },
    },
    async (request): Promise<TVerifiedPaper> => {
      const paper = await app.customerApplications.findByVerifyCode(request.params.code)
      if (!paper) throw notFound()
      const named = {
        id: paper.id,
        service: paper.service,
        request_type: paper.request_type ?? undefined,
        service_name: serviceNameOf(paper.service, paper.request_type),
        name: maskName(paper.name),
      }
      if (paper.receipt_code === request.params.code) {
        return { document: 'receipt', ...named, filed_on: bhutanCalendarDate(paper.created_at) }
      }
      // A letter's code is given with its decision, which is never changed.
      if (!isDecided(paper.status) || !paper.decided_at) throw notFound()
      return {
        document: 'letter',
        ...named,
        decision: paper.status,
        decided_on: bhutanCalendarDate(paper.decided_at),
        valid_until: clearanceValidUntil(paper, app.config.CLEARANCE_VALIDITY_DAYS)?.toISOString(),
      }
    },
  )
}

export default verify
