import { z } from 'zod'

/** Running the portal: its log, its metrics, how it stops, and Node's own TLS switch. */
export const operationSettings = {
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('`fatal` … `trace`, or `silent`'),
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe(
      'when set, /metrics needs `Authorization: Bearer <it>`; required in production, of at least 32 characters (`openssl rand -hex 32`)',
    ),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number()
    .positive()
    .default(25)
    .describe(
      "how long SIGTERM waits for requests in flight and the outbox's current send before exiting anyway",
    ),
  // Node's own: read here only for production to refuse it.
  NODE_TLS_REJECT_UNAUTHORIZED: z
    .string()
    .optional()
    .describe(
      "Node's own: `0` turns off the certificate check of every TLS connection that does not set one (the wallet provider's, an S3 store's)",
    ),
}
