import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Reference lists for the forms' selects: anonymous, and cacheable for a few minutes. */
const lookups: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=300')
  })

  app.get('/divisions/', { schema: { tags: ['lookups'] } }, async () =>
    app.db
      .selectFrom('divisions')
      .select(['id', 'name', 'dzongkhags_served'])
      .where('active', '=', true)
      .orderBy('name')
      .execute(),
  )

  app.get('/addresses/dzongkhags/', { schema: { tags: ['lookups'] } }, async () =>
    app.db.selectFrom('dzongkhags').select(['id', 'name', 'name_alternatives']).orderBy('name').execute(),
  )

  app.get(
    '/addresses/gewogs/',
    {
      schema: {
        tags: ['lookups'],
        querystring: z.object({ dzongkhag: z.coerce.number().int().min(1).max(2_147_483_647).optional() }),
      },
    },
    async (request) => {
      const { dzongkhag } = request.query
      return app.db
        .selectFrom('gewogs')
        .select(['id', 'name', 'dzongkhag_id as dzongkhag', 'name_alternatives'])
        .$if(dzongkhag !== undefined, (q) => q.where('dzongkhag_id', '=', dzongkhag!))
        .orderBy('name')
        .execute()
    },
  )
}

export default lookups
