import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type { TConfig } from './config'
import type { Database } from './db/schema'
import costlyLimits from './plugins/costly-limits'
import translations from './plugins/translations'
import customerAuth from './plugins/customer-auth'
import proofOfWork from './plugins/proof-of-work'
import errorHandler from './plugins/error-handler'
import responseContracts, { type ResponseContractsOptions } from './plugins/response-contracts'
import fileStore from './plugins/file-store'
import housekeeping from './plugins/housekeeping'
import outbox from './plugins/outbox'
import staffAuth from './plugins/staff-auth'
import openapi from './plugins/openapi'
import metrics, { type PoolStats } from './plugins/metrics'
import requestLog, { requestIdFor } from './plugins/request-log'
import { serializerCompiler } from './response-serializer'
import security from './plugins/security'
import sessionCookie from './plugins/session-cookie'
import wallet from './plugins/wallet'
import webApp from './plugins/web-app'
import accounts from './routes/accounts'
import attachments from './routes/attachments'
import customers from './routes/customers'
import devInbox from './routes/dev-inbox'
import operations from './routes/operations'
import ticketsPapers from './routes/tickets-papers'
import verify from './routes/verify'
import lookups from './routes/lookups'
import serviceTargets from './routes/service-targets'
import services from './routes/services'
import staffAccounts from './routes/staff-accounts'
import staffApplications from './routes/staff-applications'
import staffAttachments from './routes/staff-attachments'
import staffCustomers from './routes/staff-customers'
import staffDashboard from './routes/staff-dashboard'
import staffDivisions from './routes/staff-divisions'
import staffHolidays from './routes/staff-holidays'
import staffTranslations from './routes/staff-translations'
import staffServiceTargets from './routes/staff-service-targets'
import staffSms from './routes/staff-sms'
import staffSession from './routes/staff-session'
import notifications from './routes/notifications'
import tickets from './routes/tickets'
import walletRoutes from './routes/wallet'
import type { FileStore } from './files/file-store'
import { createServices, type Services } from './services/create-services'
import { letterRenderer } from './letters/letter-renderer'
import { loopbackHostOnly } from './plugins/loopback-host'
import uploads from './plugins/uploads'
import { secretBoxFor } from './services/secrets/secret-box'
import type { Transports } from './notifications/transports'
import type { Notifications } from './db/notifications'
import type { WalletProvider } from './wallet/provider'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    config: TConfig
    /** The services by area (services/create-services.ts): what routes call. */
    services: Services
    /** onRequest: the development-only routes answer only at a loopback address. */
    requireLoopbackHost: ReturnType<typeof loopbackHostOnly>
  }
}

export interface AppOptions {
  db: Kysely<Database>
  /** LISTEN/NOTIFY on the same database: wallet results reach sockets on every instance. */
  notifications: Notifications
  config: TConfig
  /** The built web app to serve; without it only the API answers. */
  webDistDir?: string
  logger?: FastifyServerOptions['logger']
  /** Defaults to the disk under DATA_DIR/files. */
  files?: FileStore
  /** The database pool's counters, for /metrics. */
  databasePool?: PoolStats
  /** Defaults to the configured SMS and email transports (the development inbox unless configured). */
  transports?: Transports
  /** Whether the outbox worker and housekeeping run on timers; tests call them by hand. */
  backgroundWork?: boolean
  /** Defaults to WALLET_PROVIDER's. */
  walletProvider?: WalletProvider
  /** Told of each answer whose status its route does not declare (plugins/response-contracts.ts). */
  onUndeclaredResponse?: ResponseContractsOptions['onUndeclaredResponse']
}

/** The portal as a Fastify instance, not yet listening: `main.ts` listens, tests inject. */
export async function buildApp(options: AppOptions) {
  const { db, config, webDistDir, logger = false, files } = options
  const serverOptions: FastifyServerOptions = {
    logger,
    // Our own line per request (plugins/request-log.ts): Fastify's logs the raw URL.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
    bodyLimit: 1_048_576,
    // A whole request, body included, within 2 minutes: a form with documents from a phone
    // on a slow network fits; a client that trickles bytes to hold a connection does not.
    requestTimeout: 120_000,
    return503OnClosing: true,
    // The router's own refusals (a malformed or too long address) in the contract's body,
    // without echoing the address, which may hold personal data.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.statusCode === 414
      void (reply as FastifyReply)
        .code(tooLong ? 414 : 400)
        .send({ detail: tooLong ? 'The address is too long.' : 'The address is not valid.' })
    },
    trustProxy: config.TRUST_PROXY,
  }
  const app = Fastify(serverOptions)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', db)
  app.decorate('config', config)
  // Once closing, each answer ends its connection: an idle keep-alive connection would
  // otherwise hold the close open until its timeout.
  let closing = false
  app.addHook('preClose', async () => void (closing = true))
  app.addHook('onSend', async (_request, reply) => void (closing && reply.header('connection', 'close')))

  await app.register(requestLog)
  await app.register(metrics, { pool: options.databasePool })
  await app.register(errorHandler)
  await app.register(responseContracts, { onUndeclaredResponse: options.onUndeclaredResponse })
  await app.register(security)
  await app.register(uploads)
  await app.register(fileStore, { files })
  const letters = letterRenderer()
  app.addHook('onClose', () => letters.close())
  app.decorate(
    'services',
    createServices({
      db,
      files: app.files,
      box: secretBoxFor(config.SECRETS_KEY),
      config,
      letters,
      walletProvider: options.walletProvider,
      // The outbox plugin, registered below, decorates the app before any request is taken.
      outbox: { soon: () => app.sendOutboxSoon() },
    }),
  )
  app.decorate('requireLoopbackHost', loopbackHostOnly(config))
  await app.register(openapi)
  await app.register(sessionCookie)
  await app.register(customerAuth)
  await app.register(proofOfWork)
  await app.register(staffAuth)
  await app.register(costlyLimits)
  await app.register(outbox, { transports: options.transports, worker: options.backgroundWork })
  await app.register(housekeeping, { timer: options.backgroundWork })
  await app.register(wallet, { notifications: options.notifications })
  await app.register(translations, { notifications: options.notifications })

  await app.register(
    async (api) => {
      await api.register(accounts)
      await api.register(customers)
      await api.register(lookups)
      await api.register(services)
      await api.register(tickets)
      await api.register(notifications)
      await api.register(attachments)
      await api.register(ticketsPapers)
      await api.register(verify)
      await api.register(staffSession)
      await api.register(staffApplications)
      await api.register(staffAttachments)
      await api.register(serviceTargets)
      await api.register(staffServiceTargets)
      await api.register(staffHolidays)
      await api.register(staffTranslations)
      await api.register(staffDashboard)
      await api.register(staffAccounts)
      await api.register(staffDivisions)
      await api.register(staffCustomers)
      await api.register(staffSms)
      await api.register(walletRoutes)
      await api.register(devInbox)
      await api.register(operations)
    },
    { prefix: '/api' },
  )
  await app.register(webApp, { distDir: webDistDir ?? '' })
  return app
}
