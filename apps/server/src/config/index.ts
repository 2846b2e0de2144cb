import path from 'node:path'
import { smppCaOf, smppSettingsMissing } from './messages'
import { productionProblems } from './production'
import { ZConfigSchema, type TSettings } from './schema'
import { listensOnLoopbackOnly } from './server'
import { S3_REQUIRED } from './storage'
import { NDI_REQUIRED } from './wallet'

// The configuration, assembled (issue 47): each area's settings are in their own module
// (server, storage, sign-in, limits, messages, wallet, papers, operations), the one schema in
// schema.ts, production's refusals together in production.ts. The configuration imports nothing
// of the server's above it: a check that needs a transport's syntax (the HTTP gateway's
// templates) is given to loadConfig by whoever starts the portal.

export type { TSettings } from './schema'
export { listensOnLoopbackOnly } from './server'
export { productionProblems } from './production'
export { numberFormatOf, smsTransportOf, type TNumberFormat } from './messages'

export type TConfig = TSettings & {
  dataDir: string
  publicUrl: string
  /** SMPP_CA_FILE's certificates (PEM), read at start. */
  smppCa?: string
}

/**
 * A check of the settings given from above, run in any mode before production's list: the
 * problems it names stop the start. The HTTP gateway's templates are checked so (main.ts).
 */
export type SettingsCheck = (settings: TSettings) => string[]

/** Reads the environment once at start-up; a wrong value stops the portal with its name. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  checks: readonly SettingsCheck[] = [],
): TConfig {
  const parsed = ZConfigSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration — ${problems.join('; ')}`)
  }
  if (parsed.data.WALLET_PROVIDER === 'bhutan-ndi') {
    const missing: string[] = NDI_REQUIRED.filter((name) => !parsed.data[name])
    // The provider must reach the webhook from the internet: localhost will not do.
    if (!parsed.data.PUBLIC_URL && !parsed.data.NDI_WEBHOOK_URL) missing.push('PUBLIC_URL or NDI_WEBHOOK_URL')
    if (missing.length > 0)
      throw new Error(`Invalid configuration — WALLET_PROVIDER=bhutan-ndi needs ${missing.join(', ')}`)
  }
  if (parsed.data.FILE_STORE === 's3') {
    const missing = S3_REQUIRED.filter((name) => !parsed.data[name])
    if (missing.length > 0)
      throw new Error(`Invalid configuration — FILE_STORE=s3 needs ${missing.join(', ')}`)
  }
  if (
    parsed.data.PORTAL_ENV === 'development' &&
    !listensOnLoopbackOnly(parsed.data.HOST) &&
    !parsed.data.ALLOW_DEVELOPMENT_ON_NETWORK
  )
    throw new Error(
      `Development mode listens on this machine only, not on HOST=${parsed.data.HOST}: it shows every sign-in code ` +
        'at /dev/sms and its wallet simulator signs in as anyone. Set PORTAL_ENV=production for a real deployment, ' +
        'or ALLOW_DEVELOPMENT_ON_NETWORK=true to show development mode to a network on purpose.',
    )
  // Before production's list, whose checks read the gateway's address.
  const checked = checks.flatMap((check) => check(parsed.data))
  if (checked.length > 0) throw new Error(`Invalid configuration — ${checked.join('; ')}`)
  // npm runs workspace scripts in the workspace; INIT_CWD is where the person typed the command.
  const base = env.INIT_CWD ?? process.cwd()
  if (parsed.data.PORTAL_ENV === 'production') {
    const problems = productionProblems(parsed.data, base)
    if (problems.length > 0)
      throw new Error(
        `The portal will not start in production mode (PORTAL_ENV=production):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      )
  }
  // After production's list, which names these among the rest.
  const smppMissing = smppSettingsMissing(parsed.data)
  if (smppMissing.length > 0)
    throw new Error(`Invalid configuration — SMS_TRANSPORT=smpp needs ${smppMissing.join(', ')}`)
  if (parsed.data.SMS_TRANSPORT === 'http' && !parsed.data.SMS_GATEWAY_URL)
    throw new Error('Invalid configuration — SMS_TRANSPORT=http needs SMS_GATEWAY_URL')
  // A CA file that cannot be used is no trial setting: development stops too.
  const smppCa = smppCaOf(parsed.data, base)
  if (smppCa.problem) throw new Error(`Invalid configuration — ${smppCa.problem}`)
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, '')
  return {
    ...parsed.data,
    dataDir: path.resolve(base, parsed.data.DATA_DIR),
    publicUrl,
    ...(smppCa.pem && { smppCa: smppCa.pem }),
  }
}
