import path from 'node:path'
import { z } from 'zod'

const ZConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(168),
  CLEARANCE_VALIDITY_DAYS: z.coerce.number().int().positive().default(365),
  WEB_DIST_DIR: z.string().optional(),
  /** Where customers reach the portal: the letters' QR codes and the messages link here. */
  PUBLIC_URL: z.string().url().optional(),
  PORTAL_ADMIN_USERNAME: z.string().min(1).optional(),
  PORTAL_ADMIN_PASSWORD: z.string().min(10).optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Bhutan Power Corporation <no-reply@bpc.bt>'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type TConfig = z.infer<typeof ZConfigSchema> & { dataDir: string; publicUrl: string }

/** Reads the environment once at start-up; a wrong value stops the portal with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfigSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration — ${problems.join('; ')}`)
  }
  // npm runs workspace scripts in the workspace; INIT_CWD is where the person typed the command.
  const base = env.INIT_CWD ?? process.cwd()
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, '')
  return { ...parsed.data, dataDir: path.resolve(base, parsed.data.DATA_DIR), publicUrl }
}
