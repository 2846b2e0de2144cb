import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZTranslationEntrySchema, ZTranslationReviewSchema } from '@portal/domain/i18n/translator-page'
import { refusals } from '../errors'

const tags = ['admin']

/** /staff/translations: the translator's page, where the Dzongkha is reviewed in the browser (issue 49). */
const staffTranslations: FastifyPluginAsyncZod = async (app) => {
  // Public: a Dzongkha page the server did not render (a page the app draws, or a switch from
  // English) lays these over the catalogue it was built with.
  app.get(
    '/translations/dz/',
    {
      schema: {
        tags: ['lookups'],
        summary: "The pages' Dzongkha texts a translator changed since the build, compiled",
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.services.translations.reviewedPageTexts()),
  )

  app.get(
    '/staff/translations/',
    {
      schema: {
        tags,
        summary: 'Every Dzongkha entry beside its English, where it shows, and its review',
        response: { 200: z.array(ZTranslationEntrySchema), ...refusals(401, 403) },
      },
      onRequest: app.requireAdmin,
    },
    () => app.services.translations.entries(),
  )

  app.post(
    '/staff/translations/',
    {
      schema: {
        tags,
        summary: "Keep a translator's Dzongkha for an entry, reviewed by the signed-in admin",
        body: ZTranslationReviewSchema,
        response: { 200: ZTranslationEntrySchema, ...refusals(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireAdmin,
    },
    // By name and account: two members may share a name.
    (request) =>
      app.services.translations.review(request.body, `${request.staff.name} (${request.staff.username})`),
  )
}

export default staffTranslations
