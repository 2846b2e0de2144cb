import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type { TConfig } from './config'
import type { Database } from './db/schema'
import customerAuth from './plugins/customer-auth'
import errorHandler from './plugins/error-handler'
import openapi from './plugins/openapi'
import security from './plugins/security'
import webApp from './plugins/web-app'
import accounts from './routes/accounts'
import customers from './routes/customers'
import lookups from './routes/lookups'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    config: TConfig
  }
}

export interface AppOptions {
  db: Kysely<Database>
  config: TConfig
  /** The built web app to serve; without it only the API answers. */
  webDistDir?: string
  logger?: FastifyServerOptions['logger']
}

/** The portal as a Fastify instance, not yet listening: `main.ts` listens, tests inject. */
export async function buildApp({ db, config, webDistDir, logger = false }: AppOptions) {
  const app = Fastify({ logger, bodyLimit: 1_048_576, return503OnClosing: true })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', db)
  app.decorate('config', config)

  await app.register(errorHandler)
  await app.register(security)
  await app.register(openapi)
  await app.register(customerAuth)

  await app.register(
    async (api) => {
      await api.register(accounts)
      await api.register(customers)
      await api.register(lookups)
    },
    { prefix: '/api' },
  )
  await app.register(webApp, { distDir: webDistDir ?? '' })
  return app
}
