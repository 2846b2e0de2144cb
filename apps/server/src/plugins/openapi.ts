import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { PORTAL_NAME, UTILITY_NAME } from '@portal/domain/constants'

/** The OpenAPI document, generated from the routes' zod schemas, served at /api/docs (to staff only in production). */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: `${UTILITY_NAME} — ${PORTAL_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          customerToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Token <value>',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  // In production the API's map is for staff only (DESIGN.md §5).
  const staffOnly = app.config.PORTAL_ENV === 'production'
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    ...(staffOnly
      ? {
          uiHooks: {
            onRequest: (request, _reply, done) => void app.requireStaff(request).then(() => done(), done),
          },
        }
      : {}),
  })
})
